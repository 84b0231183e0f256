import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { createSecretsKey, readSecretsKey, secretBox, type SecretBox } from './secret-box';

/** The embedded default's key file, beside the embedded database it protects. */
export const EMBEDDED_SECRETS_KEY_FILE = 'secrets.key';

/**
 * The key that seals secrets in the database. SECRETS_KEY when set. Without it, the embedded
 * database (no DATABASE_URL) keeps a key it drew itself in its data folder, readable by its owner
 * only, so `npm start` needs no setup; a PostgreSQL deployment without SECRETS_KEY has no key, and
 * saving a secret there is refused (SECRETS_KEY_MISSING) rather than kept unsealed.
 */
export function loadSecretBox(config: AppConfig): SecretBox | undefined {
  if (config.secretsKey) return secretBox(readSecretsKey(config.secretsKey));
  if (config.database.url) return undefined;
  const file = join(config.database.dataDir, EMBEDDED_SECRETS_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.database.dataDir, { recursive: true });
    writeFileSync(file, `${createSecretsKey()}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return secretBox(readSecretsKey(readFileSync(file, 'utf8')));
}
