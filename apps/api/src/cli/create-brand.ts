import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { operatorRoleSchema } from '@app/contract/admin';
import { createBrandRequestSchema } from '@app/contract/admin-settings';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { AppError } from '../lib/app-error';
import { findOperatorByUsername, listOperatorBrandIds } from '../modules/admin/operators.repo';
import { sniffImageType } from '../modules/brand-images/brand-image-bytes';
import { BrandDirectory } from '../modules/brands/brand-directory';
import { createBrandByOperator } from '../modules/brands/brand-creation.service';

/**
 * Creates a brand, as the console's "new brand" form does, in the name of an admin for all brands
 * (who is audited as its creator). Running servers answer on its host names at once: the brand
 * tables notify every instance on PostgreSQL. The embedded database belongs to one process, so
 * with it the server must be stopped while this runs.
 *   npm run brand:create -- --operator boss --code second --name "สยามวิน" --client-id siam-win \
 *     --hostnames siamwin.example,www.siamwin.example --colour '#22aa66' [--logo logo.png] \
 *     [--line1 @siamwin] [--line2 @siamwin2] [--tiers default|two-brands] \
 *     [--bank 014:1112223334:"บจก. สยามวิน"]
 */
const { values } = parseArgs({
  options: {
    operator: { type: 'string' },
    code: { type: 'string' },
    name: { type: 'string' },
    'client-id': { type: 'string' },
    hostnames: { type: 'string' },
    colour: { type: 'string' },
    logo: { type: 'string' },
    line1: { type: 'string' },
    line2: { type: 'string' },
    tiers: { type: 'string', default: 'default' },
    bank: { type: 'string' },
  },
});

/** A logo file as the data URL the console would send; its type is what its first bytes say. */
async function logoDataUrl(path: string): Promise<string> {
  const bytes = await readFile(path);
  const type = sniffImageType(bytes);
  if (!type) throw new Error(`--logo: ${path} is not a PNG, JPEG, WebP or GIF image`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** `--bank <bank code>:<account number>:<account name>`. */
function receivingAccountOf(text: string) {
  const [bankCode, accountNumber, ...name] = text.split(':');
  return { bankCode, accountNumber, accountName: name.join(':') };
}

async function readRequest() {
  const parsed = createBrandRequestSchema.safeParse({
    code: values.code,
    siteName: values.name,
    clientId: values['client-id'],
    accentColor: values.colour,
    hostnames: values.hostnames?.split(',').map((hostname) => hostname.trim()),
    line1Id: values.line1,
    line2Id: values.line2,
    tierPreset: values.tiers === 'two-brands' ? 'two_brands' : values.tiers,
    logo: values.logo === undefined ? undefined : await logoDataUrl(values.logo),
    receivingAccount: values.bank === undefined ? undefined : receivingAccountOf(values.bank),
  });
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('\n'));
}

async function main() {
  if (!values.operator) throw new Error('--operator: the username of an admin for all brands, recorded as the creator');
  const request = await readRequest();
  const database = await openDatabase(loadConfig());
  try {
    const operator = await findOperatorByUsername(database.db, values.operator);
    if (!operator || operator.isDisabled) throw new Error(`--operator: no operator "${values.operator}"`);
    const brandIds = operator.isAllBrands ? null : await listOperatorBrandIds(database.db, operator.id);
    const creation = {
      db: database.db,
      brands: new BrandDirectory(database.db),
      operator: { operatorId: operator.id, role: operatorRoleSchema.parse(operator.role), brandIds },
      ipAddress: null,
      now: new Date(),
    };
    const brand = await createBrandByOperator(creation, request);
    process.stdout.write(`Created brand "${brand.code}" (${brand.siteName}), id ${brand.brandId}, on ${brand.hostnames.join(', ')}.\n`);
  } catch (error) {
    if (error instanceof AppError) throw new Error(`${error.field ? `${error.field}: ` : ''}${error.message} (${error.code})`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`brand:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
