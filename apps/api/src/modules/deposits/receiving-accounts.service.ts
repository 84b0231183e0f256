import type { ReceivingAccount } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { insertBrandBankAccount } from './deposits.repo';

/** Adds an account of the brand that members transfer deposits to (shown on the deposit page). */
export async function addReceivingAccount(db: Database, brandId: string, account: ReceivingAccount): Promise<void> {
  await insertBrandBankAccount(db, { brandId, bankCode: account.bankCode, accountNumber: account.accountNumber, accountName: account.accountName });
}
