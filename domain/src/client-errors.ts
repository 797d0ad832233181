// What a browser may report when a page breaks (POST /api/client-errors), one copy for the apps and the API.

/** Reports per address and minute: a crash loop on one phone cannot flood the logs. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 30;
/** The error's message and the route are cut to this length before they are sent (and refused beyond it). */
export const CLIENT_ERROR_TEXT_MAX_LENGTH = 1000;
/** The stack, cut likewise. */
export const CLIENT_ERROR_STACK_MAX_LENGTH = 4000;
