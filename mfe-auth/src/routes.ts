import { definePages, type PageLoad } from '@ieum/app-kit/src/routes/define-pages';
import { requestUserProfileEarly } from './api/early-user-profile';

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
export const routes = definePages([
  { path: '/login', access: 'anyone', load: withStyles(() => import('./pages/LoginPage')) },
  { path: '/stafflogin', access: 'anyone', load: withStyles(() => import('./pages/StaffLoginPage')) },
  { path: '/roleselect', access: 'anyone', load: withStyles(() => import('./pages/RoleSelectPage')) },
  { path: '/signup', access: 'anyone', load: withStyles(() => import('./pages/SignupPage')) },
  { path: '/redirect', access: 'anyone', load: withStyles(() => import('./pages/RedirectPage')) },
  {
    path: '/edit',
    access: 'signed-in',
    load: withStyles(() => {
      requestUserProfileEarly();
      return import('./pages/EditProfilePage');
    }),
  },
  { path: '/findid', access: 'anyone', load: withStyles(() => import('./pages/FindUsernamePage')) },
  { path: '/resetpassword', access: 'anyone', load: withStyles(() => import('./pages/ResetPasswordPage')) },
]);
