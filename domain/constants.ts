/** Business constants of docs/product-spec.md, part 9, shared by the web app and the server. */
export const TOAST_TIMEOUT_MS = 4000;
export const MODAL_EXIT_ANIMATION_MS = 50;
export const UPDATE_RELOAD_COUNTDOWN_S = 3;
export const SESSION_WRITE_DEBOUNCE_MS = 500;
export const REQUEST_TIMEOUT_MS = 180_000;
export const MAX_UPLOAD_BYTES = 2_097_152;
export const TEXT_INDEX_MIN = 0;
export const TEXT_INDEX_MAX = 8;
export const INPUT_MAX_LENGTH = 100;
export const MAX_PASSENGERS = 7;
export const CURRENCY_THRESHOLD_USD = 10_000;
export const VERSION_LABEL = "v2.0.17";
export const TERMS_LAST_MODIFIED = "September 2023";
export const DEFAULT_PHONE_REGION = "US";
export const RT_PCR_VALIDITY_HOURS = 48;
export const ANTIGEN_VALIDITY_HOURS = 24;
export const HEALTH_DECLARATION_LOOKBACK_DAYS = 14;
/** contactMessages: the contact form's messages (decision 040; the spec names no period: decision 030). */
export const RETENTION_DAYS = { logbook: 30, contactTracing: 60, border: 60, symptoms: 30, contactMessages: 180 } as const;

/**
 * Trips under way and not complete that one account may have at once: far more than anyone travels
 * at a time, few enough that a script cannot fill the tables (or bury the current trip) with drafts.
 * Two requests at the same moment may both pass the count; a bound, not an exact figure.
 */
export const MAX_OPEN_TRIPS = 10;
