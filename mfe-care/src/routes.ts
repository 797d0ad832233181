import { definePages } from '@ieum/app-kit/src/routes/define-pages';
import { injectStyles } from '@ieum/shared-ui';
import careCss from './components/care.css';

// Once for every page of this remote, not copied into each page chunk.
injectStyles('ieum-mfe-care', careCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes = definePages([
  // The welfare worker (staff): the dashboard and the detail each row opens.
  { path: '/care', access: 'staff', load: () => import('./pages/CareDashboardPage') },
  { path: '/carealert', access: 'staff', load: () => import('./pages/CareAlertPage') },
  { path: '/careperson', access: 'staff', load: () => import('./pages/CarePersonPage') },
  { path: '/carerequest', access: 'staff', load: () => import('./pages/CareRequestPage') },
  { path: '/carevolunteer', access: 'staff', load: () => import('./pages/CareVolunteerPage') },
  { path: '/careaudit', access: 'staff', load: () => import('./pages/CareAuditPage') },
  { path: '/carerecordchecks', access: 'staff', load: () => import('./pages/CareRecordChecksPage') },
  { path: '/carevisitreviews', access: 'staff', load: () => import('./pages/CareVisitReviewsPage') },
  // The family (guardian): their older people, what each shares, linking with a code.
  { path: '/family', access: 'guardian', load: () => import('./pages/FamilyHomePage') },
  { path: '/familyperson', access: 'guardian', load: () => import('./pages/FamilyPersonPage') },
  { path: '/familylink', access: 'guardian', load: () => import('./pages/FamilyLinkPage') },
]);
