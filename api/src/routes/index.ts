import type { FastifyPluginAsync } from 'fastify';
import accountRecovery from './account-recovery';
import careLinks from './care-links';
import careStaff from './care-staff';
import chatbot from './chatbot';
import clientErrors from './client-errors';
import elderly from './elderly';
import family from './family';
import health from './health';
import kakao from './kakao';
import notifications from './notifications';
import phoneAuth from './phone-auth';
import push from './push';
import ratings from './ratings';
import reviews from './reviews';
import sessions from './sessions';
import uploads from './uploads';
import users from './users';
import volunteerActivities from './volunteer-activities';
import recordChecks from './record-checks';
import visits from './visits';
import noShows from './no-shows';
import visitReviews from './visit-reviews';
import volunteers from './volunteers';

/**
 * Every route area, each a folder under routes/ with an index.ts plugin. All are served under
 * /api; an area adds its own auth hook (app.addHook('onRequest', app.authenticate)).
 * Adding an area: create the folder, then add one line here.
 */
export const routeAreas: FastifyPluginAsync[] = [health, sessions, users, accountRecovery, phoneAuth, kakao, uploads,
  volunteers, elderly, volunteerActivities, reviews, notifications, push, chatbot, ratings, careLinks, family, careStaff, visits, recordChecks, clientErrors, noShows, visitReviews];
