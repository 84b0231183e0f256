import { rewardCatalogueRequestSchema } from '@app/contract/rewards/reward-catalogue';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetRewardCatalogueQuery } from '../api/get-reward-catalogue';

/** A category id typed into the address bar may be anything; only a well-formed one is asked for. */
export function isRewardCategoryId(categoryId: string): boolean {
  return rewardCatalogueRequestSchema.safeParse({ categoryId }).success;
}

/** One category's items and the member's points; `category` is null until known, or when there is no such category. */
export function useRewardCategory(categoryId: string) {
  // Stock and points change while the member is away, so every visit asks again.
  const query = useGetRewardCatalogueQuery(isRewardCategoryId(categoryId) ? { categoryId } : skipToken, { refetchOnMountOrArgChange: true });
  const category = query.data?.categories.find((candidate) => candidate.id === categoryId) ?? null;
  return { ...query, category };
}
