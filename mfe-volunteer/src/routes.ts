import { definePages } from '@ieum/app-kit/src/routes/define-pages';
import { injectStyles } from '@ieum/shared-ui';
import volunteerCss from './components/volunteer.css';

// Once for every page of this remote, not copied into each page chunk.
injectStyles('ieum-mfe-volunteer', volunteerCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes = definePages([
  { path: '/volunteermain', access: 'volunteer', load: () => import('./pages/VolunteerMainPage') },
  { path: '/availableTime', access: 'volunteer', load: () => import('./pages/AvailableTimePage') },
  { path: '/matchinglist', access: 'volunteer', load: () => import('./pages/MatchingListPage') },
  { path: '/matchingdetail', access: 'volunteer', load: () => import('./pages/MatchingDetailPage') },
  { path: '/writereview', access: 'volunteer', load: () => import('./pages/WriteReviewPage') },
  { path: '/completereview', access: 'volunteer', load: () => import('./pages/CompleteReviewPage') },
  { path: '/reviewdetail', access: 'volunteer', load: () => import('./pages/ReviewDetailPage') },
  { path: '/visit', access: 'volunteer', load: () => import('./pages/VisitPage') },
  { path: '/myhours', access: 'volunteer', load: () => import('./pages/MyHoursPage') },
  { path: '/verify', access: 'anyone', load: () => import('./pages/VerifyCertificatePage') },
  { path: '/recordcheck', access: 'volunteer', load: () => import('./pages/RecordCheckPage') },
]);
