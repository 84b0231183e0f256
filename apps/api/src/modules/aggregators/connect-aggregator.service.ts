import { createPrivateKey, createPublicKey } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameProviders } from '../../db/schema/games';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { insertProvider, type ProviderRow } from '../provider-wallet/provider-wallet.repo';
import { saveAggregatorConnection } from './aggregator-connections.repo';
import { sealSigningKey } from './signing-keys';

export interface AggregatorSettings {
  brandId: string;
  /** The provider code its wallet calls arrive on: /api/provider/{code}/... */
  code: string;
  name: string;
  /** The wire format, the name of a ProviderAdapter ('hub88'). */
  protocol: string;
  apiUrl: string;
  operatorId: number;
  /** The aggregator's public key (PEM), which checks its wallet calls. */
  aggregatorPublicKey: string;
  /** The operator's private key (PEM), which signs its calls and replies; kept sealed. Left as it is when omitted. */
  operatorPrivateKey?: string;
  allowsDemo: boolean;
}

function assertPem(read: () => unknown, field: string): void {
  try {
    read();
  } catch {
    throw new AppError('VALIDATION_FAILED', { field });
  }
}

/**
 * Connects a brand to an aggregator, or changes the connection: its provider row (the wallet
 * endpoint's code and the aggregator's public key) and its connection (Games API, operator id,
 * the operator's private key sealed under SECRETS_KEY).
 */
export async function connectAggregator(db: Database, secrets: SecretBox | undefined, settings: AggregatorSettings): Promise<ProviderRow> {
  assertPem(() => createPublicKey(settings.aggregatorPublicKey), 'aggregatorPublicKey');
  if (settings.operatorPrivateKey !== undefined) assertPem(() => createPrivateKey(settings.operatorPrivateKey ?? ''), 'operatorPrivateKey');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.brandId, settings.brandId), eq(gameProviders.code, settings.code)));
    const provider = existing
      ? ((
          await tx
            .update(gameProviders)
            .set({ name: settings.name, protocol: settings.protocol, secret: settings.aggregatorPublicKey })
            .where(eq(gameProviders.id, existing.id))
            .returning()
        )[0] ?? existing)
      : await insertProvider(tx, {
          brandId: settings.brandId,
          code: settings.code,
          name: settings.name,
          protocol: settings.protocol,
          secret: settings.aggregatorPublicKey,
        });
    await saveAggregatorConnection(tx, {
      providerId: provider.id,
      apiUrl: settings.apiUrl,
      operatorId: settings.operatorId,
      allowsDemo: settings.allowsDemo,
      ...(settings.operatorPrivateKey === undefined ? {} : { signingKeySealed: sealSigningKey(secrets, provider.id, settings.operatorPrivateKey) }),
    });
    return provider;
  });
}
