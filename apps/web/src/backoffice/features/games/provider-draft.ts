import type { AdminGameProvider } from '@app/contract/admin-settings';

export type WalletType = AdminGameProvider['walletType'];

/**
 * What the provider dialog holds. `secret` always starts empty: the API never sends the stored
 * one, and an edit leaves it out of the request unless the operator pastes a new one.
 */
export interface ProviderDraft {
  code: string;
  name: string;
  walletType: WalletType;
  launchUrl: string;
  isEnabled: boolean;
  secret: string;
}

export type ProviderField = keyof ProviderDraft;
export const PROVIDER_FIELDS: readonly ProviderField[] = ['code', 'name', 'walletType', 'launchUrl', 'isEnabled', 'secret'];

export function createProviderDraft(provider: AdminGameProvider | null): ProviderDraft {
  if (!provider) return { code: '', name: '', walletType: 'seamless', launchUrl: '', isEnabled: true, secret: '' };
  return {
    code: provider.code,
    name: provider.name,
    walletType: provider.walletType,
    launchUrl: provider.launchUrl,
    isEnabled: provider.isEnabled,
    secret: '',
  };
}

/** A new provider's body: every field, secret included (the API requires one). */
export function toCreateProviderRequest(draft: ProviderDraft) {
  return { code: draft.code, name: draft.name, walletType: draft.walletType, launchUrl: draft.launchUrl, isEnabled: draft.isEnabled, secret: draft.secret };
}

/** An edit's body: the secret only when a new one was pasted, so an empty field keeps the old. */
export function toUpdateProviderRequest(draft: ProviderDraft) {
  const fields = { name: draft.name, launchUrl: draft.launchUrl, isEnabled: draft.isEnabled };
  return draft.secret === '' ? fields : { ...fields, secret: draft.secret };
}
