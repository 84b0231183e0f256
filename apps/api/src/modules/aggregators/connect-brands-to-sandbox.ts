import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { BrandDirectory } from '../brands/brand-directory';
import { HUB88_PROVIDER_CODE } from './aggregators-admin.service';
import { connectBrandToSandbox } from './sandbox-connection';

const ATTEMPTS = 20;
const RETRY_MS = 500;

/**
 * At start, with GAME_SANDBOX_URL set: every brand without an aggregator is connected to the
 * sandbox, its wallet endpoint on the brand's first host name at the API's port. The sandbox may
 * still be starting, so each brand is tried a few times; a brand that cannot be connected is
 * logged and the site runs on without its games.
 */
export async function connectBrandsToSandbox(deps: {
  db: Database;
  secrets: SecretBox | undefined;
  brands: BrandDirectory;
  sandboxUrl: string;
  port: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Promise<void> {
  for (const brand of await deps.brands.list()) {
    const [hostname] = await deps.brands.hostnamesOf(brand.id);
    if (!hostname) continue;
    const walletUrl = `http://${hostname}:${deps.port}/api/provider/${HUB88_PROVIDER_CODE}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await connectBrandToSandbox(deps.db, deps.secrets, { brand, sandboxUrl: deps.sandboxUrl, walletUrl, now: new Date() });
        deps.log.info({ brand: brand.code, outcome }, 'sandbox aggregator');
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS) {
          deps.log.error({ err: error, brand: brand.code }, 'could not connect the brand to the sandbox aggregator');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
