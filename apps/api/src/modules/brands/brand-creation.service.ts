import type { BrandSettings, NewBrandSettings } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { isUniqueViolation, runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SignedInOperator } from '../admin/operator-auth.service';
import { getBrandSettings } from '../admin-settings/brand-settings.service';
import { appendAudit } from '../audit/audit.repo';
import { readBrandImage, type BrandImageFile } from '../brand-images/brand-image-bytes';
import { storeBrandImage } from '../brand-images/brand-images.service';
import { addReceivingAccount } from '../deposits/receiving-accounts.service';
import type { BrandDirectory } from './brand-directory';
import { findBrandByCode, findTakenHostnames, upsertConfiguration } from './brands.repo';
import { createBrand, DEFAULT_BRAND_IMAGES, DEFAULT_IMAGE_BASE_URL, NO_DEPOSIT_BONUS } from './brands.service';

/** Who creates the brand: an admin for all brands, in the console or with `npm run brand:create`. */
export interface BrandCreation {
  db: Database;
  brands: BrandDirectory;
  operator: Pick<SignedInOperator, 'operatorId' | 'role' | 'brandIds'>;
  /** Null for the command line. */
  ipAddress: string | null;
  now: Date;
}

function hostnamesTaken(hostnames: string[]): AppError {
  return new AppError('HOSTNAME_TAKEN', { field: 'hostnames', message: `ชื่อโฮสต์ ${hostnames.join(', ')} ถูกใช้กับแบรนด์อื่นแล้ว` });
}

/** The code or a host name another brand already has, or undefined. */
async function findClash(db: Database, code: string, hostnames: string[]): Promise<AppError | undefined> {
  if (await findBrandByCode(db, code)) return new AppError('BRAND_CODE_TAKEN', { field: 'code' });
  const taken = await findTakenHostnames(db, hostnames);
  return taken.length > 0 ? hostnamesTaken(taken) : undefined;
}

/**
 * Creates a brand whole, or nothing: its row and host names, images (the logo kept like an
 * uploaded one), tier table of the chosen preset, game categories and house games, rewards,
 * receiving account and the audit entry commit together. It answers on its host names at once on
 * every instance (the brand tables notify them). Only an admin for all brands may; a code or host
 * name another brand has is refused, also when two admins race for it (the UNIQUE keys decide).
 */
export async function createBrandByOperator(creation: BrandCreation, request: NewBrandSettings): Promise<BrandSettings> {
  if (creation.operator.role !== 'admin' || creation.operator.brandIds !== null) throw new AppError('FORBIDDEN');
  // Read before anything is written: a refused image changes nothing.
  const logo = request.logo === undefined ? undefined : await readBrandImage(request.logo);
  const hostnames = [...new Set(request.hostnames)].sort();
  let brandId: string;
  try {
    brandId = await runInTransaction(creation.db, async (tx) => {
      const clash = await findClash(tx, request.code, hostnames);
      if (clash) throw clash;
      const row = await createBrand(
        tx,
        {
          code: request.code,
          siteName: request.siteName,
          clientId: request.clientId,
          imageBaseUrl: DEFAULT_IMAGE_BASE_URL,
          accentColor: request.accentColor,
          line1Id: request.line1Id,
          line2Id: request.line2Id,
          bonus: NO_DEPOSIT_BONUS,
          hostnames,
          configurations: DEFAULT_BRAND_IMAGES,
        },
        { tierPreset: request.tierPreset },
      );
      const logoImageId = logo ? await keepLogo(tx, row.id, logo, creation.operator.operatorId) : null;
      if (request.receivingAccount) await addReceivingAccount(tx, row.id, request.receivingAccount);
      const { logo: _logo, ...settings } = request;
      await appendAudit(tx, {
        operatorId: creation.operator.operatorId,
        brandId: row.id,
        action: 'brand.create',
        targetType: 'brand',
        targetId: row.id,
        before: null,
        after: { ...settings, hostnames, logoImageId },
        ipAddress: creation.ipAddress,
      });
      return row.id;
    });
  } catch (error) {
    // Another admin took the code or a host name between the check and the insert.
    if (isUniqueViolation(error)) throw (await findClash(creation.db, request.code, hostnames)) ?? error;
    throw error;
  }
  creation.brands.invalidate();
  return getBrandSettings(creation.db, brandId, creation.now);
}

async function keepLogo(tx: Database, brandId: string, file: BrandImageFile, operatorId: string): Promise<string> {
  const stored = await storeBrandImage(tx, { brandId, file, operatorId });
  await upsertConfiguration(tx, brandId, 'home.normal.logo', stored.path);
  return stored.imageId;
}
