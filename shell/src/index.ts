import { requestRemoteMapEarly } from './remotes/remote-map-request';

requestRemoteMapEarly();
// The async boundary lets module federation negotiate shared singletons before React loads.
import('./bootstrap');
