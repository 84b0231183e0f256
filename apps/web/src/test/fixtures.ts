import type { Deposit } from '@app/contract/deposits';
import type { Game } from '@app/contract/games';
import type { TierView } from '@app/contract/levels';
import { formatBaht } from '@app/contract/money-format';
import { limitKindSchema, limitPeriodSchema, type MemberLimit } from '@app/contract/player-protection';
import type { SlipFacts } from '@app/contract/slips';
import { MAX_WITHDRAWALS_PER_DAY, TIERS } from '@app/contract/tiers';
import type { UserProfile } from '@app/contract/user';
import type { Withdrawal } from '@app/contract/withdrawals';
import type { DepositAccounts } from '../features/deposit/api/get-deposit-accounts';
import type { GameCategory } from '../features/games/api/get-game-categories';
import type { GameProvider } from '../features/games/api/get-game-providers';
import type { MemberLevel } from '../features/ranking/api/get-member-level';
import type { SlipRequest } from '../features/slip/api/request-slip-review';

export const demoMember: UserProfile = {
  uuid: '5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d',
  name: 'สมชาย ใจดี',
  phone: '0812345678',
  level: 1,
  user_pass: { username: 'demo' },
  user_bank: { uuid: '0c4a6b1e-3f2d-4b8a-9c7e-1d2e3f4a5b6c', bankCode: '004', bankId: '1234567890', bankName: 'ธนาคารกสิกรไทย' },
  user_credit: { point: 0, level: 1 },
  user_address: null,
};

/** A withdrawal as the API lists it; 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
export function createWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    uuid: crypto.randomUUID(),
    amountSatang: 100_50,
    status: 'pending',
    bankCode: '004',
    bankAccountNumber: '1234567890',
    createdAt: '2026-11-21T17:30:00.000Z',
    decidedAt: null,
    rejectReason: null,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise whose settlement the test controls, to order concurrent replies. */
export function createDeferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The demo brand's receiving account and the demo member's registered account, as the API lists them. */
export const demoDepositAccounts: DepositAccounts = {
  accounts: [
    {
      uuid: '6c0f1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      bankCode: '004',
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: '0281234567',
      accountName: 'บจก. ลัคกี้สยาม',
      promptPayId: '0105566012345',
    },
  ],
  memberBank: { bankCode: '004', bankName: 'ธนาคารกสิกรไทย', accountNumber: '1234567890' },
};

/** A credited deposit as the API lists it; 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
export function createDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    uuid: crypto.randomUUID(),
    amountSatang: 500_00,
    source: 'statement',
    status: 'completed',
    bankReference: 'KB2611220001',
    createdAt: '2026-11-21T17:30:00.000Z',
    ...overrides,
  };
}

/** What the API reads from a slip; 2026-11-22T00:50:35Z is 22 พ.ย. 2569 07:50 in Bangkok. */
export const slipFacts: SlipFacts = {
  sendingBank: '014',
  sendingBankName: 'ธนาคารไทยพาณิชย์',
  transRef: '016326075045ATF04523',
  amountSatang: 250_00,
  transferredAt: '2026-11-22T00:50:35.000Z',
  senderAccount: '000000',
  receiverAccount: null,
};

export function createSlipRequest(overrides: Partial<SlipRequest> = {}): SlipRequest {
  return {
    uuid: crypto.randomUUID(),
    status: 'pending',
    sendingBank: '014',
    transRef: '016326075045ATF04523',
    note: null,
    amountSatang: 250_00,
    transferredAt: '2026-11-21T17:20:00.000Z',
    createdAt: '2026-11-21T17:30:00.000Z',
    decidedAt: null,
    creditedAmountSatang: null,
    rejectReason: null,
    ...overrides,
  };
}

/** One of the member's play limits as GET /api/auth/protection/limits answers it: unset unless overridden. */
export function createMemberLimit(kind: MemberLimit['kind'], period: MemberLimit['period'], overrides: Partial<MemberLimit> = {}): MemberLimit {
  return { kind, period, limitSatang: null, usedSatang: 0, resetsAt: '2030-01-01T17:00:00.000Z', pendingRaise: null, ...overrides };
}

/** Every kind in every period, as the server answers a member who has set no limit. */
export function createUnsetLimits(): MemberLimit[] {
  return limitKindSchema.options.flatMap((kind) => limitPeriodSchema.options.map((period) => createMemberLimit(kind, period)));
}

