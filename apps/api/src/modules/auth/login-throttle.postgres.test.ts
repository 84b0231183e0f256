import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { hashTestPassword } from '../../test-support/test-passwords';

/**
 * Password guesses sent in parallel: each attempt is counted before its password is checked, in
 * one statement, so no more than the limit are ever checked (8 in flight once got 10 to 12
 * passwords checked against a limit of 5).
 */
describe.skipIf(!testDatabaseUrl)('the login lock under parallel guesses, on PostgreSQL', () => {
  const PASSWORD = 'right-password-1';
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let brand: { id: string; code: string };

  beforeAll(async () => {
    database = await createThrowawayPostgres(30);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', LOGIN_FAILURE_LIMIT: '5', LOGIN_IP_FAILURE_LIMIT: '12' });
    ({ app } = await buildApp({ db: database.db, config, serveWeb: false, logger: false }));
    brand = await createTestBrand(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const login = (username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers: { host: `${brand.code}.test` }, remoteAddress });
  const codesOf = (answers: { json(): { error?: { code: string } } }[]) => answers.map((answer) => answer.json().error?.code ?? 'OK').sort();

  it('checks at most 5 passwords of one username, however many guesses are in flight', async () => {
    const { member } = await createFundedMember(database.db, brand.id, { passwordHash: await hashTestPassword(PASSWORD) });
    for (let round = 0; round < 3; round += 1) {
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, index) => login(member.username, `guess-${round}-${index}`, `198.51.100.${round * 10 + index}`)),
      );
      const checked = codesOf(guesses).filter((code) => code === 'LOGIN_INVALID');
      expect(checked.length, `round ${round}`).toBe(round === 0 ? 5 : 0);
    }
    // Locked: even the right password is not checked.
    expect(codesOf([await login(member.username, PASSWORD, '198.51.100.99')])).toEqual(['LOGIN_LOCKED']);
  });

  it('checks at most 12 passwords from one address across usernames', async () => {
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, index) => login(`nobody-${index}`, 'wrong-password-1', '203.0.113.7')));
    expect(codesOf(guesses).filter((code) => code === 'LOGIN_INVALID')).toHaveLength(12);
  });

  it('gives a right password its attempt back, so members signing in from one address never lock it', async () => {
    const shared = '192.0.2.44';
    const members = await Promise.all(
      Array.from({ length: 16 }, async () => (await createFundedMember(database.db, brand.id, { passwordHash: await hashTestPassword(PASSWORD) })).member),
    );
    // 16 sign-ins against a limit of 12, four at a time: each gives its attempt back when it succeeds.
    for (let batch = 0; batch < 4; batch += 1) {
      const signIns = await Promise.all(members.slice(batch * 4, batch * 4 + 4).map((member) => login(member.username, PASSWORD, shared)));
      expect(codesOf(signIns)).toEqual(Array(4).fill('OK'));
    }
    expect(codesOf([await login('nobody-at-home', 'wrong-password-1', shared)])).toEqual(['LOGIN_INVALID']);
  });
});
