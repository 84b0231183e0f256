/**
 * The fixed settings of the end-to-end run. The web server script receives them as environment
 * variables, and the specs log in with them. Each journey (spec file) has a brand of its own with
 * these members and its own operators (support/journeys.ts).
 */
export const E2E_PORT = 3107;
/** Where the sandbox aggregator of the run listens; its game pages and art are served from here. */
export const E2E_SANDBOX_PORT = 3108;
/** The server's own address, which the web server check polls before the run starts. */
export const E2E_SERVER_URL = `http://127.0.0.1:${E2E_PORT}`;

export const DEMO_USERNAME = 'e2edemo';
export const DEMO_PASSWORD = 'e2e-demo-pass-1234';
export const DEMO_MEMBER_NAME = 'สมชาย ใจดี';
/**
 * What every journey's demo member starts with (apps/api/src/seed/demo-brand.ts): the journeys
 * check it, since no other journey touches their brand.
 */
export const DEMO_START = { creditSatang: 1_000_00, points: 500, affiliateSatang: 50_00 };

/** Every journey's operators (admins) share this password and authenticator secret (base32). */
export const OPERATOR_PASSWORD = 'e2e-operator-pass-1234';
export const OPERATOR_TOTP_SECRET = 'E2EOPERATORTOTPSECRETXYZ234567AB';

/** Screenshots that a person looks at after the run, at the 390x844 design size. */
export const SCREENSHOT_DIR = 'test-results/screenshots';

/**
 * A second member of every journey's brand (its KBANK account ends like the demo member's).
 * Nothing in the run plays games as this member, so their win/loss stays empty.
 */
export const TWIN_USERNAME = 'e2etwin';
export const TWIN_PASSWORD = 'e2e-twin-pass-1234';
