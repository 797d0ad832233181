import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDialogStore } from '@ieum/platform';
import { AppRoutes } from '../App';
import type { RemoteDefinition } from '../../remotes/remote-config';

jest.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async (remote: string, path: string) => ({
    default: () => <p>{`${remote} page for ${path}`}</p>,
  }),
}));

const remotes: RemoteDefinition[] = [
  { name: 'auth', entry: 'http://localhost:3001/mf-manifest.json', routes: ['/login', '/roleselect'] },
  { name: 'elderly', entry: 'http://localhost:3003/mf-manifest.json', routes: ['/HelpCenter', '/requestform'] },
];

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes remotes={remotes} />
    </MemoryRouter>,
  );
}

describe('shell routing', () => {
  it.each([
    ['/login', 'auth page for /login'],
    ['/LOGIN', 'auth page for /login'],
    ['/helpcenter', 'elderly page for /HelpCenter'],
    ['/HelpCenter', 'elderly page for /HelpCenter'],
    ['/RequestForm', 'elderly page for /requestform'],
  ])('mounts %s from the remote that owns it, whatever the letter case', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows "not found" as the heading for a path nobody owns, and names the tab', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'not found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^찾을 수 없는 화면 - /);
  });

  it('/notification opened signed out goes to /login, which is told to come back, and says why', async () => {
    function LoginProbe() {
      const { state } = useLocation();
      return <p>{`login, back to ${(state as { returnTo?: string } | null)?.returnTo}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/notification']}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="*" element={<AppRoutes remotes={remotes} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('login, back to /notification')).toBeInTheDocument();
    expect(useDialogStore.getState().queue.map((dialog) => dialog.message)).toContain('로그인이 필요한 화면입니다. 먼저 로그인해주세요.');
    expect(screen.queryByText('알림을 불러오는 데 실패했습니다.')).toBeNull();
  });

  it('serves its own pages without any remote', () => {
    renderAt('/LoadingModalTest');
    expect(screen.getByRole('heading', { name: '로딩 모달 테스트' })).toBeInTheDocument();
  });
});
