// The alias the prerender build points at the remote's src/routes.ts.
declare module 'ieum-prerender-routes' {
  import type { RemoteRoute } from '@ieum/platform';
  export const routes: RemoteRoute[];
}
