import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { slipPayload } from '../../test-support/slip-images';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { findMemberBalance } from '../ledger/ledger.repo';
import { findMemberBank } from '../members/members.repo';
import { confirmSlip, verifySlip } from './slip.service';
import type { SlipVerifier } from './slip-verifier';

/** A commercial verifier's answer, as the HTTP adapter would give it, for the receiver checks. */
function verifierAnswering(receiverAccount: string | null, senderAccount = 'xxx-x-x1234-x'): SlipVerifier {
  return {
    async findTransfer() {
      return {
        amountSatang: 700_00,
        transferredAt: new Date('2026-11-21T04:30:00Z'),
        senderAccount,
        receiverAccount,
        receiverBankCode: '004',
        isInBrandStatement: false,
      };
    },
  };
}

const masked = (accountNumber: string) => `xxx-x-x${accountNumber.slice(-4)}-x`.replace(/-x$/, '');

describe('slips verified by a slip-verify service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a slip that paid an account that is not the brand's", async () => {
    const brand = await t.services.brands.resolveHostname('localhost');
    const { member } = await createFundedMember(t.database.db, brand.id, { passwordHash: 'x' });
    const context = { memberId: member.id, brandId: brand.id, username: member.username, sessionId: 'test' };
    const input = { qrPayload: slipPayload('004', '20261121OTHER00001') };
    for (const receiver of ['xxx-x-x9999-x', null, 'xxx-x-x-x']) {
      await expect(verifySlip({ db: t.database.db, verifier: verifierAnswering(receiver) }, brand, context, input, t.clock.now())).rejects.toMatchObject({
        code: 'SLIP_WRONG_RECEIVER',
      });
    }
  });

  it("credits a slip whose masked receiver shows the brand's account digits", async () => {
    const brand = await t.services.brands.resolveHostname('localhost');
    const { member } = await createFundedMember(t.database.db, brand.id, { passwordHash: 'x' });
    const context = { memberId: member.id, brandId: brand.id, username: member.username, sessionId: 'test' };
    const bank = await findMemberBank(t.database.db, member.id);
    // The demo brand receives on KBANK 028-1-23456-7; the member sends from their own account.
    const deps = { db: t.database.db, verifier: verifierAnswering('xxx-x-x3456-x', masked(bank?.accountNumber ?? '')) };
    const result = await confirmSlip(deps, brand, context, { qrPayload: slipPayload('004', '20261121MINE00001') }, t.clock.now());
    expect(result.amountSatang).toBe(700_00);
    expect(await findMemberBalance(t.database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' })).toBe(700_00);
  });

  it('refuses a slip sent from an account that is not the member own', async () => {
    const brand = await t.services.brands.resolveHostname('localhost');
    const { member } = await createFundedMember(t.database.db, brand.id, { passwordHash: 'x' });
    const context = { memberId: member.id, brandId: brand.id, username: member.username, sessionId: 'test' };
    const input = { qrPayload: slipPayload('004', '20261121STRANGER01') };
    const stranger = verifierAnswering('xxx-x-x3456-x', 'xxx-x-x0000-x');
    await expect(confirmSlip({ db: t.database.db, verifier: stranger }, brand, context, input, t.clock.now())).rejects.toMatchObject({
      code: 'SLIP_SENDER_MISMATCH',
    });
    const otherBank = { qrPayload: slipPayload('014', '20261121STRANGER02') };
    await expect(
      verifySlip({ db: t.database.db, verifier: verifierAnswering('xxx-x-x3456-x') }, brand, context, otherBank, t.clock.now()),
    ).rejects.toMatchObject({ code: 'SLIP_SENDER_MISMATCH' });
    expect(await findMemberBalance(t.database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' })).toBe(0);
  });
});
