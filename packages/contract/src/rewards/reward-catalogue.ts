import { z } from 'zod';
import { thaiAddressSchema } from '../address';
import { idempotencyKeySchema } from '../idempotency';
import { balancesSchema } from './reward';

/**
 * The reward catalogue: members spend points on items. A credit item pays credit at once; a
 * physical item is sent to the member's delivery address once an operator fulfils it.
 */
export const REWARD_ITEM_KINDS = ['credit', 'physical'] as const;
export const REWARD_REQUEST_STATUSES = ['paid', 'pending', 'fulfilled', 'rejected'] as const;

export const rewardCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string(),
  itemCount: z.number().int().min(0),
});
export type RewardCategory = z.infer<typeof rewardCategorySchema>;

export const rewardItemSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  kind: z.enum(REWARD_ITEM_KINDS),
  costPoints: z.number().int().positive(),
  /** What a credit item pays; null for a physical item. */
  creditSatang: z.number().int().positive().nullable(),
  /** Items left; null when the brand sets no limit. */
  stockLeft: z.number().int().min(0).nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

/** An empty body lists every category with every item; a categoryId lists only that category's items. */
export const rewardCatalogueRequestSchema = z.object({ categoryId: z.uuid().optional() });
export const rewardCatalogueResponseSchema = z.object({
  data: z.object({
    categories: z.array(rewardCategorySchema),
    items: z.array(rewardItemSchema),
    points: z.number().int(),
  }),
});
export type RewardCatalogue = z.infer<typeof rewardCatalogueResponseSchema>['data'];

export const rewardRequestSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  itemName: z.string(),
  kind: z.enum(REWARD_ITEM_KINDS),
  costPoints: z.number().int().positive(),
  creditSatang: z.number().int().positive().nullable(),
  /** paid: credit item, paid at once; pending: physical item waiting for an operator; fulfilled: sent; rejected: points returned. */
  status: z.enum(REWARD_REQUEST_STATUSES),
  /** The address the item goes to, as it was when the member asked. */
  address: thaiAddressSchema.nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

/**
 * The member always comes from the token. `userUuid`, which the specification's client adds
 * (section 7), must then be the caller's own uuid: any other is refused with 403, as a uuid in a
 * path is. The idempotency key (body or `Idempotency-Key` header), made once per press of the
 * button, makes a retry return the first result instead of spending points twice.
 */
export const redeemRewardRequestSchema = z.object({
  itemId: z.uuid(),
  idempotencyKey: idempotencyKeySchema,
  userUuid: z.string().max(100).optional(),
});
export const redeemRewardResponseSchema = z.object({ data: z.object({ request: rewardRequestSchema, balances: balancesSchema }) });
export const rewardHistoryResponseSchema = z.object({ data: z.array(rewardRequestSchema) });

/** Operators: the brand's requests waiting for delivery, and deciding one. */
export const adminRewardRequestSchema = rewardRequestSchema.extend({ memberId: z.uuid(), username: z.string() });
export const adminRewardRequestListResponseSchema = z.object({ data: z.array(adminRewardRequestSchema) });
export const rewardRequestParamsSchema = z.object({ brandId: z.uuid(), requestId: z.uuid() });
export const decideRewardRequestSchema = z.object({
  decision: z.enum(['fulfilled', 'rejected']),
  /** For a fulfilled parcel the tracking number; for a rejection the reason the member reads. */
  note: z.string().trim().min(1, 'กรุณากรอกเลขพัสดุหรือเหตุผล').max(300),
});
export const decideRewardRequestResponseSchema = z.object({ data: rewardRequestSchema });
