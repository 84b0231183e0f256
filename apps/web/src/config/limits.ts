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

/** Games per request of a game grid; three columns of eight rows fill a phone screen and a bit more. */
export const GAME_PAGE_SIZE = 24;

/** Games in one row of the lobby (recent, hot, new): enough to scroll through, few enough to load at once. */
export const GAME_ROW_SIZE = 12;

/** The lobby searches once typing pauses this long, not on every key. */
export const GAME_SEARCH_DEBOUNCE_MS = 300;

/**
 * The longest range the log endpoint answers (win/loss and the affiliate log), in Bangkok days,
 * both ends included.
 */
export const LOG_RANGE_MAX_DAYS = 31;

/** The win/loss page opens on the last seven Bangkok days, today included. */
export const WIN_LOSS_DEFAULT_DAYS = 7;

/** Spec section 9: the live football results page is framed 2500 px high, the standings table 520 px. */
export const LIVE_SCORE_FRAME_HEIGHT_PX = 2_500;
export const STANDINGS_FRAME_HEIGHT_PX = 520;
