import { createPrivateKey, type KeyObject } from 'node:crypto';
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
 * Keys already opened, per secret box, by provider and sealed text: every Hub88 reply is signed,
 * and opening the seal and reading the PEM again each time cost CPU that the wallet calls share
 * with the signature itself. A changed key is sealed anew, so it is a new entry.
 */
const OPENED_KEY_LIMIT = 1_000;
const openedKeysOf = new WeakMap<SecretBox, Map<string, KeyObject>>();

function openedKeys(secrets: SecretBox): Map<string, KeyObject> {
  let keys = openedKeysOf.get(secrets);
  if (!keys) {
    keys = new Map();
    openedKeysOf.set(secrets, keys);
  }
  return keys;
}

/**
 * The operator's private key for an aggregator, opened from its sealed form. Without one (never
 * set, or no SECRETS_KEY to open it) nothing can be signed, and the call fails as unavailable.
 */
export async function signingKeyFor(db: Database, secrets: SecretBox | undefined, providerId: string): Promise<KeyObject> {
  const connection = await findAggregatorConnectionCached(db, providerId);
  const sealed = connection?.signingKeySealed;
  if (!sealed || !secrets) throw new AppError('AGGREGATOR_UNAVAILABLE');
  const opened = openedKeys(secrets);
  const cacheKey = `${providerId}\n${sealed}`;
  let key = opened.get(cacheKey);
  if (!key) {
    key = createPrivateKey(secrets.open(sealed, signingKeyPurpose(providerId)));
    if (opened.size >= OPENED_KEY_LIMIT) opened.clear();
    opened.set(cacheKey, key);
  }
  return key;
}
