import type { AdminAggregator } from '@app/contract/admin-aggregators';

/**
 * What the Hub88 connection dialog holds. The operator's private key always starts empty: the
 * API never sends it back, and an edit leaves it out unless a new one is pasted.
 */
export interface Hub88Draft {
  apiUrl: string;
  operatorId: string;
  aggregatorPublicKey: string;
  operatorPrivateKey: string;
  allowsDemo: boolean;
}

export const HUB88_FIELDS: readonly (keyof Hub88Draft)[] = ['apiUrl', 'operatorId', 'aggregatorPublicKey', 'operatorPrivateKey', 'allowsDemo'];

export function createHub88Draft(aggregator: AdminAggregator | null): Hub88Draft {
  return {
    apiUrl: aggregator?.apiUrl ?? '',
    operatorId: aggregator ? String(aggregator.operatorId) : '',
    aggregatorPublicKey: aggregator?.aggregatorPublicKey ?? '',
    operatorPrivateKey: '',
    allowsDemo: aggregator?.allowsDemo ?? false,
  };
}

/** The request body; a key field left empty is left out (the API then keeps what it has, or asks for it). */
export function toHub88Request(draft: Hub88Draft) {
  return {
    apiUrl: draft.apiUrl.trim(),
    operatorId: /^\d+$/.test(draft.operatorId.trim()) ? Number(draft.operatorId.trim()) : Number.NaN,
    aggregatorPublicKey: draft.aggregatorPublicKey.trim(),
    ...(draft.operatorPrivateKey.trim() === '' ? {} : { operatorPrivateKey: draft.operatorPrivateKey.trim() }),
    allowsDemo: draft.allowsDemo,
  };
}
