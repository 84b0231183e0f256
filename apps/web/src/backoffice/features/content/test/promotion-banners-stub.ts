import type { OperatorRole } from '@app/contract/admin';
import type { BrandImagePreview } from '@app/contract/brand-images';
import { updatePromotionBannerRequestSchema, type AdminPromotionBanner } from '@app/contract/promotion-banners';
import { screen } from '@testing-library/react';
import type { StubbedError } from '@/test/deposit-stub';
import { renderAppAt } from '@/test/render-app';
import { adminOperator, financeOperator, storeOperatorForTest, supportOperator } from '@/backoffice/test/console-stub';
import { collectionOf, stubCollections } from '@/backoffice/test/collection-stub';

const OPERATORS = { admin: adminOperator, finance: financeOperator, support: supportOperator };

/** The brand image an upload becomes, and what the console's preview of it answers. */
export const UPLOADED_IMAGE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const UPLOADED_IMAGE_PATH = `/api/media/brand-images/${UPLOADED_IMAGE_ID}`;
export const UPLOADED_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
const UPLOADED_PREVIEW: BrandImagePreview = { id: UPLOADED_IMAGE_ID, contentType: 'image/png', dataUrl: UPLOADED_DATA_URL };

export function createBanner(overrides: Partial<AdminPromotionBanner> = {}): AdminPromotionBanner {
  return {
    id: crypto.randomUUID(),
    title: 'ฝากแรกรับโบนัส 100%',
    imageUrl: 'https://cdn.example/banners/first-deposit.webp',
    link: '/promotion',
    sortOrder: 1,
    startsAt: null,
    endsAt: null,
    isEnabled: true,
    createdAt: '2026-11-21T17:00:00.000Z',
    updatedAt: '2026-11-21T17:00:00.000Z',
    ...overrides,
  };
}

/** The API checks the body, keeps an upload as a brand image, answers times in UTC and keeps what was not sent. */
function asStored(row: AdminPromotionBanner, body: Record<string, unknown>): AdminPromotionBanner {
  const { image, startsAt, endsAt, ...fields } = updatePromotionBannerRequestSchema.parse(body);
  const utc = (value: string | null | undefined, stored: string | null) =>
    value === undefined ? stored : value === null ? null : new Date(value).toISOString();
  return {
    ...row,
    ...fields,
    imageUrl: image ? (image.source === 'upload' ? UPLOADED_IMAGE_PATH : image.url) : row.imageUrl,
    startsAt: utc(startsAt, row.startsAt),
    endsAt: utc(endsAt, row.endsAt),
  };
}

export interface BannersStubOptions {
  banners?: AdminPromotionBanner[];
  refuseBanners?: (method: string) => StubbedError | null;
}

/** Opens the Content screen's banners tab as an operator of the role, over in-memory banners. */
export async function openPromotionBanners(role: OperatorRole, options: BannersStubOptions = {}) {
  storeOperatorForTest(OPERATORS[role]);
  const banners = options.banners ?? [];
  const stub = stubCollections([
    collectionOf<AdminPromotionBanner>({
      name: 'promotion-banners',
      rows: banners,
      create: (body) => asStored(createBanner({ link: null, sortOrder: 0 }), body),
      change: asStored,
      refuse: (method) => options.refuseBanners?.(method) ?? null,
    }),
    // The console's preview of an uploaded picture (GET .../images/{imageId}).
    collectionOf<BrandImagePreview>({ name: 'images', rows: [UPLOADED_PREVIEW], create: () => UPLOADED_PREVIEW }),
  ]);
  const rendered = renderAppAt('/backoffice/content?tab=banners');
  await screen.findByRole('heading', { name: 'ข่าวสารและวิดีโอ', level: 1 });
  return { ...stub, ...rendered, banners };
}
