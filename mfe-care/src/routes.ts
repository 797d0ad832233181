import type { RemoteRoute } from '@ieum/platform';
import { injectStyles } from '@ieum/shared-ui';
import careCss from './components/care.css';
import { onlyFor } from './components/role-only';

// Once for every page of this remote, not copied into each page chunk.
injectStyles('ieum-mfe-care', careCss);

/** The pages this remote owns; the shell mounts them at these paths (letter case ignored). */
export const routes: RemoteRoute[] = [
  // The welfare worker (staff): the dashboard and the detail each row opens.
  { path: '/care', load: onlyFor('staff', () => import('./pages/CareDashboardPage')) },
  { path: '/carealert', load: onlyFor('staff', () => import('./pages/CareAlertPage')) },
  { path: '/careperson', load: onlyFor('staff', () => import('./pages/CarePersonPage')) },
  { path: '/carerequest', load: onlyFor('staff', () => import('./pages/CareRequestPage')) },
  { path: '/carevolunteer', load: onlyFor('staff', () => import('./pages/CareVolunteerPage')) },
  { path: '/careaudit', load: onlyFor('staff', () => import('./pages/CareAuditPage')) },
  { path: '/carerecordchecks', load: onlyFor('staff', () => import('./pages/CareRecordChecksPage')) },
  { path: '/carevisitreviews', load: onlyFor('staff', () => import('./pages/CareVisitReviewsPage')) },
  // The family (guardian): their older people, what each shares, linking with a code.
  { path: '/family', load: onlyFor('guardian', () => import('./pages/FamilyHomePage')) },
  { path: '/familyperson', load: onlyFor('guardian', () => import('./pages/FamilyPersonPage')) },
  { path: '/familylink', load: onlyFor('guardian', () => import('./pages/FamilyLinkPage')) },
];
