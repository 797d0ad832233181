import { useEffect, useRef, useState, type JSX, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { homePathFor, isUserType, USER_TYPES, type UserType } from '@ieum/domain';
import { showAlert, useSessionStore } from '@ieum/platform';

export const SIGN_IN_REQUIRED_MESSAGE = '로그인이 필요한 화면입니다. 먼저 로그인해주세요.';

export function wrongRoleMessage(role: UserType): string {
  return `${USER_TYPES[role]} 전용 화면입니다. 내 홈 화면으로 이동할게요.`;
}

/**
 * Shows a role's pages only to that role. Anyone else is sent where they belong (signed out:
 * /login, which gets `returnTo`; the other role: its own home) and told why, instead of seeing a
 * half-loaded page whose calls all fail.
 */
export function RequireRole({ role, children }: { role: UserType; children: ReactNode }): JSX.Element | null {
  return <RequireAccess role={role}>{children}</RequireAccess>;
}

/**
 * Shows pages every signed-in user has (profile edit) only when signed in; a visitor who opens
 * one signed out goes to /login (with `returnTo`, so the login comes back here) and is told why.
 * Signing out on the page is left to the page: its own 로그아웃 goes to /login, and a later login
 * should go home, not back here.
 */
export function RequireSignIn({ children }: { children: ReactNode }): JSX.Element | null {
  return <RequireAccess onEntryOnly>{children}</RequireAccess>;
}

function RequireAccess({ role, onEntryOnly = false, children }: { role?: UserType; onEntryOnly?: boolean; children: ReactNode }) {
  const accessToken = useSessionStore((state) => state.accessToken);
  const userType = useSessionStore((state) => state.userType);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = Boolean(accessToken) && Boolean(userType) && (role === undefined || userType === role);
  const redirected = useRef(false);
  const [allowedOnEntry] = useState(allowed);

  useEffect(() => {
    if (allowed || redirected.current || (onEntryOnly && allowedOnEntry)) return;
    redirected.current = true;
    if (!accessToken || !userType) {
      navigate('/login', { replace: true, state: { returnTo: pathname } });
      void showAlert(SIGN_IN_REQUIRED_MESSAGE);
    } else if (role) {
      navigate(homePathFor(isUserType(userType) ? userType : null), { replace: true });
      void showAlert(wrongRoleMessage(role));
    }
  }, [allowed, allowedOnEntry, onEntryOnly, accessToken, userType, role, navigate, pathname]);

  return allowed ? <>{children}</> : null;
}
