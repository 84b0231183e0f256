import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createOperator, operatorLoginBody } from '../../test-support/fixtures';
import { insertOperator } from '../admin/operators.repo';
import { drawPrize } from '../prize-draws/prize-draws.service';
import type { LoyaltyAction } from './loyalty-action';
import { changePrizeOption, getAdminPrizeBoard } from './prizes-admin.service';

const NOON_21_NOVEMBER = new Date('2026-11-21T05:00:00Z');

describe.skipIf(!testDatabaseUrl)('operator prize changes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let action: LoyaltyAction;

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
    const operator = await insertOperator(database.db, { username: `admin-${randomUUID().slice(0, 8)}`, passwordHash: 'x', role: 'admin', totpSecret: 'x' });
    action = {
      db: database.db,
      operator: { operatorId: operator.id, username: operator.username, role: 'admin', sessionId: randomUUID() },
      ipAddress: '127.0.0.1',
      now: NOON_21_NOVEMBER,
    };
  });
  afterAll(() => database?.drop());

  it('keeps one drawable option when every option of the wheel is deactivated at once, while members spin', async () => {
    const brand = await createTestBrand(database.db);
    const board = await getAdminPrizeBoard(database.db, brand.id, 'wheel');
    const spinners = await Promise.all(Array.from({ length: 8 }, () => createFundedMember(database.db, brand.id, { passwordHash: 'x' })));

    const results = await Promise.allSettled([
      ...board.options.map((option) => changePrizeOption(action, brand.id, option.id, { isActive: false })),
      ...spinners.map(({ member }) => drawPrize(database.db, { brandId: brand.id, memberId: member.id }, { game: 'wheel', now: NOON_21_NOVEMBER })),
    ]);
    const changes = results.slice(0, board.options.length);
    const spins = results.slice(board.options.length);
    expect(changes.filter((result) => result.status === 'fulfilled')).toHaveLength(board.options.length - 1);
    expect(changes.filter((result) => result.status === 'rejected').map((result) => result.reason.code)).toEqual(['PRIZE_OPTIONS_NONE_ACTIVE']);
    // The operators' row locks (NO KEY UPDATE) leave members' draws, which only reference the rows, to go on.
    expect(spins.every((result) => result.status === 'fulfilled')).toBe(true);

    const after = await getAdminPrizeBoard(database.db, brand.id, 'wheel');
    const active = after.options.filter((option) => option.isActive);
    expect(active).toHaveLength(1);
    expect(active[0]?.probability).toBe(1);
  });
});

describe.skipIf(!testDatabaseUrl)('operators adding prizes at the same moment, through the API on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];

  beforeAll(async () => {
    database = await createThrowawayPostgres(20);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    ({ app } = await buildApp({ db: database.db, config, clock: () => NOON_21_NOVEMBER, serveWeb: false, logger: false }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers a place taken by a concurrent addition with 409 CONFLICT, never a 500', async () => {
    const brand = await createTestBrand(database.db);
    const operator = await createOperator(database.db, 'admin');
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(operator, NOON_21_NOVEMBER) });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const option = { game: 'wheel', label: 'เครดิต 7 บาท', colour: '#00aa00', reward: { kind: 'credit', amountSatang: 7_00 }, weight: 25 };

    // Each goes last: the additions that read the board together pick the same place.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.inject({ method: 'POST', url: `/api/admin/brands/${brand.id}/prizes`, payload: option, headers })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.code).toBe('CONFLICT');
    }
    const board = await getAdminPrizeBoard(database.db, brand.id, 'wheel');
    expect(new Set(board.options.map((added) => added.sortOrder)).size).toBe(board.options.length);
  });
});
