import type { UserProfile } from '@app/contract/user';
import type { Withdrawal } from '@app/contract/withdrawals';

export const demoMember: UserProfile = {
  uuid: '5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d',
  name: 'สมชาย ใจดี',
  phone: '0812345678',
  level: 1,
  user_pass: { username: 'demo' },
  user_bank: { uuid: '0c4a6b1e-3f2d-4b8a-9c7e-1d2e3f4a5b6c', bankCode: '004', bankId: '1234567890', bankName: 'ธนาคารกสิกรไทย' },
  user_credit: { point: 0, level: 1 },
  user_address: null,
};

/** A withdrawal as the API lists it; 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
export function createWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    uuid: crypto.randomUUID(),
    amountSatang: 100_50,
    status: 'pending',
    bankCode: '004',
    bankAccountNumber: '1234567890',
    createdAt: '2026-11-21T17:30:00.000Z',
    decidedAt: null,
    rejectReason: null,
    ...overrides,
  };
}

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
