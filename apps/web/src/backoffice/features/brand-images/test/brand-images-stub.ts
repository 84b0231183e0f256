import type { ConfigurationKey } from '@app/contract/settings';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { jsonResponse } from '@/test/fixtures';

export const BRAND_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const UPLOADED_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const stubBrand = { id: BRAND_ID, code: 'demo', siteName: 'เว็บทดสอบ', hostnames: ['localhost'], websiteStatus: 'NORMAL' };
export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface BrandImagesStubOptions {
  paths?: Partial<Record<ConfigurationKey, string>>;
  /** Makes the configuration read fail with this error (once, when `isRefusedOnce`). */
  loadRefusal?: StubbedError;
  isRefusedOnce?: boolean;
  /** Answers every write (upload or address) with this error. */
  writeRefusal?: StubbedError;
}

/** The operator API of the brand images panel, answering as the server does: a write changes the path. */
export function stubBrandImagesApi(options: BrandImagesStubOptions = {}) {
  const fetchMock = stubApi();
  const requests: SentRequest[] = [];
  const paths = new Map(Object.entries(options.paths ?? {}));
  let loadRefusal = options.loadRefusal;
  const base = `/api/admin/brands/${BRAND_ID}`;

  answerExtraRoutes(fetchMock, (rawUrl, init) => {
    if (!rawUrl.startsWith('/api/admin/')) return null;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: rawUrl, body });
    if (rawUrl === '/api/admin/brands') return jsonResponse(200, { data: [stubBrand] });
    if (rawUrl === `${base}/configuration` && method === 'GET') {
      if (loadRefusal) {
        const refusal = loadRefusal;
        if (options.isRefusedOnce) loadRefusal = undefined;
        return errorResponse(refusal);
      }
      return jsonResponse(200, { data: [...paths].map(([key, path]) => ({ key, value: { data: { path } } })), imageBaseUrl: '/brand-assets/demo/' });
    }
    if (rawUrl === `${base}/images/${UPLOADED_ID}`) return jsonResponse(200, { data: { id: UPLOADED_ID, contentType: 'image/png', dataUrl: PNG_DATA_URL } });
    const write = /\/configuration\/([^/]+)(\/image)?$/.exec(rawUrl);
    if (write && (method === 'PUT' || method === 'POST')) {
      if (options.writeRefusal) return errorResponse(options.writeRefusal);
      const key = write[1] ?? '';
      const path = method === 'POST' ? `/api/media/brand-images/${UPLOADED_ID}` : String((body as { path: string }).path);
      paths.set(key, path);
      return jsonResponse(200, { data: { key, value: { data: { path } }, ...(method === 'POST' ? { imageId: UPLOADED_ID } : {}) } });
    }
    return null;
  });
  return { fetchMock, requests };
}
