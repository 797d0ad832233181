import type { RemoteRoute } from '@ieum/platform';
import { injectStyles } from '@ieum/shared-ui';
import authCss from './components/auth.css';
import { requestUserProfileEarly } from './api/early-user-profile';

// Once for every page of this remote: imported by each page, the stylesheet was copied into
// every page chunk and injected from each.
injectStyles('ieum-mfe-auth', authCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  { path: '/login', load: () => import('./pages/LoginPage') },
  { path: '/roleselect', load: () => import('./pages/RoleSelectPage') },
  { path: '/signup', load: () => import('./pages/SignupPage') },
  { path: '/redirect', load: () => import('./pages/RedirectPage') },
  {
    path: '/edit',
    load: () => {
      requestUserProfileEarly();
      return import('./pages/EditProfilePage');
    },
  },
  { path: '/findid', load: () => import('./pages/FindUsernamePage') },
  { path: '/resetpassword', load: () => import('./pages/ResetPasswordPage') },
];
