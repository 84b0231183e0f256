import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRewardCategory, AdminRewardItem } from '@app/contract/admin-loyalty';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, givePoints, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { operatorClient, refusal, type OperatorRole } from './loyalty-test-helpers';

const PASSWORD = 'member-password-1';

describe('operator reward catalogue', () => {
  let t: TestApp;
  let operators: Awaited<ReturnType<typeof operatorClient>>;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    operators = await operatorClient(t);
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  async function createCategory(brandId: string, payload: Record<string, unknown> = { name: 'เครดิตฟรี' }, role: OperatorRole = 'support') {
    const response = await operators.send(role, 'POST', brandId, '/reward-categories', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminRewardCategory }>().data;
  }
  async function createItem(brandId: string, payload: Record<string, unknown>, role: OperatorRole = 'support') {
    const response = await operators.send(role, 'POST', brandId, '/reward-items', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminRewardItem }>().data;
  }
  const creditItem = (categoryId: string) => ({ categoryId, name: 'เครดิตฟรี 50 บาท', kind: 'credit', costPoints: 100, creditSatang: 50_00 });
  const itemsOf = async (brandId: string, query = '') =>
    (await operators.get('finance', brandId, `/reward-items${query}`)).json<{ data: AdminRewardItem[] }>().data;
  const categoriesOf = async (brandId: string) => (await operators.get('finance', brandId, '/reward-categories')).json<{ data: AdminRewardCategory[] }>().data;

  it('lets support create a category and items that members see and redeem, each with an audit entry', async () => {
    const brand = await createHostedBrand(t);
    const category = await createCategory(brand.id, { name: 'เครดิตฟรี', imagePath: 'rewards/credit.png', sortOrder: 2 });
    expect(category).toMatchObject({ name: 'เครดิตฟรี', imagePath: 'rewards/credit.png', sortOrder: 2, itemCount: 0 });
    const credit = await createItem(brand.id, { ...creditItem(category.id), stockLeft: 3 });
    expect(credit).toEqual({
      id: credit.id,
      categoryId: category.id,
      name: 'เครดิตฟรี 50 บาท',
      description: '',
      imagePath: '',
      kind: 'credit',
      costPoints: 100,
      creditSatang: 50_00,
      stockLeft: 3,
      isActive: true,
      sortOrder: 0,
    });
    const shirt = await createItem(
      brand.id,
      { categoryId: category.id, name: 'เสื้อยืด', description: 'ไซซ์ L', kind: 'physical', costPoints: 300, sortOrder: 1 },
      'admin',
    );
    expect(shirt).toMatchObject({ kind: 'physical', creditSatang: null, stockLeft: null });

    expect(await categoriesOf(brand.id)).toEqual([{ ...category, itemCount: 2 }]);
    expect((await itemsOf(brand.id)).map((item) => item.id)).toEqual([credit.id, shirt.id]);
    expect(await operators.auditOf(category.id)).toEqual([
      expect.objectContaining({
        action: 'reward_category.create',
        before: null,
        after: { id: category.id, name: 'เครดิตฟรี', imagePath: 'rewards/credit.png', sortOrder: 2 },
      }),
    ]);
    expect(await operators.auditOf(credit.id)).toEqual([
      expect.objectContaining({ action: 'reward_item.create', targetType: 'reward_item', before: null, after: credit }),
    ]);

    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    await givePoints(t.database.db, { brandId: brand.id, memberId: m.member.id }, 100);
    const catalogue = (await m.post('/api/auth/reward')).json().data;
    expect(catalogue.items.map((item: { id: string }) => item.id)).toEqual([credit.id, shirt.id]);
    const redeemed = await m.post('/api/auth/reward/request', { itemId: credit.id, idempotencyKey: randomUUID() });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await itemsOf(brand.id))[0]).toMatchObject({ id: credit.id, stockLeft: 2 });
  });

  it('changes only the fields named, audited before and after; a deactivated item leaves the member catalogue', async () => {
    const brand = await createHostedBrand(t);
    const category = await createCategory(brand.id);
    const item = await createItem(brand.id, creditItem(category.id));
    const response = await operators.send('support', 'PATCH', brand.id, `/reward-items/${item.id}`, {
      costPoints: 150,
      stockLeft: 10,
      isActive: false,
      imagePath: 'https://cdn.example/50.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = { ...item, costPoints: 150, stockLeft: 10, isActive: false, imagePath: 'https://cdn.example/50.png' };
    expect(response.json().data).toEqual(after);
    expect(await operators.auditOf(item.id)).toEqual([
      expect.objectContaining({ action: 'reward_item.update', before: item, after }),
      expect.objectContaining({ action: 'reward_item.create' }),
    ]);

    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    expect((await m.post('/api/auth/reward')).json().data.items).toEqual([]);

    const renamed = await operators.send('support', 'PATCH', brand.id, `/reward-categories/${category.id}`, { name: 'เครดิต', sortOrder: 5 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toEqual({ ...category, name: 'เครดิต', sortOrder: 5, itemCount: 1 });
    expect((await operators.auditOf(category.id))[0]).toMatchObject({
      action: 'reward_category.update',
      before: { name: 'เครดิตฟรี', sortOrder: 0 },
      after: { name: 'เครดิต', sortOrder: 5 },
    });

    // Saving the same values again writes nothing.
    expect((await operators.send('support', 'PATCH', brand.id, `/reward-items/${item.id}`, { costPoints: 150 })).statusCode).toBe(200);
    expect((await operators.send('support', 'PATCH', brand.id, `/reward-categories/${category.id}`, { name: 'เครดิต' })).statusCode).toBe(200);
    expect(await operators.auditOf(item.id)).toHaveLength(2);
    expect(await operators.auditOf(category.id)).toHaveLength(2);
  });

  it('turns a credit item into a physical one only without its credit, and moves items between its own categories', async () => {
    const brand = await createHostedBrand(t);
    const category = await createCategory(brand.id);
    const gifts = await createCategory(brand.id, { name: 'ของรางวัล' });
    const item = await createItem(brand.id, creditItem(category.id));
    expect(refusal(await operators.send('support', 'PATCH', brand.id, `/reward-items/${item.id}`, { kind: 'physical' }))).toMatchObject({
      status: 400,
      field: 'creditSatang',
    });
    expect(refusal(await operators.send('support', 'PATCH', brand.id, `/reward-items/${item.id}`, { creditSatang: null }))).toMatchObject({
      status: 400,
      field: 'creditSatang',
    });
    const changed = await operators.send('support', 'PATCH', brand.id, `/reward-items/${item.id}`, {
      kind: 'physical',
      creditSatang: null,
      categoryId: gifts.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ kind: 'physical', creditSatang: null, categoryId: gifts.id });
    expect(await itemsOf(brand.id, `?categoryId=${category.id}`)).toEqual([]);
    expect((await itemsOf(brand.id, `?categoryId=${gifts.id}`)).map((row) => row.id)).toEqual([item.id]);
  });

  it("never puts an item in another brand's category, nor reaches another brand's rows", async () => {
    const brand = await createHostedBrand(t);
    const otherBrand = await createHostedBrand(t);
    const mine = await createCategory(brand.id);
    const theirs = await createCategory(otherBrand.id, { name: 'ของเขา' });
    const theirItem = await createItem(otherBrand.id, creditItem(theirs.id));

    expect(refusal(await operators.send('support', 'POST', brand.id, '/reward-items', creditItem(theirs.id)))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'categoryId',
    });
    const item = await createItem(brand.id, creditItem(mine.id));
    expect(refusal(await operators.send('support', 'PATCH', brand.id, `/reward-items/${item.id}`, { categoryId: theirs.id }))).toMatchObject({
      status: 400,
      field: 'categoryId',
    });
    expect(refusal(await operators.send('support', 'PATCH', brand.id, `/reward-items/${theirItem.id}`, { costPoints: 1 }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refusal(await operators.send('support', 'PATCH', brand.id, `/reward-categories/${theirs.id}`, { name: 'ของฉัน' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });

    expect((await categoriesOf(brand.id)).map((category) => category.id)).toEqual([mine.id]);
    expect((await itemsOf(brand.id)).map((row) => row.id)).toEqual([item.id]);
    expect(await itemsOf(brand.id, `?categoryId=${theirs.id}`)).toEqual([]);
    expect(await categoriesOf(otherBrand.id)).toEqual([{ ...theirs, itemCount: 1 }]);
    expect(await itemsOf(otherBrand.id)).toEqual([theirItem]);
    expect(refusal(await operators.get('finance', randomUUID(), '/reward-items'))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
    expect(refusal(await operators.send('support', 'POST', randomUUID(), '/reward-categories', { name: 'x' }))).toMatchObject({
      status: 404,
      code: 'BRAND_NOT_FOUND',
    });
  });

  it('is read by finance but changed by support and admins only', async () => {
    const brand = await createHostedBrand(t);
    const category = await createCategory(brand.id);
    const item = await createItem(brand.id, creditItem(category.id));
    expect((await operators.get('finance', brand.id, '/reward-categories')).statusCode).toBe(200);
    expect((await operators.get('support', brand.id, '/reward-items')).statusCode).toBe(200);
    expect(refusal(await operators.send('finance', 'POST', brand.id, '/reward-categories', { name: 'x' }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refusal(await operators.send('finance', 'PATCH', brand.id, `/reward-categories/${category.id}`, { name: 'x' }))).toMatchObject({ status: 403 });
    expect(refusal(await operators.send('finance', 'POST', brand.id, '/reward-items', creditItem(category.id)))).toMatchObject({ status: 403 });
    expect(refusal(await operators.send('finance', 'PATCH', brand.id, `/reward-items/${item.id}`, { costPoints: 1 }))).toMatchObject({ status: 403 });
    expect(await itemsOf(brand.id)).toEqual([item]);
  });

  it.each([
    ['name', { name: '' }],
    ['costPoints', { costPoints: 0 }],
    ['costPoints', { costPoints: 2.5 }],
    ['creditSatang', { creditSatang: 0 }],
    ['creditSatang', { creditSatang: 100_000_01 }],
    ['creditSatang', { kind: 'physical' }],
    ['creditSatang', { creditSatang: undefined }],
    ['stockLeft', { stockLeft: -1 }],
    ['kind', { kind: 'voucher' }],
    ['imagePath', { imagePath: '//evil.example/x.png' }],
    ['sortOrder', { sortOrder: 10_000 }],
  ])('refuses a new item with a bad %s (%j)', async (field, change) => {
    const brand = await createHostedBrand(t);
    const category = await createCategory(brand.id);
    expect(refusal(await operators.send('support', 'POST', brand.id, '/reward-items', { ...creditItem(category.id), ...change }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field,
    });
    expect(await itemsOf(brand.id)).toEqual([]);
  });

  it('refuses a bad category', async () => {
    const brand = await createHostedBrand(t);
    expect(refusal(await operators.send('support', 'POST', brand.id, '/reward-categories', { name: ' ' }))).toMatchObject({ status: 400, field: 'name' });
    expect(
      refusal(await operators.send('support', 'POST', brand.id, '/reward-categories', { name: 'x', imagePath: 'data:image/png;base64,AAAA' })),
    ).toMatchObject({ status: 400, field: 'imagePath' });
    const category = await createCategory(brand.id);
    expect(refusal(await operators.send('support', 'PATCH', brand.id, `/reward-categories/${category.id}`, { sortOrder: -1 }))).toMatchObject({
      status: 400,
      field: 'sortOrder',
    });
    expect(await categoriesOf(brand.id)).toEqual([category]);
  });
});
