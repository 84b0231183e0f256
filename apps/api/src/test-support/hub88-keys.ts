import { generateKeyPairSync } from 'node:crypto';

export interface RsaKeyPair {
  privateKey: string;
  publicKey: string;
}

/** A fresh 2048-bit RSA pair in PEM, as `openssl genrsa` and `openssl rsa -pubout` would give. */
export function rsaKeyPair(): RsaKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}
