import type { RemoteRoute } from '@ieum/platform';
import { injectStyles } from '@ieum/shared-ui';
import { elderlyOnly } from './components/elderly-only';
import elderlyCss from './components/elderly.css';

// Once for every page of this remote, instead of a copy in each page chunk.
injectStyles('ieum-mfe-elderly', elderlyCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  { path: '/usermain', load: elderlyOnly(() => import('./pages/UserMainPage')) },
  { path: '/HelpCenter', load: elderlyOnly(() => import('./pages/HelpCenterPage')) },
  { path: '/RequestForm', load: elderlyOnly(() => import('./pages/RequestFormPage')) },
  { path: '/volunteerRecommend', load: elderlyOnly(() => import('./pages/VolunteerRecommendPage')) },
  { path: '/ApplyingList', load: elderlyOnly(() => import('./pages/ApplyingListPage')) },
  { path: '/applyingdetail', load: elderlyOnly(() => import('./pages/ApplyingDetailPage')) },
  { path: '/caresharing', load: elderlyOnly(() => import('./pages/CareSharingPage')) },
  { path: '/familycode', load: elderlyOnly(() => import('./pages/FamilyCodePage')) },
];
