import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { insertOperator } from '../modules/admin/operators.repo';
import { countBrands } from '../modules/brands/brands.repo';
import { createBrand } from '../modules/brands/brands.service';
import { insertMember } from '../modules/members/members.repo';
import { seedDemoBrand } from '../seed/demo-brand';
import { seedLayoutVariants } from '../seed/demo-seed';
import { testBonusSettings } from './fixtures';
import { hashTestPassword } from './test-passwords';

/**
 * Prepares the database of a browser-journey run, before its server starts
 * (apps/web/e2e/start-server.sh): one demo brand per spec file on a host name of its own, each
 * with the demo member, the twin member, the spec's operators (admins) and a support operator of
 * that brand only. Specs then run in parallel and never see what another changed, so none has to
 * put anything back.
 *
 * Host names no spec claims get a brand named UNCLAIMED_SITE_NAME: the journeys' fixture refuses
 * to run on it, so a spec whose brand is missing fails at once instead of borrowing another's.
 *
 * The journeys come from Playwright's configuration (apps/web/e2e/support/journeys.ts) in
 * E2E_JOURNEYS, as JSON; the logins in the other E2E_* variables.
 */
const UNCLAIMED_SITE_NAME = 'ไม่มีแบรนด์สำหรับโฮสต์นี้';

const environmentSchema = z.object({
  E2E_JOURNEYS: z.string().transform((text, context) => {
    const parsed = z
      .array(z.object({ code: z.string().min(1), host: z.string().min(1), operators: z.array(z.string().min(1)), supportOperator: z.string().min(1) }))
      .safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.message });
    return z.NEVER;
  }),
  E2E_DEMO_USERNAME: z.string().min(1),
  E2E_DEMO_PASSWORD: z.string().min(8),
  E2E_TWIN_USERNAME: z.string().min(1),
  E2E_TWIN_PASSWORD: z.string().min(8),
  E2E_OPERATOR_PASSWORD: z.string().min(8),
  E2E_OPERATOR_TOTP_SECRET: z.string().min(16),
});

async function main(): Promise<void> {
  const environment = environmentSchema.parse(process.env);
  const database = await openDatabase(loadConfig());
  try {
    if ((await countBrands(database.db)) > 0) throw new Error('the database already has brands: a journey run starts from an empty one');
    const { db } = database;
    await seedLayoutVariants(db);
    await createBrand(db, {
      code: 'unclaimed',
      siteName: UNCLAIMED_SITE_NAME,
      clientId: 'unclaimed',
      imageBaseUrl: '/brand-assets/demo/',
      bonus: testBonusSettings,
      isDefault: true,
      hostnames: [],
      configurations: {},
    });
    const now = new Date();
    const operatorPasswordHash = await hashTestPassword(environment.E2E_OPERATOR_PASSWORD);
    for (const journey of environment.E2E_JOURNEYS) {
      const member = { username: environment.E2E_DEMO_USERNAME, password: environment.E2E_DEMO_PASSWORD };
      const { brandId } = await seedDemoBrand(db, {
        code: journey.code,
        hostnames: [journey.host],
        isDefault: false,
        member,
        hashPassword: hashTestPassword,
        now,
      });
      // The twin's KBANK account ends like the demo member's (…4567890): a statement line showing
      // only those digits cannot be pinned on one of them, so the slip journey has a transfer
      // that waits for its sender's slip.
      await insertMember(db, {
        createdAt: now,
        brandId,
        username: environment.E2E_TWIN_USERNAME,
        passwordHash: await hashTestPassword(environment.E2E_TWIN_PASSWORD),
        name: 'สมหญิง ใจดี',
        phone: '0800000000',
        bank: { bankCode: '004', accountNumber: '9994567890', bankName: 'ธนาคารกสิกรไทย' },
      });
      for (const username of journey.operators) {
        await insertOperator(db, { username, passwordHash: operatorPasswordHash, role: 'admin', totpSecret: environment.E2E_OPERATOR_TOTP_SECRET });
      }
      await insertOperator(db, {
        username: journey.supportOperator,
        passwordHash: operatorPasswordHash,
        role: 'support',
        totpSecret: environment.E2E_OPERATOR_TOTP_SECRET,
        brandIds: [brandId],
      });
    }
    process.stdout.write(`Seeded ${environment.E2E_JOURNEYS.length} journey brands.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-journey-brands failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
