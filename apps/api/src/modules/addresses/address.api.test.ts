import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, givePoints, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ADDRESS = {
  houseNumber: '99/12',
  moo: '4',
  road: 'ถนนมิตรภาพ',
  subdistrict: 'ในเมือง',
  district: 'เมืองขอนแก่น',
  province: 'ขอนแก่น',
  postcode: '40000',
};

describe('delivery address', () => {
  let t: TestApp;
  let brand: Awaited<ReturnType<typeof createHostedBrand>>;
  const password = 'address-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  const member = () => signInMember(t, brand, { password, passwordHash });

  it('is null until saved; a save is read back by GET and by the profile, with the points', async () => {
    const m = await member();
    expect((await m.get('/api/auth/address/mine')).json()).toEqual({ data: null });
    expect((await m.get(`/api/auth/user/${m.member.id}`)).json().data).toMatchObject({ user_address: null, user_credit: { point: 0 } });

    // Surrounding spaces are trimmed before the address is kept.
    const saved = await m.patch('/api/auth/address', { ...ADDRESS, road: `  ${ADDRESS.road} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: ADDRESS });
    expect((await m.get('/api/auth/address/mine')).json()).toEqual({ data: ADDRESS });

    await givePoints(t.database.db, { brandId: brand.id, memberId: m.member.id }, 42);
    expect((await m.get(`/api/auth/user/${m.member.id}`)).json().data).toMatchObject({ user_address: ADDRESS, user_credit: { point: 42 } });

    const replaced = { ...ADDRESS, moo: '', road: '', houseNumber: '7' };
    expect((await m.patch('/api/auth/address', replaced)).statusCode).toBe(200);
    expect((await m.get('/api/auth/address/mine')).json()).toEqual({ data: replaced });
  });

  it("keeps each member's address their own", async () => {
    const first = await member();
    const second = await member();
    await first.patch('/api/auth/address', ADDRESS);
    expect((await second.get('/api/auth/address/mine')).json()).toEqual({ data: null });
  });

  it.each([
    ['postcode', { postcode: '1011' }, 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'],
    ['postcode', { postcode: '00110' }, 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'],
    ['province', { province: 'Bangkok' }, 'กรุณาเลือกจังหวัด'],
    ['province', { province: 'กรุงเทพ' }, 'กรุณาเลือกจังหวัด'],
    ['houseNumber', { houseNumber: 'บ้านเลขที่' }, 'กรุณากรอกบ้านเลขที่ เช่น 99 หรือ 99/12'],
    ['houseNumber', { houseNumber: '' }, 'กรุณากรอกบ้านเลขที่ เช่น 99 หรือ 99/12'],
  ])('refuses a bad %s (%j) with a Thai field error and saves nothing', async (field, change, message) => {
    const m = await member();
    await m.patch('/api/auth/address', ADDRESS);
    const refused = await m.patch('/api/auth/address', { ...ADDRESS, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, field } });
    expect((await m.get('/api/auth/address/mine')).json()).toEqual({ data: ADDRESS });

    const fresh = await member();
    expect((await fresh.patch('/api/auth/address', { ...ADDRESS, ...change })).statusCode).toBe(400);
    expect((await fresh.get('/api/auth/address/mine')).json()).toEqual({ data: null });
  });
});
