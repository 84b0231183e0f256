import { createPublicKey } from 'node:crypto';
import { createRsaKeyPair, type RsaKeyPair } from '@app/contract/hub88/key-pair';
import { join } from 'node:path';
import { readTextIfPresent, writeFileAtomically } from '../lib/json-file';

export type AggregatorKeys = RsaKeyPair;

export const AGGREGATOR_KEY_FILE = 'aggregator-key.pem';

/**
 * The sandbox's own RSA key pair, the one Hub88 signs its wallet calls with. Kept in the data
 * folder so an operator that registered the public key keeps trusting the sandbox across
 * restarts; without a folder a fresh pair is drawn each time.
 */
export function loadAggregatorKeys(dataDir: string | undefined): AggregatorKeys {
  if (!dataDir) return createRsaKeyPair();
  const path = join(dataDir, AGGREGATOR_KEY_FILE);
  const stored = readTextIfPresent(path);
  if (stored) return { privateKey: stored, publicKey: createPublicKey(stored).export({ type: 'spki', format: 'pem' }).toString() };
  const keys = createRsaKeyPair();
  writeFileAtomically(path, keys.privateKey);
  return keys;
}
