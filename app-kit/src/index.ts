// The app kit: how a remote loads data, guards and declares pages (see README.md). Uploads, saveFile and the
// test servers are imported by path: they are not part of the copy shared at run time.
export { positiveId, useRouteStateId } from './navigation/route-state';
export { RequireRole, RequireSignIn, SIGN_IN_REQUIRED_MESSAGE, wrongRoleMessage } from './navigation/RequireRole';
export { useSingleFlight } from './hooks/use-single-flight';
export { useNow } from './hooks/use-now';
export { useLoaded, type Loaded } from './loading/use-loaded';
export { LoadedContent, type LoadedContentProps } from './loading/LoadedContent';
export { useFollowEvents } from './loading/use-follow-events';
export { useLoadedEvery } from './loading/use-loaded';
