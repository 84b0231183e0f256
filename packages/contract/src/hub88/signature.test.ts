import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRsaKeyPair } from './key-pair';
import { isHub88SignatureValid, isHub88SignatureValidInBackground, signHub88Body, signHub88BodyInBackground } from './signature';

const { privateKey, publicKey } = createRsaKeyPair();
const folder = mkdtempSync(join(tmpdir(), 'hub88-signature-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What Hub88's published shell example computes: `openssl dgst -binary -sha256 -sign key | base64`. */
function opensslSignature(body: string): string {
  const keyFile = join(folder, 'private.pem');
  const bodyFile = join(folder, 'body.json');
  writeFileSync(keyFile, privateKey);
  writeFileSync(bodyFile, body);
  return execFileSync('openssl', ['dgst', '-binary', '-sha256', '-sign', keyFile, bodyFile]).toString('base64');
}

// The Wallet API's POST /user/info request, with the example values of the Operator API reference.
const userInfoBody = '{"user":"john12345","request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af"}';

describe('Hub88 request signing', () => {
  it('signs exactly as the documented openssl example does, byte for byte', () => {
    for (const body of ['test', '{"test":"test"}', userInfoBody, '{"name":"สมชาย"}']) {
      expect(signHub88Body(body, privateKey)).toBe(opensslSignature(body));
    }
  });

  it('accepts a body signed by the key holder, and nothing changed, unsigned or signed by another key', () => {
    const signature = signHub88Body(userInfoBody, privateKey);
    expect(isHub88SignatureValid(userInfoBody, signature, publicKey)).toBe(true);
    expect(isHub88SignatureValid(userInfoBody.replace('john12345', 'john12346'), signature, publicKey)).toBe(false);
    expect(isHub88SignatureValid(`${userInfoBody} `, signature, publicKey)).toBe(false);
    expect(isHub88SignatureValid(userInfoBody, undefined, publicKey)).toBe(false);
    expect(isHub88SignatureValid(userInfoBody, 'not base64 at all!', publicKey)).toBe(false);
    const other = createRsaKeyPair();
    expect(isHub88SignatureValid(userInfoBody, signHub88Body(userInfoBody, other.privateKey), publicKey)).toBe(false);
    expect(isHub88SignatureValid(userInfoBody, signature, 'not a key')).toBe(false);
  });

  it('signs and checks on the thread pool exactly as on the caller thread', async () => {
    for (const body of ['{"test":"test"}', userInfoBody, '{"name":"สมชาย"}']) {
      expect(await signHub88BodyInBackground(body, privateKey)).toBe(opensslSignature(body));
    }
    const signature = signHub88Body(userInfoBody, privateKey);
    expect(await isHub88SignatureValidInBackground(userInfoBody, signature, publicKey)).toBe(true);
    expect(await isHub88SignatureValidInBackground(`${userInfoBody} `, signature, publicKey)).toBe(false);
    expect(await isHub88SignatureValidInBackground(userInfoBody, undefined, publicKey)).toBe(false);
    expect(await isHub88SignatureValidInBackground(userInfoBody, signature, 'not a key')).toBe(false);
  });
});
