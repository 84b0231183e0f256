import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import type { NotificationHandlers } from '../../db/notification-listener';
import { createTestBrand } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { BrandDirectory } from './brand-directory';
import { followBrandChanges } from './brand-change-feed';

/** The status the site answers on `host` right now. */
async function websiteStatusOn(t: TestApp, host: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/setting/operational/website', headers: { host } });
  return response.json<{ data: { websiteStatus: string } }>().data.websiteStatus;
}

describe('the brand directory follows changes written straight to the database (embedded)', () => {
  let t: TestApp;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    stop = await followBrandChanges(t.database, t.services.brands);
  });
  afterAll(async () => {
    await stop();
    await t.close();
  });

  it('drops its copy when a statement no service told it about changes a brand', async () => {
    const brand = await createTestBrand(t.database.db);
    const host = `${brand.code}.test`;
    expect(await websiteStatusOn(t, host)).toBe('NORMAL');
    // As a command, a script or another process would: nothing calls invalidate().
    await t.database.db.update(brands).set({ websiteStatus: 'MA' }).where(eq(brands.id, brand.id));
    await expect.poll(() => websiteStatusOn(t, host), { timeout: 1_000 }).toBe('MA');
  });
});

describe('following brand changes, when the connection comes and goes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A feed whose connection the test drives: it hands back the handlers it was given. */
  async function followByHand(directory: BrandDirectory): Promise<NotificationHandlers> {
    let given: NotificationHandlers | undefined;
    await followBrandChanges({ listen: (_channel, handlers) => ((given = handlers), Promise.resolve(() => Promise.resolve())) }, directory);
    if (!given) throw new Error('followBrandChanges did not listen');
    return given;
  }

  it('forgets what it knew when it listens again, since changes made meanwhile were not heard', async () => {
    const directory = new BrandDirectory(t.database.db);
    const handlers = await followByHand(directory);
    handlers.onListening();
    const brand = await createTestBrand(t.database.db);
    expect((await directory.findById(brand.id))?.websiteStatus).toBe('NORMAL');

    handlers.onLost();
    await t.database.db.update(brands).set({ websiteStatus: 'MA' }).where(eq(brands.id, brand.id));
    // Lost: nothing was heard, and the copy is still the one loaded before.
    expect((await directory.findById(brand.id))?.websiteStatus).toBe('NORMAL');
    handlers.onListening();
    expect((await directory.findById(brand.id))?.websiteStatus).toBe('MA');
  });

  it('forgets what it knew on each notification', async () => {
    const directory = new BrandDirectory(t.database.db);
    const handlers = await followByHand(directory);
    handlers.onListening();
    const brand = await createTestBrand(t.database.db);
    expect(await directory.hostnamesOf(brand.id)).toEqual([`${brand.code}.test`]);
    await t.database.db.update(brands).set({ siteName: 'ชื่อใหม่' }).where(eq(brands.id, brand.id));
    expect((await directory.findById(brand.id))?.siteName).not.toBe('ชื่อใหม่');
    handlers.onNotify('brands');
    expect((await directory.findById(brand.id))?.siteName).toBe('ชื่อใหม่');
  });
});
