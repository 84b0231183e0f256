import { describe, expect, it } from 'vitest';
import { saveHub88ConnectionRequestSchema, type AdminAggregator } from '@app/contract/admin-aggregators';
import { createHub88Draft, toHub88Request } from './hub88-draft';

const PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBg\n-----END PUBLIC KEY-----';
const PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADAN\n-----END PRIVATE KEY-----';

const connected: AdminAggregator = {
  providerId: '6c5b4a39-2817-4f6e-9d5c-4b3a29180716',
  code: 'HUB88',
  name: 'Hub88',
  protocol: 'hub88',
  apiUrl: 'https://api.hub88.io',
  operatorId: 42,
  walletPath: '/api/provider/HUB88',
  aggregatorPublicKey: PUBLIC_KEY,
  hasOperatorKey: true,
  allowsDemo: true,
  isEnabled: true,
  syncedAt: null,
  syncError: null,
  categories: [],
  products: [],
};

describe('the Hub88 connection form', () => {
  it("starts from the saved connection, with the site's private key always empty", () => {
    expect(createHub88Draft(connected)).toEqual({
      apiUrl: 'https://api.hub88.io',
      operatorId: '42',
      aggregatorPublicKey: PUBLIC_KEY,
      operatorPrivateKey: '',
      allowsDemo: true,
    });
    expect(createHub88Draft(null)).toMatchObject({ apiUrl: '', operatorId: '', operatorPrivateKey: '', allowsDemo: false });
  });

  it('leaves an empty private key out of the request, so the sealed one is kept', () => {
    const request = toHub88Request(createHub88Draft(connected));
    expect(request).not.toHaveProperty('operatorPrivateKey');
    expect(saveHub88ConnectionRequestSchema.safeParse(request).success).toBe(true);
    expect(toHub88Request({ ...createHub88Draft(connected), operatorPrivateKey: ` ${PRIVATE_KEY}\n` })).toMatchObject({ operatorPrivateKey: PRIVATE_KEY });
  });

  it('sends an operator id that is not a whole number as one the check refuses', () => {
    const request = toHub88Request({ ...createHub88Draft(connected), operatorId: '4x2' });
    expect(saveHub88ConnectionRequestSchema.safeParse(request).success).toBe(false);
  });
});
