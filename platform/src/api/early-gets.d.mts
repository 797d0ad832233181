/** The global (`window[EARLY_GETS_GLOBAL]`): the full URL of each GET -> { token, at, answer }. */
export declare const EARLY_GETS_GLOBAL = '__ieumEarlyGets';
