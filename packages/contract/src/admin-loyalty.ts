import { z } from 'zod';
import { amountSatangSchema, MAX_AMOUNT_SATANG, SATANG_PER_BAHT } from './money';
import { REWARD_ITEM_KINDS } from './rewards/reward-catalogue';
import { PRIZE_GAMES } from './rewards/prize-draws';
import { rewardSchema } from './rewards/reward';
import { imagePathSchema } from './settings';

/**
 * The operator console's promotions and loyalty screens (docs/rewards.md): each brand's tier
 * table, reward settings, check-in days, wheel and flip-card prizes, and reward catalogue.
 * Reads are for finance and support as well as admin; money-shaped settings (tiers, reward
 * settings, check-in days, prizes) are written by admin only, the catalogue by support too.
 * Every write is audited with the values before and after. Amounts are integer satang.
 */

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'สีต้องอยู่ในรูปแบบ #rrggbb');
/** An image path relative to the brand's image base URL or an https URL; empty for none. */
const optionalImagePathSchema = z.union([z.literal(''), imagePathSchema]);

/** The most one reward (a check-in day, a prize, a catalogue item) may pay in credit: 100,000 baht. */
export const MAX_REWARD_CREDIT_SATANG = 100_000 * SATANG_PER_BAHT;
/** The most points one reward may pay. */
export const MAX_REWARD_POINTS = 1_000_000;

/**
 * A reward an operator sets: the member-facing `rewardSchema` (positive amounts, nothing for
 * 'none'; the database's reward-amount check says the same) with an upper bound, so a slip of
 * the keyboard cannot put a million baht on a wheel segment.
 */
export const rewardInputSchema = rewardSchema.superRefine((reward, context) => {
  if (reward.kind === 'credit' && reward.amountSatang > MAX_REWARD_CREDIT_SATANG) {
    context.addIssue({ code: 'custom', path: ['amountSatang'], message: 'รางวัลเครดิตต้องไม่เกิน 100,000 บาท' });
  }
  if (reward.kind === 'point' && reward.points > MAX_REWARD_POINTS) {
    context.addIssue({ code: 'custom', path: ['points'], message: 'รางวัลพอยท์ต้องไม่เกิน 1,000,000 พอยท์' });
  }
});

// ---------------------------------------------------------------------------------------------
// Tiers: GET /api/admin/brands/{brandId}/tiers, PUT /api/admin/brands/{brandId}/tiers/{level}
// ---------------------------------------------------------------------------------------------

/** Loss return is at most 50% (5,000 basis points): more would pay back most of a loss. */
export const MAX_LOSS_RETURN_BASIS_POINTS = 5_000;

export const tierParamsSchema = z.object({ brandId: z.uuid(), level: z.coerce.number().int().min(1).max(6) });

export const adminTierSchema = z.object({
  level: z.number().int().min(1).max(6),
  code: z.string(),
  name: z.string(),
  /** A disabled tier is shown locked and skipped when progress toward the next tier is counted. */
  disabled: z.boolean(),
  /** Judged on the deposits of one Bangkok month (true) or on all deposits (false). */
  judgedMonthly: z.boolean(),
  requirementSatang: z.number().int(),
  withdrawCapSatang: z.number().int(),
  /** Whether the cap is per Bangkok day or per withdrawal. */
  withdrawCapPer: z.enum(['day', 'transaction']),
  /** The most one withdrawal may take; null when only the cap limits it. */
  maxPerWithdrawalSatang: z.number().int().nullable(),
  /** 800 = 8% of the period's net loss returned. */
  lossReturnBasisPoints: z.number().int(),
  nextLevelSatang: z.number().int(),
  colour: z.string(),
  imagePath: z.string(),
  /** The lines listed under the tier on the member's level page. */
  details: z.array(z.string()),
});
export type AdminTier = z.infer<typeof adminTierSchema>;
export const adminTierListResponseSchema = z.object({ data: z.array(adminTierSchema) });
export const adminTierResponseSchema = z.object({ data: adminTierSchema });

/** Every editable field of one tier (a PUT replaces them all). Level 1, where members start, cannot be disabled. */
export const updateTierRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'กรุณากรอกชื่อระดับ').max(50),
    lossReturnBasisPoints: z.number().int().min(0).max(MAX_LOSS_RETURN_BASIS_POINTS, 'คืนยอดเสียได้ไม่เกิน 50%'),
    withdrawCapSatang: amountSatangSchema,
    maxPerWithdrawalSatang: amountSatangSchema.nullable(),
    nextLevelSatang: amountSatangSchema,
    colour: colourSchema,
    details: z.array(z.string().trim().min(1).max(200)).max(10),
    disabled: z.boolean(),
  })
  .refine((tier) => tier.maxPerWithdrawalSatang === null || tier.maxPerWithdrawalSatang <= tier.withdrawCapSatang, {
    path: ['maxPerWithdrawalSatang'],
    message: 'ยอดถอนสูงสุดต่อครั้งต้องไม่เกินวงเงินถอน',
  });
