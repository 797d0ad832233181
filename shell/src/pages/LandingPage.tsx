import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { Logo, usePageTitle } from '@ieum/shared-ui';

export const SPLASH_DELAY_MS = 2000;

/** The landing page is the splash: the logo for two seconds, then the login page. */
export function LandingPage() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => Boolean(state.accessToken));
  const userName = useSessionStore((state) => state.userName);
  usePageTitle('시작');

  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), SPLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main className="shell-splash" aria-label="이음 시작 화면">
      <Logo size={120} label="이음 로고" />
      <h1 className="shell-splash__name">이음</h1>
      <p className="shell-splash__tagline" data-testid="splash-greeting">
        {signedIn ? `${userName}님, 반가워요!` : '어르신과 봉사자를 잇다'}
      </p>
    </main>
  );
}
