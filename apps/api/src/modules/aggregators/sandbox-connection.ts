import { createPublicKey } from 'node:crypto';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { Brand } from '../brands/brand-directory';
import { findProvider } from '../provider-wallet/provider-wallet.repo';
import { findAggregatorConnection } from './aggregator-connections.repo';
import { HUB88_PROVIDER_CODE } from './aggregators-admin.service';
import { syncAggregatorCatalogue } from './catalogue-sync.service';
import { connectAggregator } from './connect-aggregator.service';
import { setProductLogos, setStarterHotGames } from './sandbox-connection.repo';
import { signingKeyFor } from './signing-keys';

const registrationSchema = z.object({ operatorId: z.number().int(), publicKey: z.string() });

/** What the sandbox's integration form answers: the operator id it gave, and its public key. */
async function registerWithSandbox(sandboxUrl: string, walletUrl: string, publicKey: string) {
  const response = await fetch(new URL('/sandbox/operators', sandboxUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletUrl, publicKey }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the sandbox refused the registration: HTTP ${response.status}`);
  return registrationSchema.parse(await response.json());
}

/** The sandbox names product logos after the product (its own convention; Hub88's list has no logos). */
function sandboxLogoUrl(sandboxUrl: string, product: string): string {
  const slug = product
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return new URL(`/art/products/${slug}.webp`, sandboxUrl).toString();
}

/**
 * The embedded default: a brand with no aggregator is connected to the local sandbox aggregator,
 * as an operator connects to Hub88 (a key pair of its own, the wallet endpoint registered, the
 * aggregator's public key kept), then its catalogue is synced. A brand connected to the sandbox
 * before is registered again (the sandbox's data may have been wiped) and synced; a brand
 * connected to anything else is left alone.
 */
export async function connectBrandToSandbox(
  db: Database,
  secrets: SecretBox | undefined,
  options: { brand: Brand; sandboxUrl: string; walletUrl: string; now: Date },
): Promise<'connected' | 'refreshed' | 'elsewhere'> {
  const existing = await findProvider(db, options.brand.id, HUB88_PROVIDER_CODE);
  const connection = existing ? await findAggregatorConnection(db, existing.id) : undefined;
  if (existing && connection?.apiUrl !== options.sandboxUrl) return 'elsewhere';

  let operatorPrivateKey: string | undefined;
  let operatorPublicKey: string;
  if (existing && connection?.signingKeySealed && secrets) {
    operatorPublicKey = createPublicKey(await signingKeyFor(db, secrets, existing.id))
      .export({ type: 'spki', format: 'pem' })
      .toString();
  } else {
    const pair = createRsaKeyPair();
    operatorPrivateKey = pair.privateKey;
    operatorPublicKey = pair.publicKey;
  }
  const registration = await registerWithSandbox(options.sandboxUrl, options.walletUrl, operatorPublicKey);
  const aggregator = await connectAggregator(db, secrets, {
    brandId: options.brand.id,
    code: HUB88_PROVIDER_CODE,
    name: 'Hub88 (sandbox)',
    protocol: 'hub88',
    apiUrl: options.sandboxUrl,
    operatorId: registration.operatorId,
    aggregatorPublicKey: registration.publicKey,
    ...(operatorPrivateKey === undefined ? {} : { operatorPrivateKey }),
    allowsDemo: true,
  });
  await syncAggregatorCatalogue(db, secrets, aggregator, options.now);
  if (!existing) {
    await setProductLogos(db, aggregator.id, (product) => sandboxLogoUrl(options.sandboxUrl, product));
    await setStarterHotGames(db, aggregator.id);
  }
  return existing ? 'refreshed' : 'connected';
}
