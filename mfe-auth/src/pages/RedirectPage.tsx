import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { homePathFor, isUserType } from '@ieum/domain';
import { showAlert, useSessionStore } from '@ieum/platform';
import { Button, LoadingModal, usePageTitle } from '@ieum/shared-ui';
import { getUserProfile } from '../api/user-profile';

/**
 * /redirect: where the social login hands the session over. Stores the tokens and the type,
 * fills in the name and address, and goes home only when both token and type are there.
 */
export default function RedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  usePageTitle(failed ? '로그인 실패' : '로그인 중');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const accessToken = params.get('accessToken');
    const refreshToken = params.get('refreshToken');
    const userType = params.get('userType')?.toLowerCase();

    const fail = async (message: string) => {
      setFailed(true);
      // The tokens must not stay in the address bar or the history.
      navigate('/redirect', { replace: true });
      await showAlert(`❌ 초기화 실패: ${message}`);
    };

    (async () => {
      const error = params.get('error');
      if (error) return fail(params.get('message') || error);
      if (!accessToken || !isUserType(userType)) return fail('로그인 정보를 받지 못했습니다.');
      useSessionStore.getState().signIn({ accessToken, refreshToken, userType });
      try {
        // The login answer carries name and address; this hand-over does not, so ask for them.
        const profile = await getUserProfile(userType);
        useSessionStore.getState().updateProfile({ name: profile.name, address: profile.address });
      } catch (caught) {
        // The home screens load their own data; only a session that ended stops the way home.
        console.warn('[redirect] profile not loaded', caught);
      }
      if (useSessionStore.getState().accessToken) navigate(homePathFor(userType), { replace: true });
    })();
  }, [navigate, params]);

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
          <LoadingModal open message="로그인 중입니다..." />
        )}
      </div>
    </main>
  );
}