/** The level answer for a member of the given tier, built from the contract's default tier table. */
export function createMemberLevel(level = 1, depositedSatang = 12_500_00): MemberLevel {
  const tiers: TierView[] = TIERS.map((tier) => ({
    level: tier.level,
    name: tier.nameTh,
    status: tier.level < level ? 'achieved' : tier.level === level ? 'current' : 'locked',
    disabled: tier.isDisabled,
    criteria: tier.judgedMonthly ? `ยอดฝาก ${formatBaht(tier.requirementSatang)} บาทภายในเดือนเดียว` : `ยอดฝากสะสม ${formatBaht(tier.requirementSatang)} บาท`,
    image: `/brand-assets/demo/tiers/${tier.code}.svg`,
    lossReturnPercent: tier.lossReturnPercent,
    nextLevelSatang: tier.nextLevelSatang,
    maxAmountSatang: Math.min(tier.maxPerWithdrawalSatang ?? tier.withdrawCapSatang, tier.withdrawCapSatang),
    withdrawCapSatang: tier.withdrawCapSatang,
    withdrawCapPer: tier.withdrawCapPer,
    withdrawalsPerDay: MAX_WITHDRAWALS_PER_DAY,
    colour: tier.colour,
    details: [`คืนยอดเสีย ${String(tier.lossReturnPercent)}%`],
  }));
  const current = tiers.find((tier) => tier.level === level) ?? tiers[0];
  if (!current) throw new Error('the tier table is empty');
  const next = tiers.find((tier) => tier.level > level && !tier.disabled);
  const targetSatang = next ? (TIERS.find((tier) => tier.level === next.level)?.requirementSatang ?? 0) : current.nextLevelSatang;
  return {
    current,
    progress: {
      basis: next && TIERS.find((tier) => tier.level === next.level)?.judgedMonthly ? 'month' : 'cumulative',
      depositedSatang,
      nextLevelSatang: targetSatang,
      remainingSatang: Math.max(0, targetSatang - depositedSatang),
      percent: Math.min(100, Math.floor((depositedSatang * 100) / targetSatang)),
    },
    tiers,
    history: [],
    notice: null,
  };
}

/** The six categories of a new brand, sport first and the default, as GET /api/auth/game lists them. */
export const demoGameCategories: GameCategory[] = [
  { code: 'sport', name: 'กีฬา', isDefault: true },
  { code: 'casino', name: 'คาสิโน', isDefault: false },
  { code: 'fishing', name: 'ยิงปลา', isDefault: false },
  { code: 'card', name: 'เกมไพ่', isDefault: false },
  { code: 'lotto', name: 'หวย', isDefault: false },
  { code: 'hot', name: 'เกมฮิต', isDefault: false },
];

export const demoGameProviders: GameProvider[] = [
  { code: 'HOUSE', name: 'เกมของเว็บไซต์', walletType: 'seamless', logoUrl: '', categories: ['casino', 'slot'] },
  { code: 'JK', name: 'Joker Gaming', walletType: 'transfer', logoUrl: '', categories: ['slot'] },
];

export function createGame(overrides: Partial<Game> = {}): Game {
  return {
    uuid: crypto.randomUUID(),
    providerCode: 'JK',
    category: 'slot',
    code: 'jk-fortune',
    name: 'ฟอร์จูนเทรเชอร์',
    imageKey: 'jk-fortune',
    thumbnailUrl: null,
    isHot: false,
    releasedOn: null,
    ...overrides,
  };
}

/** The house games the e2e brand is seeded with: the slot is hot. */
export const demoGames: Game[] = [
  createGame({ providerCode: 'HOUSE', category: 'slot', code: 'house-slot', name: 'สยามเซเว่น', imageKey: 'house-slot', isHot: true }),
  createGame({ providerCode: 'HOUSE', category: 'casino', code: 'house-baccarat', name: 'บาคาร่า', imageKey: 'house-baccarat' }),
  createGame({ providerCode: 'HOUSE', category: 'card', code: 'house-hilo', name: 'ไพ่สูงต่ำ', imageKey: 'house-hilo' }),
];

/** Two of an aggregator's slots, with the aggregator's thumbnails: what a visitor may try in demo mode. */
export const demoModeGames: Game[] = [
  createGame({
    providerCode: 'JK',
    code: 'sbx_jk_golden_temple',
    name: 'วัดทองคำ',
    imageKey: 'sbx_jk_golden_temple',
    thumbnailUrl: 'https://art.example.test/games/sbx_jk_golden_temple.svg',
    releasedOn: '2026-10-02',
  }),
  createGame({
    providerCode: 'JK',
    code: 'sbx_jk_dragon_pearl',
    name: 'Dragon Pearl',
    imageKey: 'sbx_jk_dragon_pearl',
    thumbnailUrl: 'https://art.example.test/games/sbx_jk_dragon_pearl.svg',
    releasedOn: '2026-11-15',
  }),
];
