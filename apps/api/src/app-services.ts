import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { SecretBox } from './lib/secret-box';
import { LoginThrottle } from './modules/auth/login-throttle';
import { RequestLimiter } from './modules/auth/request-limiter';
import { manualBankNameLookup, type BankNameLookup } from './modules/registration/bank-name-lookup';
import { BrandDirectory } from './modules/brands/brand-directory';
import { createHttpSlipVerifier } from './modules/slips/http-slip-verifier';
import type { SlipVerifier } from './modules/slips/slip-verifier';
import { createHttpPayoutAdapter, type PayoutAdapter } from './modules/withdrawals/payout-adapter';
import { createStatementSlipVerifier } from './modules/slips/statement-slip-verifier';
import { HEARTBEAT_MS, LiveBalance } from './modules/live-balance/live-balance';

/** What route plugins need, built once per app so tests can pass their own database and clock. */
export interface AppServices {
  db: Database;
  clock: Clock;
  brands: BrandDirectory;
  throttle: LoginThrottle;
  /** Per-IP limits on the registration endpoints (account look-ups, and registrations). */
  registrationLimiters: { lookups: RequestLimiter; registrations: RequestLimiter };
  /** Counts every slip image a member sends, per member. */
  slipImageLimiter: RequestLimiter;
  /** Finds a bank account holder's name; the built-in one asks the member to type it. */
  bankNameLookup: BankNameLookup;
  memberSessionLifetime: AppConfig['session'];
  operatorSessionLifetime: AppConfig['operatorSession'];
  slipVerifier: SlipVerifier;
  /** Pays withdrawals at once for brands that turn automatic payouts on; undefined when not configured. */
  payoutAdapter: PayoutAdapter | undefined;
  /** Seals and opens secrets kept in the database; undefined without a SECRETS_KEY (nothing can be sealed then). */
  secrets: SecretBox | undefined;
  /** The members' balance streams this instance holds open, and the accounts they watch. */
  liveBalance: LiveBalance;
}

export function createServices(
  db: Database,
  config: AppConfig,
  clock: Clock,
  secrets: SecretBox | undefined,
  { balanceStreamHeartbeatMs = HEARTBEAT_MS }: { balanceStreamHeartbeatMs?: number } = {},
): AppServices {
  return {
    db,
    clock,
    secrets,
    brands: new BrandDirectory(db),
    throttle: new LoginThrottle(db, config.loginThrottle),
    registrationLimiters: {
      lookups: new RequestLimiter(db, 'registration-lookup', config.registrationLimits.lookups),
      registrations: new RequestLimiter(db, 'registration', config.registrationLimits.registrations),
    },
    slipImageLimiter: new RequestLimiter(db, 'slip-image', config.slipImageLimit),
    bankNameLookup: manualBankNameLookup,
    memberSessionLifetime: config.session,
    operatorSessionLifetime: config.operatorSession,
    // A configured slip-verify service is used for every brand; without one, each brand's own statement lines.
    slipVerifier: config.slipVerify
      ? createHttpSlipVerifier({ url: config.slipVerify.url, apiKey: config.slipVerify.apiKey })
      : createStatementSlipVerifier(db),
    payoutAdapter: config.payout ? createHttpPayoutAdapter(config.payout) : undefined,
    liveBalance: new LiveBalance({ db, clock, lifetime: config.session, heartbeatMs: balanceStreamHeartbeatMs }),
  };
}
