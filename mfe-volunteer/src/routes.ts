import type { RemoteRoute } from '@ieum/platform';
import { injectStyles } from '@ieum/shared-ui';
import volunteerCss from './components/volunteer.css';

// Once for every page of this remote, not copied into each page chunk.
injectStyles('ieum-mfe-volunteer', volunteerCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  { path: '/volunteermain', load: () => import('./pages/VolunteerMainPage') },
  { path: '/availableTime', load: () => import('./pages/AvailableTimePage') },
  { path: '/matchinglist', load: () => import('./pages/MatchingListPage') },
  { path: '/matchingdetail', load: () => import('./pages/MatchingDetailPage') },
  { path: '/writereview', load: () => import('./pages/WriteReviewPage') },
  { path: '/completereview', load: () => import('./pages/CompleteReviewPage') },
  { path: '/reviewdetail', load: () => import('./pages/ReviewDetailPage') },
  { path: '/visit', load: () => import('./pages/VisitPage') },
  { path: '/myhours', load: () => import('./pages/MyHoursPage') },
  { path: '/verify', load: () => import('./pages/VerifyCertificatePage') },
  { path: '/recordcheck', load: () => import('./pages/RecordCheckPage') },
];
