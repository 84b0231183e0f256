import type { Hub88Status } from '@app/contract/hub88/wallet';

/** Every player of the fake operator starts with 1,000 baht, in Hub88 units. */
export const FAKE_START_BALANCE_UNITS = 1_000 * 100 * 1000;

type Stored = { kind: 'bet' | 'win' | 'rollback'; user: string; amount: number; status: Hub88Status; balance: number; isRolledBack?: boolean };

export interface WalletBody {
  user?: unknown;
  transaction_uuid?: unknown;
  reference_transaction_uuid?: unknown;
  amount?: unknown;
}

/**
 * The operator's side of the Wallet API, reduced to what the sandbox's tests need: balances per
 * user, each transaction_uuid processed once (a repeat gets the first answer), a win only for a
 * standing bet, and a rollback that comes first leaving a tombstone that refuses the late bet.
 */
export function createFakeOperatorWallet() {
  const balances = new Map<string, number>();
  const transactions = new Map<string, Stored>();
  const tombstones = new Set<string>();
  const balanceOf = (user: string) => balances.get(user) ?? FAKE_START_BALANCE_UNITS;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const units = (value: unknown) => (typeof value === 'number' ? value : 0);

  function answer(path: string, body: WalletBody): { status: Hub88Status; balance: number } {
    const user = text(body.user);
    const transactionUuid = text(body.transaction_uuid);
    const reference = text(body.reference_transaction_uuid);
    const first = transactions.get(transactionUuid);
    if (path !== 'user/balance' && first) return { status: first.status, balance: first.balance };
    if (path === 'user/balance') return { status: 'RS_OK', balance: balanceOf(user) };
    if (path === 'transaction/bet') {
      if (tombstones.has(transactionUuid)) return { status: 'RS_ERROR_UNKNOWN', balance: balanceOf(user) };
      const amount = units(body.amount);
      if (amount > balanceOf(user)) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: balanceOf(user) };
      balances.set(user, balanceOf(user) - amount);
      transactions.set(transactionUuid, { kind: 'bet', user, amount, status: 'RS_OK', balance: balanceOf(user) });
      return { status: 'RS_OK', balance: balanceOf(user) };
    }
    if (path === 'transaction/win') {
      const bet = transactions.get(reference);
      if (!bet || bet.kind !== 'bet' || bet.isRolledBack) return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: balanceOf(user) };
      balances.set(user, balanceOf(user) + units(body.amount));
      transactions.set(transactionUuid, { kind: 'win', user, amount: units(body.amount), status: 'RS_OK', balance: balanceOf(user) });
      return { status: 'RS_OK', balance: balanceOf(user) };
    }
    // transaction/rollback
    const bet = transactions.get(reference);
    if (!bet) tombstones.add(reference);
    else if (bet.kind === 'bet' && !bet.isRolledBack) {
      bet.isRolledBack = true;
      balances.set(user, balanceOf(user) + bet.amount);
    }
    transactions.set(transactionUuid, { kind: 'rollback', user, amount: 0, status: 'RS_OK', balance: balanceOf(user) });
    return { status: 'RS_OK', balance: balanceOf(user) };
  }

  return { answer, balanceOf, setBalance: (user: string, balanceUnits: number) => balances.set(user, balanceUnits) };
}
