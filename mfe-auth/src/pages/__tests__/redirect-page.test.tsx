import { act, render, screen, within, fireEvent } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import { DialogHost } from '@ieum/shared-ui';
import { startTypedApi } from '@ieum/app-kit/src/testing/typed-api';
import RedirectPage from '../RedirectPage';

const api = startTypedApi();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/redirect" element={<RedirectPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signOut();
  api.use({
    'GET /api/user': {
      body: {
        username: 'grandma',
        name: '김영희',
        age: 78,
        birthDate: null,
        gender: 'female',
        phone: '01012345678',
        address: { district: 'JONGNO', detail: '' },
        profileImage: null,
        userType: 'elderly',
      },
    },
  });
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('social-login hand-over', () => {
  it('stores the tokens and type and sends an elderly user to /usermain', async () => {
    renderAt('/redirect?accessToken=a1&refreshToken=r1&userType=elderly');
    expect(await screen.findByTestId('where')).toHaveTextContent('/usermain');
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('userType')).toBe('elderly');
    expect(localStorage.getItem('userName')).toBe('김영희');
    const [profileRequest] = api.requests('GET /api/user');
    expect(profileRequest.query.get('userType')).toBe('elderly');
    expect(profileRequest.authorization).toBe('Bearer a1');
  });

  it('sends a volunteer to /volunteermain even when the profile cannot be read', async () => {
    api.use({ 'GET /api/user': { status: 503, body: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' } } });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/redirect?accessToken=a2&refreshToken=r2&userType=volunteer');
    expect(await screen.findByTestId('where')).toHaveTextContent('/volunteermain');
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'a2', userType: 'volunteer' });
  });

  it('goes home with the session in memory when storage refuses writes (no raw storage error)', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      renderAt('/redirect?accessToken=a4&refreshToken=r4&userType=elderly');
      expect(await screen.findByTestId('where')).toHaveTextContent('/usermain');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(useSessionStore.getState()).toMatchObject({ accessToken: 'a4', userType: 'elderly' });
    } finally {
      jest.restoreAllMocks();
    }
  });

  it.each([
    ['/redirect?accessToken=a3', '❌ 초기화 실패: 로그인 정보를 받지 못했습니다.'],
    ['/redirect?userType=elderly', '❌ 초기화 실패: 로그인 정보를 받지 못했습니다.'],
    ['/redirect?error=KAKAO_FAILED&message=%EC%B9%B4%EC%B9%B4%EC%98%A4%20%EB%A1%9C%EA%B7%B8%EC%9D%B8%EC%9D%B4%20%EC%B7%A8%EC%86%8C%EB%90%98%EC%97%88%EC%8A%B5%EB%8B%88%EB%8B%A4.', '❌ 초기화 실패: 카카오 로그인이 취소되었습니다.'],
  ])('%s: stays, alerts, and offers the login page', async (url, message) => {
    renderAt(url);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(message);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '로그인 화면으로' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });
});
