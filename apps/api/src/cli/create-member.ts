import { parseArgs } from 'node:util';
import { findBank } from '@app/contract/banks';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { isUniqueViolation } from '../db/transaction';
import { hashPassword } from '../lib/passwords';
import { listBrandsWithHostnames } from '../modules/brands/brands.repo';
import { insertMember } from '../modules/members/members.repo';
import type { Database } from '../db/client';
import { seedDemoIfEmpty } from '../seed/demo-seed';

/**
 * Creates a member of the default brand, for operators and test setups (members normally
 * register themselves). On an empty database the demo data is created first, as the server would.
 *   npm run member:create -- --username somsri --password ... --name "สมศรี ใจงาม" --phone 0811111111 --bank-code 004 --account 1234567890
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string', default: '0800000000' },
    'bank-code': { type: 'string' },
    account: { type: 'string' },
  },
});

async function defaultBrandId(db: Database): Promise<string> {
  const brands = await listBrandsWithHostnames(db);
  const brand = brands.find((row) => row.brand.isDefault)?.brand ?? brands[0]?.brand;
  if (!brand) throw new Error('no brand exists');
  return brand.id;
}

async function main() {
  const { username, password, name } = values;
  const bankCode = values['bank-code'];
  const account = values.account;
  if (!username || !password || !name || !bankCode || !account) throw new Error('--username, --password, --name, --bank-code and --account are required');
  const bank = findBank(bankCode);
  if (!bank) throw new Error(`unknown bank code ${bankCode}`);
  if (!/^\d+$/.test(account) || !bank.accountNumberLengths.includes(account.length))
    throw new Error(`account number must have ${bank.accountNumberLengths.join(' or ')} digits`);
  if (password.length < 8) throw new Error('password: at least 8 characters');

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await seedDemoIfEmpty(database.db, config.demo);
    const member = await insertMember(database.db, {
      createdAt: new Date(),
      brandId: await defaultBrandId(database.db),
      username,
      passwordHash: await hashPassword(password),
      name,
      phone: values.phone ?? '0800000000',
      bank: { bankCode, accountNumber: account, bankName: bank.nameTh },
    });
    process.stdout.write(`Created member "${member.username}".\n`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`member "${username}", its phone or its bank account already exists`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`member:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
