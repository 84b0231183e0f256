/** Business constants of spec section 9 that the web app enforces. */

export const REQUEST_TIMEOUT_MS = 60_000;

/** A page chunk that keeps failing to load is retried for this long before the member is told. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOAST_DURATION_MS = 2_000;

/** Confirm dialogs close by themselves so a forgotten dialog never blocks the screen. */
export const CONFIRM_DIALOG_AUTO_CLOSE_MS = 5_000;

/** Maintenance can start at any time; members on an open page learn about it within a minute. */
export const WEBSITE_STATUS_POLL_MS = 60_000;

/** Rows per page of the transaction history; the API allows up to 100. */
export const HISTORY_PAGE_SIZE = 20;
