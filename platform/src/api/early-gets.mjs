// The one name of the GETs a signed-in page's frame starts before the scripts arrive. Plain
// JavaScript: the shell's server (tools/serve/prerendered-pages.mjs) runs in Node without a build
// and writes it into the frame's inline script; platform's apiRequest takes each answer once.

/** The global (`window[EARLY_GETS_GLOBAL]`): the full URL of each GET -> { token, at, answer }. */
export const EARLY_GETS_GLOBAL = '__ieumEarlyGets';
