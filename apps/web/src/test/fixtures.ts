import type { UserProfile } from '@app/contract/user';

export const demoMember: UserProfile = {
  uuid: '5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d',
  name: 'สมชาย ใจดี',
  phone: '0812345678',
  level: 1,
  user_pass: { username: 'demo' },
  user_bank: null,
  user_credit: { point: 0, level: 1 },
  user_address: null,
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise whose settlement the test controls, to order concurrent replies. */
export function createDeferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
