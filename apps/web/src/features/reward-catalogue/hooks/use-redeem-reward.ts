import { getErrorMessage, isApiFailure, type ApiFailure } from '@/lib/api-client';
import { useRedeemRewardMutation, type RedeemRewardRequest, type RewardRedemption } from '../api/redeem-reward';

export type RedeemOutcome = { redemption: RewardRedemption; failure: null; message: null } | { redemption: null; failure: ApiFailure | null; message: string };

/** Sends one redemption and turns every answer into an outcome the item card can show. */
export function useRedeemReward() {
  const [redeemReward, { isLoading }] = useRedeemRewardMutation();

  const submit = async (request: RedeemRewardRequest): Promise<RedeemOutcome> => {
    try {
      const redemption = await redeemReward(request).unwrap();
      return { redemption, failure: null, message: null };
    } catch (error) {
      return { redemption: null, failure: isApiFailure(error) ? error : null, message: getErrorMessage(error) };
    }
  };

  return { submit, isLoading };
}
