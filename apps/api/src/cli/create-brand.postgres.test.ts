import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { followBrandChanges } from '../modules/brands/brand-change-feed';
import { createOperator, createTestBrand, operatorLoginBody } from '../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../test-support/postgres';

const run = promisify(execFile);
const apiFolder = resolve(import.meta.dirname, '../..');
const tsx = resolve(apiFolder, '../../node_modules/tsx/dist/cli.mjs');
/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Generous for a loaded machine: without the notification the server would keep its copy 60 seconds. */
const DEADLINE_MS = 2_000;

/**
 * `npm run brand:create` and `npm run admin:create --brands` against PostgreSQL while a server
 * runs on the same database: the brand answers on its host names at once, without a restart.
 */
describe.skipIf(!testDatabaseUrl)('the brand and operator commands', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: FastifyInstance;
  let stopFollowing: () => Promise<void>;
  let logoFile: string;
  let admin: Awaited<ReturnType<typeof createOperator>>;

  const command = (script: string, args: string[]) =>
    run(process.execPath, [tsx, `src/cli/${script}`, ...args], { cwd: apiFolder, env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' } });
  /** The command's exit code and what it wrote, whether it succeeded or not. */
  const outcome = (script: string, args: string[]) =>
    command(script, args).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  const siteNameOn = async (host: string) => (await app.inject({ method: 'GET', url: '/api/setting', headers: { host } })).json().data.siteName as string;

  beforeAll(async () => {
    database = await createThrowawayPostgres(6);
    // The brand every unknown host gets, as a deployment has one.
    await createTestBrand(database.db, { isDefault: true, siteName: 'แบรนด์หลัก' });
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    const built = await buildApp({ db: database.db, config, serveWeb: false, logger: false });
    app = built.app;
    stopFollowing = await followBrandChanges(database, built.services.brands);
    admin = await createOperator(database.db, 'admin');
    logoFile = join(await mkdtemp(join(tmpdir(), 'brand-logo-')), 'logo.png');
    await writeFile(logoFile, PNG);
  });
  afterAll(async () => {
    await stopFollowing?.();
    await app?.close();
    await database?.drop();
  });

  it('creates a brand that the running server answers on at once, and an operator of that brand only', async () => {
    expect(await siteNameOn('siamwin.example')).toBe('แบรนด์หลัก');
    const created = await outcome('create-brand.ts', [
      ...['--operator', admin.username, '--code', 'siamwin', '--name', 'สยามวิน', '--client-id', 'siam-win'],
      ...['--hostnames', 'siamwin.example,www.siamwin.example', '--colour', '#22aa66', '--logo', logoFile],
      ...['--line1', '@siamwin', '--tiers', 'two-brands', '--bank', '014:1112223334:บจก. สยามวิน'],
    ]);
    expect(created, created.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('Created brand "siamwin"') });
    await expect.poll(() => siteNameOn('siamwin.example'), { timeout: DEADLINE_MS, interval: 20 }).toBe('สยามวิน');
    expect(await siteNameOn('www.siamwin.example')).toBe('สยามวิน');

    const operator = await outcome('create-admin.ts', [
      ...['--username', 'siamwin-finance', '--password', 'finance-password-1', '--role', 'finance', '--brands', 'siamwin'],
      ...['--totp-secret', admin.totpSecret],
    ]);
    expect(operator, operator.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('on the brands siamwin') });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: await operatorLoginBody({ username: 'siamwin-finance', password: 'finance-password-1', totpSecret: admin.totpSecret }, new Date()),
    });
    const listed = await app.inject({ method: 'GET', url: '/api/admin/brands', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(listed.json().data.map((brand: { code: string }) => brand.code)).toEqual(['siamwin']);
  });

  it('refuses a host name another brand has, with the API message, and an operator who is not an admin of all brands', async () => {
    const taken = await outcome('create-brand.ts', [
      ...['--operator', admin.username, '--code', 'copycat', '--name', 'ก๊อปปี้', '--client-id', 'copycat'],
      ...['--hostnames', 'www.siamwin.example', '--colour', '#111111'],
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('hostnames: ชื่อโฮสต์ www.siamwin.example ถูกใช้กับแบรนด์อื่นแล้ว (HOSTNAME_TAKEN)');

    const finance = await createOperator(database.db, 'finance');
    const refused = await outcome('create-brand.ts', [
      ...['--operator', finance.username, '--code', 'another', '--name', 'อีกแบรนด์', '--client-id', 'another'],
      ...['--hostnames', 'another.example', '--colour', '#111111'],
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('(FORBIDDEN)');

    const invalid = await outcome('create-brand.ts', [
      '--operator',
      admin.username,
      '--code',
      'x',
      '--name',
      '',
      '--client-id',
      'x',
      '--hostnames',
      'a.example',
      '--colour',
      'red',
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('siteName: กรุณากรอกชื่อเว็บไซต์');
    expect(invalid.stderr).toContain('accentColor: สีต้องอยู่ในรูปแบบ #RRGGBB');
  });
});
