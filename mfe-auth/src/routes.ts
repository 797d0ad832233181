import type { RemoteRoute } from '@ieum/platform';
import { requestUserProfileEarly } from './api/early-user-profile';

type PageLoad = RemoteRoute['load'];

/**
 * Every page of this remote comes with its stylesheet, added once. Not imported here: this module
 * would then wait for the design system (and React DOM behind it) before a page could start
 * downloading, or /edit could ask for the profile.
 */
const withStyles =
  (load: PageLoad): PageLoad =>
  () =>
    Promise.all([import('./components/auth-styles'), load()]).then(([, page]) => page);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  { path: '/login', load: withStyles(() => import('./pages/LoginPage')) },
  { path: '/stafflogin', load: withStyles(() => import('./pages/StaffLoginPage')) },
  { path: '/roleselect', load: withStyles(() => import('./pages/RoleSelectPage')) },
  { path: '/signup', load: withStyles(() => import('./pages/SignupPage')) },
  { path: '/redirect', load: withStyles(() => import('./pages/RedirectPage')) },
  {
    path: '/edit',
    load: withStyles(() => {
      requestUserProfileEarly();
      return import('./pages/EditProfilePage');
    }),
  },
  { path: '/findid', load: withStyles(() => import('./pages/FindUsernamePage')) },
  { path: '/resetpassword', load: withStyles(() => import('./pages/ResetPasswordPage')) },
];
