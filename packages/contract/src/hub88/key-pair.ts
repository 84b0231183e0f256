import { generateKeyPairSync } from 'node:crypto';

export interface RsaKeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * A fresh 2048-bit RSA key pair in PEM (PKCS#8 and SPKI), as Hub88's examples make one with
 * `openssl genrsa -out private.pem 2048` and `openssl rsa -in private.pem -pubout`: the private
 * key signs, the public key is given to the other side.
 */
export function createRsaKeyPair(): RsaKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}