export type UpdateTierRequest = z.infer<typeof updateTierRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Reward settings: GET/PATCH /api/admin/brands/{brandId}/reward-settings
// ---------------------------------------------------------------------------------------------

export const rewardSettingsSchema = z.object({
  /** Whether members see and may use the daily check-in. */
  isCheckInOpen: z.boolean(),
  /** Points per full 100 baht of every credited deposit; 0 earns none. */
  pointsPer100BahtDeposit: z.number().int().min(0).max(10_000),
  /** Free draws per Bangkok day. */
  wheelDailyDraws: z.number().int().min(0).max(100),
  /** A deposit of at least this earns one more draw; 0 turns deposit draws off. */
  wheelDepositMinSatang: z.number().int().min(0).max(MAX_AMOUNT_SATANG),
  flipCardDailyDraws: z.number().int().min(0).max(100),
  flipCardDepositMinSatang: z.number().int().min(0).max(MAX_AMOUNT_SATANG),
  /** How many Bangkok days a deposit's draw stays usable: the deposit's day and the days after it. */
  depositDrawValidDays: z.number().int().min(1).max(31),
});
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;
export const rewardSettingsResponseSchema = z.object({ data: rewardSettingsSchema });
/** The fields to change; the others stay. An empty body changes nothing and writes no audit entry. */
export const updateRewardSettingsRequestSchema = rewardSettingsSchema.partial();

// ---------------------------------------------------------------------------------------------
// Check-in days: GET /api/admin/brands/{brandId}/check-in-days, PUT .../check-in-days/{day}
// ---------------------------------------------------------------------------------------------

export const checkInDayParamsSchema = z.object({ brandId: z.uuid(), day: z.coerce.number().int().min(1).max(31) });
export const adminCheckInDaySchema = z.object({ day: z.number().int().min(1).max(31), reward: rewardSchema });
/** Days 1 to 31, each with its reward; a day the brand has no row for gives nothing. */
export const adminCheckInDayListResponseSchema = z.object({ data: z.array(adminCheckInDaySchema) });
export const adminCheckInDayResponseSchema = z.object({ data: adminCheckInDaySchema });
/** Credit in satang, points, or nothing (`{kind:'none'}`). */
export const setCheckInDayRequestSchema = z.object({ reward: rewardInputSchema });

// ---------------------------------------------------------------------------------------------
// Wheel and flip-card prizes: GET/POST /api/admin/brands/{brandId}/prizes (?game=),
// PATCH/DELETE .../prizes/{prizeId}. Every answer is the game's whole board, since a change of
// one weight changes every option's probability.
// ---------------------------------------------------------------------------------------------

export const MAX_PRIZE_WEIGHT = 1_000_000;
export const MAX_PRIZE_SORT_ORDER = 999;

export const prizeGameQuerySchema = z.object({ game: z.enum(PRIZE_GAMES) });
export const prizeOptionParamsSchema = z.object({ brandId: z.uuid(), prizeId: z.uuid() });

export const adminPrizeOptionSchema = z.object({
  id: z.uuid(),
  game: z.enum(PRIZE_GAMES),
  label: z.string(),
  colour: z.string(),
  imagePath: z.string(),
  reward: rewardSchema,
  /** The relative chance: an integer, 0 for an option that is shown but never drawn. */
  weight: z.number().int().min(0),
  /** Inactive options are not shown to members and never drawn. */
  isActive: z.boolean(),
  /** The place on the wheel (clockwise from the top) or among the cards; unique within the game. */
  sortOrder: z.number().int().min(0),
  /** weight / the sum of the active options' weights; 0 for an inactive option. */
  probability: z.number().min(0).max(1),
  /** The probability as a percent with two decimals, rounded half up: "12.50". */
  probabilityPercent: z.string().regex(/^\d{1,3}\.\d{2}$/),
  /** Whether any member ever drew it: such an option cannot be deleted, only deactivated. */
  hasDraws: z.boolean(),
});
export type AdminPrizeOption = z.infer<typeof adminPrizeOptionSchema>;

export const adminPrizeBoardSchema = z.object({
  game: z.enum(PRIZE_GAMES),
  /** The sum of the active options' weights, which every probability is taken over. */
  totalActiveWeight: z.number().int().min(0),
  /** In sortOrder. */
  options: z.array(adminPrizeOptionSchema),
});
export type AdminPrizeBoard = z.infer<typeof adminPrizeBoardSchema>;
export const adminPrizeBoardResponseSchema = z.object({ data: adminPrizeBoardSchema });

const prizeOptionFields = {
  label: z.string().trim().min(1, 'กรุณากรอกชื่อรางวัล').max(60),
  colour: colourSchema,
  imagePath: optionalImagePathSchema,
  reward: rewardInputSchema,
  weight: z.number().int().min(0).max(MAX_PRIZE_WEIGHT),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(MAX_PRIZE_SORT_ORDER),
};

/**
 * A new option. Without sortOrder it goes last; a sortOrder another option of the game holds
 * is taken over, and that option moves last.
 */
