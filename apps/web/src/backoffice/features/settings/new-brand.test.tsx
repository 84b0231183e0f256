import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrandRequestSchema } from '@app/contract/admin-settings';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import '@/backoffice/test/console-texts';
import { storeOperatorSession } from '@/backoffice/session/operator-session-storage';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import { NewBrandPage } from './components/new-brand-page';
import { BrandSettingsPage } from './components/brand-settings-page';
import { createBrandSettings, stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const NEW_BRAND_ID = '0d1c2b3a-4f5e-4d6c-8b7a-9f8e7d6c5b4a';

/** POST /api/admin/brands, answering as the server would, or with `refusal`. */
function stubCreateBrand(refusal?: StubbedError) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      if (path === '/api/admin/brands' && init?.method === 'POST') {
        const body: unknown = JSON.parse(String(init.body));
        sent.push(body);
        if (refusal) return Promise.resolve(errorResponse(refusal));
        const request = createBrandRequestSchema.parse(body);
        return Promise.resolve(
          jsonResponse(201, { data: createBrandSettings({ ...request, brandId: NEW_BRAND_ID, hostnames: [...request.hostnames].sort() }) }),
        );
      }
      return Promise.resolve(jsonResponse(200, { data: [] }));
    }),
  );
  return { sent };
}

function renderNewBrand(brandIds: string[] | null = null) {
  storeOperatorSession({
    token: 'operator-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    operator: { id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', username: 'boss', role: 'admin', brandIds },
  });
  const router = createMemoryRouter(
    [
      { path: '/backoffice/settings/new-brand', element: <NewBrandPage /> },
      { path: '/backoffice/settings', element: <BrandSettingsPage /> },
    ],
    { initialEntries: ['/backoffice/settings/new-brand'] },
  );
  render(
    <AppProvider store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const form = () => within(screen.getByRole('form', { name: 'สร้างแบรนด์ใหม่' }));
const type = (label: string, value: string) => {
  fireEvent.change(form().getByLabelText(label), { target: { value } });
};
const submit = () => {
  fireEvent.click(form().getByRole('button', { name: 'สร้างแบรนด์' }));
};

function fillIn() {
  type('ชื่อเว็บไซต์', 'สยามวิน');
  type('รหัสแบรนด์', 'siamwin');
  type('รุ่นของไคลเอนต์ (client ID)', 'siam-win');
  type('สีหลักของแบรนด์', '#22aa66');
  type('ชื่อโฮสต์ที่ 1', 'siamwin.example');
  type('LINE ID ติดต่อทีมงาน 1', '@siamwin');
}

describe('creating a brand in the console', () => {
  it('sends the brand as the contract reads it and shows its host names to open', async () => {
    const api = stubCreateBrand();
    renderNewBrand();
    fillIn();
    fireEvent.click(form().getByRole('button', { name: 'เพิ่มชื่อโฮสต์' }));
    type('ชื่อโฮสต์ที่ 2', 'WWW.SiamWin.example');
    fireEvent.click(form().getByLabelText(/ตารางสำหรับสองแบรนด์/));
    submit();

    const created = await screen.findByTestId('new-brand-created');
    expect(created.textContent).toContain('สร้างแบรนด์ “สยามวิน” (siamwin) เรียบร้อย');
    expect(within(created).getByRole('link', { name: 'siamwin.example' }).getAttribute('href')).toMatch(/\/\/siamwin\.example(:\d+)?\/$/);
    expect(api.sent).toEqual([
      {
        code: 'siamwin',
        siteName: 'สยามวิน',
        clientId: 'siam-win',
        accentColor: '#22aa66',
        hostnames: ['siamwin.example', 'WWW.SiamWin.example'],
        line1Id: '@siamwin',
        line2Id: '',
        tierPreset: 'two_brands',
      },
    ]);
  });

  it('shows the two loss-return columns of the spec to choose from', () => {
    stubCreateBrand();
    renderNewBrand();
    expect(
      form()
        .getByLabelText(/ตารางมาตรฐาน/)
        .closest('label')?.textContent,
    ).toContain('คืนยอดเสีย 5 / 5 / 8 / 12 / 15 %');
    expect(
      form()
        .getByLabelText(/ตารางสำหรับสองแบรนด์/)
        .closest('label')?.textContent,
    ).toContain('คืนยอดเสีย 5 / 5 / 7 / 9 / 10 %');
    expect(form().getByLabelText<HTMLInputElement>(/ตารางมาตรฐาน/).checked).toBe(true);
  });

  it('refuses what the server would beside each field, before sending anything', () => {
    const api = stubCreateBrand();
    renderNewBrand();
    type('สีหลักของแบรนด์', 'green');
    type('ชื่อโฮสต์ที่ 1', 'https://siamwin.example/');
    type('เลขบัญชี', '12');
    submit();
    expect(form().getByLabelText('ชื่อเว็บไซต์').getAttribute('aria-invalid')).toBe('true');
    expect(form().getByLabelText('รหัสแบรนด์').getAttribute('aria-invalid')).toBe('true');
    expect(form().getByLabelText('สีหลักของแบรนด์').getAttribute('aria-invalid')).toBe('true');
    expect(form().getByLabelText('ชื่อโฮสต์ที่ 1').getAttribute('aria-invalid')).toBe('true');
    // A receiving account half filled in is checked whole: the bank is missing.
    expect(form().getByLabelText('ธนาคาร').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  it('shows a host name another brand has under the list and keeps everything typed', async () => {
    const message = 'ชื่อโฮสต์ siamwin.example ถูกใช้กับแบรนด์อื่นแล้ว';
    stubCreateBrand({ status: 409, code: 'HOSTNAME_TAKEN', message, field: 'hostnames' });
    renderNewBrand();
    fillIn();
    submit();
    expect((await form().findByTestId('hostnames-list-error')).textContent).toBe(message);
    expect(form().getByLabelText<HTMLInputElement>('ชื่อเว็บไซต์').value).toBe('สยามวิน');
    expect(form().getByLabelText<HTMLInputElement>('ชื่อโฮสต์ที่ 1').value).toBe('siamwin.example');
  });

  it('shows a taken code beside the code', async () => {
    stubCreateBrand({ status: 409, code: 'BRAND_CODE_TAKEN', message: 'รหัสแบรนด์นี้มีอยู่แล้ว กรุณาใช้รหัสอื่น', field: 'code' });
    renderNewBrand();
    fillIn();
    submit();
    const code = form().getByLabelText('รหัสแบรนด์');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe('รหัสแบรนด์นี้มีอยู่แล้ว กรุณาใช้รหัสอื่น');
  });

  it('is not offered to an admin of some brands only', async () => {
    stubCreateBrand();
    renderNewBrand(['6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f']);
    expect(await screen.findByText('สร้างแบรนด์ได้เฉพาะผู้ดูแลทุกแบรนด์')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'สร้างแบรนด์ใหม่' })).toBeNull();
  });

  it('is reached from the settings screen by an admin of all brands', async () => {
    stubSettingsApi();
    renderSettings();
    const link = await screen.findByRole('link', { name: 'สร้างแบรนด์ใหม่' });
    expect(link.getAttribute('href')).toBe('/backoffice/settings/new-brand');
  });
});
