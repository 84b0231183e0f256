import { createPrivateKey, createPublicKey, createSign, createVerify, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Hub88's request signing, as its Wallet and Games API references state for the X-Hub88-Signature
 * header and its published examples compute it (`openssl dgst -sha256 -sign`): the exact bytes of
 * the body are signed with RSA-SHA256 (PKCS#1 v1.5) by the sender's private key, Base64-encoded,
 * and checked by the receiver against the sender's public key. The operator signs its Games API
 * calls with its own key and checks Hub88's Wallet API calls with Hub88's. Sources are cited in
 * docs/games-providers.md.
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/**
 * Keys read from PEM once: parsing a key costs more than a signature check, and every wallet
 * call checks one and signs one. Keyed by the PEM text, so a changed key is read afresh.
 */
const KEY_CACHE_LIMIT = 1_000;
const readKeys = new Map<string, KeyObject>();

function keyOf(pem: string | KeyObject, read: (pem: string) => KeyObject): KeyObject {
  if (typeof pem !== 'string') return pem;
  let key = readKeys.get(pem);
  if (!key) {
    if (readKeys.size >= KEY_CACHE_LIMIT) readKeys.clear();
    key = read(pem);
    readKeys.set(pem, key);
  }
  return key;
}

/** The X-Hub88-Signature value for `rawBody`, signed with the private key (PEM). */
export function signHub88Body(rawBody: string, privateKeyPem: string | KeyObject): string {
  return createSign('sha256').update(rawBody, 'utf8').sign(keyOf(privateKeyPem, createPrivateKey), 'base64');
}

/** Whether `signature` (the header's Base64 text) was made over exactly `rawBody` by the holder of the public key (PEM). */
export function isHub88SignatureValid(rawBody: string, signature: string | undefined, publicKeyPem: string | KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('sha256').update(rawBody, 'utf8').verify(keyOf(publicKeyPem, createPublicKey), signature, 'base64');
  } catch {
    // A public key that cannot be read verifies nothing.
    return false;
  }
}

/**
 * The same signature made on libuv's thread pool instead of the caller's thread: a server that
 * signs every reply keeps its event loop for requests while the RSA work runs beside it.
 */
export function signHub88BodyInBackground(rawBody: string, privateKeyPem: string | KeyObject): Promise<string> {
  const key = keyOf(privateKeyPem, createPrivateKey);
  return new Promise((resolve, reject) => {
    sign('sha256', Buffer.from(rawBody, 'utf8'), key, (error, signature) => (error ? reject(error) : resolve(signature.toString('base64'))));
  });
}

/** isHub88SignatureValid on libuv's thread pool. */
export function isHub88SignatureValidInBackground(rawBody: string, signature: string | undefined, publicKeyPem: string | KeyObject): Promise<boolean> {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return Promise.resolve(false);
  let key: KeyObject;
  try {
    key = keyOf(publicKeyPem, createPublicKey);
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    verify('sha256', Buffer.from(rawBody, 'utf8'), key, Buffer.from(signature, 'base64'), (error, isValid) => resolve(!error && isValid));
  });
}
