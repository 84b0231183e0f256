import type { LedgerAccount } from './api/get-member-ledger';

export type MemberDetailTab = 'ledger' | 'sessions' | 'network';

/** Which tab, ledger account and page the detail screen shows; kept in the address so reload and back keep them. */
export interface MemberDetailView {
  tab: MemberDetailTab;
  account: LedgerAccount;
  page: number;
}

const TABS: readonly MemberDetailTab[] = ['ledger', 'sessions', 'network'];
const ACCOUNTS: readonly LedgerAccount[] = ['credit', 'point', 'affiliate'];

function pick<Value extends string>(allowed: readonly Value[], text: string | null, fallback: Value): Value {
  return allowed.find((value) => value === text) ?? fallback;
}

/** Reads ?tab=&account=&page=, falling back to the credit ledger's first page for anything unknown. */
export function readMemberDetailView(params: URLSearchParams): MemberDetailView {
  const page = Number(params.get('page'));
  return {
    tab: pick(TABS, params.get('tab'), 'ledger'),
    account: pick(ACCOUNTS, params.get('account'), 'credit'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search parameters of a view, leaving out what is the default so plain links stay plain. */
export function writeMemberDetailView(view: MemberDetailView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.tab !== 'ledger') params.tab = view.tab;
  if (view.account !== 'credit') params.account = view.account;
  if (view.page !== 1) params.page = String(view.page);
  return params;
}
