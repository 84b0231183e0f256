import { join } from 'node:path';
import { z } from 'zod';
import { readTextIfPresent, writeFileAtomically } from '../lib/json-file';

/** An operator as Hub88 knows it after its integration form: where its wallet is, and its key. */
export interface RegisteredOperator {
  operatorId: number;
  walletUrl: string;
  publicKey: string;
}

const storedOperatorsSchema = z.array(z.object({ operatorId: z.number().int().positive(), walletUrl: z.string(), publicKey: z.string() }));

export const OPERATORS_FILE = 'operators.json';

export interface OperatorRegistry {
  register(operator: { walletUrl: string; publicKey: string }): RegisteredOperator;
  find(operatorId: number): RegisteredOperator | undefined;
}

/** A wallet URL without its trailing slash, so "…/HUB88" and "…/HUB88/" are one operator. */
function normalisedWalletUrl(walletUrl: string): string {
  return walletUrl.replace(/\/+$/, '');
}

/**
 * The registered operators, persisted in the data folder when there is one. Registering a wallet
 * URL again replaces its key and keeps its id, as re-submitting Hub88's form for the same site would.
 */
export function createOperatorRegistry(dataDir: string | undefined): OperatorRegistry {
  const path = dataDir ? join(dataDir, OPERATORS_FILE) : undefined;
  const stored = path ? readTextIfPresent(path) : undefined;
  const operators: RegisteredOperator[] = stored ? storedOperatorsSchema.parse(JSON.parse(stored)) : [];

  function save(): void {
    if (path) writeFileAtomically(path, `${JSON.stringify(operators, null, 2)}\n`);
  }

  return {
    register({ walletUrl, publicKey }) {
      const url = normalisedWalletUrl(walletUrl);
      const existing = operators.find((operator) => operator.walletUrl === url);
      if (existing) {
        existing.publicKey = publicKey;
        save();
        return { ...existing };
      }
      const operator = { operatorId: operators.reduce((highest, each) => Math.max(highest, each.operatorId), 0) + 1, walletUrl: url, publicKey };
      operators.push(operator);
      save();
      return { ...operator };
    },
    find(operatorId) {
      const operator = operators.find((each) => each.operatorId === operatorId);
      return operator ? { ...operator } : undefined;
    },
  };
}
