import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { homePathFor, isUserType, type UserType } from '@ieum/domain';
import { showAlert, useSessionStore, UserFacingError } from '@ieum/platform';
import { Button, LoadingStatus, usePageTitle } from '@ieum/shared-ui';
import { useLoaded } from '@ieum/app-kit';
import { getUserProfile } from '../api/user-profile';

const NOTHING_HANDED_OVER = '로그인 정보를 받지 못했습니다.';

/** Starts the session the address hands over and fills in its name and address; fails with why not. */
async function takeOver(params: URLSearchParams): Promise<UserType> {
  const error = params.get('error');
  if (error) throw new UserFacingError(params.get('message') || error);
  const accessToken = params.get('accessToken');
  const userType = params.get('userType')?.toLowerCase();
  if (!accessToken || !isUserType(userType)) throw new UserFacingError(NOTHING_HANDED_OVER);
  useSessionStore.getState().signIn({ accessToken, refreshToken: params.get('refreshToken'), userType });
  try {
    // The login answer carries name and address; this hand-over does not, so ask for them.
    const profile = await getUserProfile(userType);
    useSessionStore.getState().updateProfile({ name: profile.name, address: profile.address });
  } catch (caught) {
    // The home screens load their own data; only a session that ended stops the way home.
    console.warn('[redirect] profile not loaded', caught);
  }
  return userType;
}

/**
 * /redirect: where the social login hands the session over. Stores the tokens and the type,
 * fills in the name and address, and goes home only when both token and type are there.
 */
export default function RedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The address loses its tokens on failure; the hand-over reads the one it arrived with.
  const [arrivedWith] = useState(params);
  const { state } = useLoaded(() => takeOver(arrivedWith), NOTHING_HANDED_OVER);
  const failed = state.status === 'failed';
  usePageTitle(failed ? '로그인 실패' : '로그인 중');

  useEffect(() => {
    if (state.status === 'ready') {
      if (useSessionStore.getState().accessToken) navigate(homePathFor(state.data), { replace: true });
    } else if (state.status === 'failed') {
      // The tokens must not stay in the address bar or the history.
      navigate('/redirect', { replace: true });
      void showAlert(`❌ 초기화 실패: ${state.message}`);
    }
  }, [navigate, state]);

  return (
    <main className="ui-page">
      <div className="ui-page__body auth-redirect">
        {failed ? (
          <>
            <h1 className="ui-heading">로그인을 마치지 못했어요</h1>
            <p>잠시 후 다시 시도해주세요.</p>
            <Button block onClick={() => navigate('/login', { replace: true })}>
              로그인 화면으로
            </Button>
          </>
        ) : (
          <LoadingStatus label="로그인 중이에요..." />
        )}
      </div>
    </main>
  );
}
