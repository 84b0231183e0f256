import { resolve } from 'node:path';
import { z } from 'zod';
import { isAllowlistEntry } from './lib/ip-allowlist';

/**
 * Which peers may tell the client's address in X-Forwarded-For: none ("false"), the last N hops
 * ("1" behind one reverse proxy), or the proxies' own addresses ("10.0.0.0/8, 127.0.0.1"). Never
 * "true": that trusts the first address in the header, which the client writes itself.
 */
function readTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === 'false') return false;
  if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && addresses.every(isAllowlistEntry)) return addresses;
  context.addIssue({
    code: 'custom',
    message:
      'TRUST_PROXY must be "false", the number of proxy hops (1 or more), or the proxies\' addresses or CIDR ranges, comma-separated; "true" would trust any address a client writes',
  });
  return z.NEVER;
}

/** Environment read and validated once at start-up; nothing else reads process.env. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  // At least 2: start-up holds one connection for its lock (DatabaseHandle.whileAlone) while it migrates on another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_IP_FAILURE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Account look-ups (checkPhone, checkUsername, checkBankId, inviter, bank name) per IP address per 10 minutes. */
  REGISTRATION_LOOKUP_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Registrations per IP address per hour. */
  REGISTRATION_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Slip images one member may send (verify, confirm, request-deposit together) per 10 minutes. */
  SLIP_IMAGE_LIMIT: z.coerce.number().int().min(1).default(20),
  DEMO_USERNAME: z.string().default('demo'),
  DEMO_PASSWORD: z.string().min(8).default('demo1234'),
  WEB_DIST_DIR: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  // The web app's server build, which draws the landing pages (apps/web/src/server/draw-page.tsx).
  WEB_SERVER_BUILD_DIR: z.string().default(resolve(import.meta.dirname, '../../web/dist-server')),
  TRUST_PROXY: z.string().default('false').transform(readTrustProxy),
  SLIP_VERIFY_URL: z.string().url().optional(),
  SLIP_VERIFY_API_KEY: z.string().min(8).optional(),
  PAYOUT_URL: z.string().url().optional(),
  PAYOUT_API_KEY: z.string().min(8).optional(),
  /** The local sandbox aggregator (apps/game-sandbox); set, every brand with no aggregator is connected to it at start. */
  GAME_SANDBOX_URL: z.string().url().optional(),
  /** Seals secrets kept in the database (aggregator private keys): 32 bytes, hex or base64. */
  SECRETS_KEY: z.string().optional(),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** At most `limit` requests per `windowMs`; past it the caller waits `lockMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
  lockMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  database: { url?: string; dataDir: string; poolSize: number };
  session: { idleMs: number; maxAgeMs: number };
  operatorSession: { idleMs: number; maxAgeMs: number };
  loginThrottle: { usernameFailureLimit: number; ipFailureLimit: number; windowMs: number; lockMs: number };
  /** Per-IP limits on the registration endpoints, which reveal whether an account exists. */
  registrationLimits: { lookups: RateLimit; registrations: RateLimit };
  /** Per-member limit on slip images, each of which costs a decode. */
  slipImageLimit: RateLimit;
  demo: { username: string; password: string };
  webDistDir: string;
  webServerBuildDir: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  logLevel: string;
  logRequests: boolean;
  /** The commercial slip-verify service, when both its URL and key are set. */
  slipVerify: { url: string; apiKey: string } | undefined;
  /** The automatic payout service, when both its URL and key are set. */
  payout: { url: string; apiKey: string } | undefined;
  /** SECRETS_KEY as given; see lib/secrets-key-source.ts for the embedded default. */
  secretsKey: string | undefined;
  /** The local sandbox aggregator brands without an aggregator are connected to at start. */
  gameSandboxUrl: string | undefined;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside apps/api; relative paths mean the folder npm was started in.
  const startedIn = environment.INIT_CWD ?? process.cwd();
  return {
    port: env.PORT,
    host: env.HOST,
    database: { url: env.DATABASE_URL, dataDir: resolve(startedIn, env.DATA_DIR), poolSize: env.DATABASE_POOL_SIZE },
    session: { idleMs: env.SESSION_IDLE_MINUTES * MINUTE_MS, maxAgeMs: env.SESSION_MAX_HOURS * HOUR_MS },
    operatorSession: {
      idleMs: env.OPERATOR_SESSION_IDLE_MINUTES * MINUTE_MS,
      maxAgeMs: env.OPERATOR_SESSION_MAX_HOURS * HOUR_MS,
    },
    loginThrottle: {
      usernameFailureLimit: env.LOGIN_FAILURE_LIMIT,
      ipFailureLimit: env.LOGIN_IP_FAILURE_LIMIT,
      windowMs: env.LOGIN_WINDOW_MINUTES * MINUTE_MS,
      lockMs: env.LOGIN_LOCK_MINUTES * MINUTE_MS,
    },
    registrationLimits: {
      lookups: { limit: env.REGISTRATION_LOOKUP_LIMIT, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
      registrations: { limit: env.REGISTRATION_LIMIT, windowMs: HOUR_MS, lockMs: HOUR_MS },
    },
    slipImageLimit: { limit: env.SLIP_IMAGE_LIMIT, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS },
    demo: { username: env.DEMO_USERNAME, password: env.DEMO_PASSWORD },
    webDistDir: resolve(env.WEB_DIST_DIR),
    webServerBuildDir: resolve(env.WEB_SERVER_BUILD_DIR),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logRequests: env.LOG_REQUESTS === 'true',
    payout: env.PAYOUT_URL && env.PAYOUT_API_KEY ? { url: env.PAYOUT_URL, apiKey: env.PAYOUT_API_KEY } : undefined,
    secretsKey: env.SECRETS_KEY,
    gameSandboxUrl: env.GAME_SANDBOX_URL,
    slipVerify: env.SLIP_VERIFY_URL && env.SLIP_VERIFY_API_KEY ? { url: env.SLIP_VERIFY_URL, apiKey: env.SLIP_VERIFY_API_KEY } : undefined,
  };
}
