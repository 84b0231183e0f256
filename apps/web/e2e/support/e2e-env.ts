/**
 * The fixed settings of the end-to-end run. The web server script receives them as environment
 * variables, and the specs log in with them.
 */
export const E2E_PORT = 3107;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const DEMO_USERNAME = 'e2edemo';
export const DEMO_PASSWORD = 'e2e-demo-pass-1234';
export const DEMO_MEMBER_NAME = 'สมชาย ใจดี';

export const OPERATOR_USERNAME = 'e2eoperator';
export const OPERATOR_PASSWORD = 'e2e-operator-pass-1234';
/** The throwaway e2e operator's authenticator secret (base32), given to admin:create by start-server.sh. */
export const OPERATOR_TOTP_SECRET = 'E2EOPERATORTOTPSECRETXYZ234567AB';

/** Screenshots that a person looks at after the run, at the 390x844 design size. */
export const SCREENSHOT_DIR = 'test-results/screenshots';

/**
 * A second member, created by start-server.sh (its KBANK account ends like the demo member's).
 * Nothing in the run plays games as this member, so their win/loss stays empty.
 */
export const TWIN_USERNAME = 'e2etwin';
export const TWIN_PASSWORD = 'e2e-twin-pass-1234';
