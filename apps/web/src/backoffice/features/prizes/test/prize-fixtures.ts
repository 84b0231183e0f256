import type { AdminPrizeOption, AdminRewardCategory, AdminRewardItem } from '@app/contract/admin-loyalty';
import type { AdminRewardRequest } from '../api/list-reward-requests';

export const BRAND_ID = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';

type OptionSeed = Pick<AdminPrizeOption, 'label' | 'colour' | 'reward' | 'weight' | 'isActive' | 'hasDraws'>;

const WHEEL_SEEDS: OptionSeed[] = [
  { label: 'เครดิต 5 บาท', colour: '#e53935', reward: { kind: 'credit', amountSatang: 500 }, weight: 30, isActive: true, hasDraws: true },
  { label: '10 พอยท์', colour: '#fb8c00', reward: { kind: 'point', points: 10 }, weight: 10, isActive: true, hasDraws: false },
  { label: 'ลองใหม่', colour: '#43a047', reward: { kind: 'none' }, weight: 0, isActive: true, hasDraws: false },
  { label: 'เครดิต 100 บาท', colour: '#d81b60', reward: { kind: 'credit', amountSatang: 10_000 }, weight: 5, isActive: false, hasDraws: false },
];

/** The stub's wheel: two options drawn (30 and 10 of 40), one shown but never drawn, one switched off. */
export function seedWheel(): AdminPrizeOption[] {
  return WHEEL_SEEDS.map((seed, index) => ({
    ...seed,
    id: `0000000${String(index)}-1111-4222-8333-444455556666`,
    game: 'wheel',
    imagePath: '',
    sortOrder: index,
    probability: 0,
    probabilityPercent: '0.00',
  }));
}

export function seedCategories(): AdminRewardCategory[] {
  return [
    { id: 'a1a1a1a1-1111-4222-8333-444455556666', name: 'เครดิต', imagePath: 'rewards/credit.svg', sortOrder: 1, itemCount: 1 },
    { id: 'b2b2b2b2-1111-4222-8333-444455556666', name: 'ของรางวัล', imagePath: 'rewards/gift.svg', sortOrder: 2, itemCount: 1 },
  ];
}

export function createRewardItem(overrides: Partial<AdminRewardItem> = {}): AdminRewardItem {
  return {
    id: 'c3c3c3c3-1111-4222-8333-444455556666',
    categoryId: 'a1a1a1a1-1111-4222-8333-444455556666',
    name: 'เครดิตฟรี 50 บาท',
    description: 'เข้ากระเป๋าเครดิตทันที',
    imagePath: 'rewards/credit.svg',
    kind: 'credit',
    costPoints: 100,
    creditSatang: 5_000,
    stockLeft: null,
    isActive: true,
    sortOrder: 1,
    ...overrides,
  };
}

export function seedItems(): AdminRewardItem[] {
  return [
    createRewardItem(),
    createRewardItem({
      id: 'd4d4d4d4-1111-4222-8333-444455556666',
      categoryId: 'b2b2b2b2-1111-4222-8333-444455556666',
      name: 'เสื้อยืดลัคกี้สยาม',
      description: 'ไซซ์ L จัดส่งฟรี',
      imagePath: 'https://cdn.example.com/shirt.png',
      kind: 'physical',
      costPoints: 1_300,
      creditSatang: null,
      stockLeft: 20,
      isActive: false,
    }),
  ];
}

export function seedRequests(): AdminRewardRequest[] {
  return [
    {
      id: 'e5e5e5e5-1111-4222-8333-444455556666',
      itemId: 'd4d4d4d4-1111-4222-8333-444455556666',
      itemName: 'เสื้อยืดลัคกี้สยาม',
      kind: 'physical',
      costPoints: 1_300,
      creditSatang: null,
      status: 'pending',
      address: { houseNumber: '99/12', moo: '5', road: 'ถนนสุขุมวิท', subdistrict: 'บางพลีใหญ่', district: 'บางพลี', province: 'สมุทรปราการ', postcode: '10540' },
      note: null,
      createdAt: '2026-11-21T17:30:00.000Z',
      decidedAt: null,
      memberId: '5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d',
      username: 'somsak99',
    },
  ];
}
