import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { findAggregatorConnectionCached } from './aggregator-connections.repo';

/** What a sealed signing key is bound to: this provider row's key, and no other column or brand. */
export function signingKeyPurpose(providerId: string): string {
  return `aggregator-signing-key:${providerId}`;
}

export function sealSigningKey(secrets: SecretBox | undefined, providerId: string, privateKeyPem: string): string {
  if (!secrets) throw new AppError('SECRETS_KEY_MISSING');
  return secrets.seal(privateKeyPem, signingKeyPurpose(providerId));
}

/**
 * The operator's private key for an aggregator, opened from its sealed form. Without one (never
 * set, or no SECRETS_KEY to open it) nothing can be signed, and the call fails as unavailable.
 */
export async function signingKeyFor(db: Database, secrets: SecretBox | undefined, providerId: string): Promise<string> {
  const connection = await findAggregatorConnectionCached(db, providerId);
  if (!connection?.signingKeySealed || !secrets) throw new AppError('AGGREGATOR_UNAVAILABLE');
  return secrets.open(connection.signingKeySealed, signingKeyPurpose(providerId));
}
