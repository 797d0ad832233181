import { definePages } from '@ieum/app-kit/src/routes/define-pages';
import { injectStyles } from '@ieum/shared-ui';
import elderlyCss from './components/elderly.css';

// Once for every page of this remote, instead of a copy in each page chunk.
injectStyles('ieum-mfe-elderly', elderlyCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes = definePages([
  { path: '/usermain', access: 'elderly', load: () => import('./pages/UserMainPage') },
  { path: '/HelpCenter', access: 'elderly', load: () => import('./pages/HelpCenterPage') },
  { path: '/RequestForm', access: 'elderly', load: () => import('./pages/RequestFormPage') },
  { path: '/volunteerRecommend', access: 'elderly', load: () => import('./pages/VolunteerRecommendPage') },
  { path: '/ApplyingList', access: 'elderly', load: () => import('./pages/ApplyingListPage') },
  { path: '/applyingdetail', access: 'elderly', load: () => import('./pages/ApplyingDetailPage') },
  { path: '/caresharing', access: 'elderly', load: () => import('./pages/CareSharingPage') },
  { path: '/familycode', access: 'elderly', load: () => import('./pages/FamilyCodePage') },
]);
