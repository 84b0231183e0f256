import { describe, expect, it } from 'vitest';
import { createProviderDraft, toUpdateProviderRequest } from './provider-draft';

const stored = {
  id: '6c5b4a39-2817-4f6e-9d5c-4b3a29180716',
  code: 'PGX',
  name: 'PG Soft',
  walletType: 'seamless' as const,
  protocol: 'generic',
  launchUrl: 'https://games.example/launch',
  isEnabled: true,
  hasSecret: true,
  secretLastFour: 'wxyz',
  gameCount: 12,
};

describe('the provider draft', () => {
  it('never starts with a secret, not even one the API hinted at', () => {
    expect(createProviderDraft(stored).secret).toBe('');
    expect(JSON.stringify(createProviderDraft(stored))).not.toContain('wxyz');
  });

  it('sends a secret only when a new one was typed', () => {
    const draft = createProviderDraft(stored);
    expect(toUpdateProviderRequest(draft)).toEqual({ name: 'PG Soft', launchUrl: 'https://games.example/launch', isEnabled: true });
    expect(toUpdateProviderRequest({ ...draft, secret: 'n'.repeat(32) })).toMatchObject({ secret: 'n'.repeat(32) });
  });
});
