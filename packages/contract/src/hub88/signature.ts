import { createSign, createVerify } from 'node:crypto';

/**
 * Hub88's request signing, as its Wallet and Games API references state for the X-Hub88-Signature
 * header and its published examples compute it (`openssl dgst -sha256 -sign`): the exact bytes of
 * the body are signed with RSA-SHA256 (PKCS#1 v1.5) by the sender's private key, Base64-encoded,
 * and checked by the receiver against the sender's public key. The operator signs its Games API
 * calls with its own key and checks Hub88's Wallet API calls with Hub88's. Sources are cited in
 * docs/games-providers.md.
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/** The X-Hub88-Signature value for `rawBody`, signed with `privateKeyPem`. */
export function signHub88Body(rawBody: string, privateKeyPem: string): string {
  return createSign('sha256').update(rawBody, 'utf8').sign(privateKeyPem, 'base64');
}

/** Whether `signature` (the header's Base64 text) was made over exactly `rawBody` by the holder of `publicKeyPem`. */
export function isHub88SignatureValid(rawBody: string, signature: string | undefined, publicKeyPem: string): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('sha256').update(rawBody, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    // A public key that cannot be read verifies nothing.
    return false;
  }
}
