import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHub88SignatureValid, signHub88Body } from '@app/contract/hub88/signature';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import type { SecretBox } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { connectAggregator } from './connect-aggregator.service';
import { signingKeyFor } from './signing-keys';

const operatorKeys = createRsaKeyPair();

/** The app's secret box, counting how often a seal is opened. */
function countingBox(inner: SecretBox) {
  const box = { opened: 0, seal: inner.seal.bind(inner), open: (sealed: string, purpose: string) => ((box.opened += 1), inner.open(sealed, purpose)) };
  return box;
}

describe("the operator's signing key for an aggregator", () => {
  let t: TestApp;
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const brandId = (await t.services.brands.resolveHostname('localhost')).id;
    const provider = await connectAggregator(t.database.db, t.services.secrets, {
      brandId,
      code: 'HUB88',
      name: 'Hub88',
      protocol: 'hub88',
      apiUrl: 'http://127.0.0.1:9/unused',
      operatorId: 1,
      aggregatorPublicKey: createRsaKeyPair().publicKey,
      operatorPrivateKey: operatorKeys.privateKey,
      allowsDemo: false,
    });
    providerId = provider.id;
  });
  afterAll(() => t.close());

  it('is opened from its seal once and signs what the operator public key verifies', async () => {
    if (!t.services.secrets) throw new Error('the test app has a secret box');
    const box = countingBox(t.services.secrets);
    const first = await signingKeyFor(t.database.db, box, providerId);
    const second = await signingKeyFor(t.database.db, box, providerId);
    expect(box.opened).toBe(1);
    expect(second).toBe(first);
    expect(isHub88SignatureValid('{"status":"RS_OK"}', signHub88Body('{"status":"RS_OK"}', first), operatorKeys.publicKey)).toBe(true);
  });

  it('is unavailable without a secret box, and for a provider with no connection', async () => {
    await expect(signingKeyFor(t.database.db, undefined, providerId)).rejects.toMatchObject({ code: 'AGGREGATOR_UNAVAILABLE' });
    await expect(signingKeyFor(t.database.db, t.services.secrets, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'AGGREGATOR_UNAVAILABLE',
    });
  });
});