export const createPrizeOptionRequestSchema = z.object({
  game: z.enum(PRIZE_GAMES),
  ...prizeOptionFields,
  imagePath: prizeOptionFields.imagePath.default(''),
  isActive: prizeOptionFields.isActive.default(true),
  sortOrder: prizeOptionFields.sortOrder.optional(),
});

/**
 * The fields to change. A sortOrder another option of the game holds swaps the two. A change
 * that would leave the game without an active option of weight above 0 is refused (409).
 */
export const updatePrizeOptionRequestSchema = z.object(prizeOptionFields).partial();

// ---------------------------------------------------------------------------------------------
// Reward catalogue: GET/POST /api/admin/brands/{brandId}/reward-categories, PATCH .../{categoryId};
// GET (?categoryId=)/POST /api/admin/brands/{brandId}/reward-items, PATCH .../{itemId}
// ---------------------------------------------------------------------------------------------

export const MAX_CATALOGUE_SORT_ORDER = 9_999;

export const rewardCategoryParamsSchema = z.object({ brandId: z.uuid(), categoryId: z.uuid() });
export const adminRewardCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imagePath: z.string(),
  sortOrder: z.number().int(),
  /** Every item of the category, active or not. */
  itemCount: z.number().int().min(0),
});
export type AdminRewardCategory = z.infer<typeof adminRewardCategorySchema>;
export const adminRewardCategoryListResponseSchema = z.object({ data: z.array(adminRewardCategorySchema) });
export const adminRewardCategoryResponseSchema = z.object({ data: adminRewardCategorySchema });

const categoryFields = {
  name: z.string().trim().min(1, 'กรุณากรอกชื่อหมวดหมู่').max(100),
  imagePath: optionalImagePathSchema,
  sortOrder: z.number().int().min(0).max(MAX_CATALOGUE_SORT_ORDER),
};
export const createRewardCategoryRequestSchema = z.object({
  name: categoryFields.name,
  imagePath: categoryFields.imagePath.default(''),
  sortOrder: categoryFields.sortOrder.default(0),
});
export const updateRewardCategoryRequestSchema = z.object(categoryFields).partial();

export const rewardItemParamsSchema = z.object({ brandId: z.uuid(), itemId: z.uuid() });
export const rewardItemQuerySchema = z.object({ categoryId: z.uuid().optional() });

export const adminRewardItemSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  kind: z.enum(REWARD_ITEM_KINDS),
  /** The points price. */
  costPoints: z.number().int().positive(),
  /** What a credit item pays; null for a physical item. */
  creditSatang: z.number().int().positive().nullable(),
  /** Items left; null for no limit. */
  stockLeft: z.number().int().min(0).nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminRewardItem = z.infer<typeof adminRewardItemSchema>;
export const adminRewardItemListResponseSchema = z.object({ data: z.array(adminRewardItemSchema) });
export const adminRewardItemResponseSchema = z.object({ data: adminRewardItemSchema });

const itemFields = {
  categoryId: z.uuid(),
  name: z.string().trim().min(1, 'กรุณากรอกชื่อของรางวัล').max(100),
  description: z.string().trim().max(1_000),
  imagePath: optionalImagePathSchema,
  kind: z.enum(REWARD_ITEM_KINDS),
  costPoints: z.number().int().min(1, 'ราคาพอยท์ต้องมากกว่า 0').max(MAX_REWARD_POINTS),
  creditSatang: z.number().int().positive().max(MAX_REWARD_CREDIT_SATANG, 'รางวัลเครดิตต้องไม่เกิน 100,000 บาท').nullable(),
  stockLeft: z.number().int().min(0).max(1_000_000).nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(MAX_CATALOGUE_SORT_ORDER),
};

/** The message for an item whose kind and credit amount disagree (the API checks a PATCH against the stored item too). */
export const ITEM_CREDIT_MESSAGE = 'ของรางวัลแบบเครดิตต้องระบุจำนวนเครดิต ส่วนของรางวัลที่จัดส่งต้องไม่มีจำนวนเครดิต';

/** Whether a credit item names its credit and a physical item none. */
export function isItemCreditConsistent(item: { kind: 'credit' | 'physical'; creditSatang: number | null }): boolean {
  return item.kind === 'credit' ? item.creditSatang !== null : item.creditSatang === null;
}

export const createRewardItemRequestSchema = z
  .object({
    ...itemFields,
    description: itemFields.description.default(''),
    imagePath: itemFields.imagePath.default(''),
    creditSatang: itemFields.creditSatang.default(null),
    stockLeft: itemFields.stockLeft.default(null),
    isActive: itemFields.isActive.default(true),
    sortOrder: itemFields.sortOrder.default(0),
  })
  .refine(isItemCreditConsistent, { path: ['creditSatang'], message: ITEM_CREDIT_MESSAGE });

/** The fields to change; the result must still pair kind and credit amount as a new item must. */
export const updateRewardItemRequestSchema = z.object(itemFields).partial();
