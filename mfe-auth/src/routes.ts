import type { RemoteRoute } from '@ieum/shared-ui';

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  { path: '/login', load: () => import('./pages/LoginPage') },
  { path: '/roleselect', load: () => import('./pages/RoleSelectPage') },
  { path: '/signup', load: () => import('./pages/SignupPage') },
  { path: '/redirect', load: () => import('./pages/RedirectPage') },
  { path: '/edit', load: () => import('./pages/EditProfilePage') },
];
