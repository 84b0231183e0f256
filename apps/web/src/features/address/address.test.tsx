import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { bangkokAddress, stubRewardApi } from '@/test/reward-stub';

afterEach(() => vi.unstubAllGlobals());

type FetchMock = ReturnType<typeof stubRewardApi>['fetchMock'];

function savedBodies(fetchMock: FetchMock): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === '/api/auth/address' && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The error the field points at (aria-describedby), once there is one. */
async function findFieldError(field: HTMLElement): Promise<string> {
  return vi.waitFor(() => {
    const errorId = field.getAttribute('aria-describedby');
    const text = errorId ? document.getElementById(errorId)?.textContent : null;
    if (!text) throw new Error('the field shows no error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    return text;
  });
}

async function findToast(text: string) {
  await vi.waitFor(() => {
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true);
  });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillBangkokAddress() {
  type('บ้านเลขที่', '99/12');
  type('ถนน/ซอย (ถ้ามี)', 'ซอยสุขุมวิท 101');
  type('ตำบล/แขวง', 'บางจาก');
  type('อำเภอ/เขต', 'พระโขนง');
  fireEvent.change(screen.getByLabelText('จังหวัด'), { target: { value: 'กรุงเทพมหานคร' } });
}

const save = () => {
  fireEvent.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
};

describe('delivery address', () => {
  it('starts empty with an explanation, refuses a bad postcode beside the field without sending, then saves', async () => {
    const { fetchMock, state } = stubRewardApi({ address: null });
    renderAppAt('/auth/settings/manage-address', { member: demoMember });
    expect((await screen.findByTestId('address-empty')).textContent).toContain('ยังไม่มีที่อยู่จัดส่ง');
    fillBangkokAddress();
    const postcode = screen.getByLabelText('รหัสไปรษณีย์');
    expect(postcode.getAttribute('inputmode')).toBe('numeric');
    type('รหัสไปรษณีย์', '1026');
    save();
    expect(await findFieldError(postcode)).toBe('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
    expect(savedBodies(fetchMock)).toHaveLength(0);

    // Letters never reach the postcode field; only digits are kept.
    type('รหัสไปรษณีย์', '10a260');
    expect(screen.getByLabelText<HTMLInputElement>('รหัสไปรษณีย์').value).toBe('10260');
    expect(postcode.getAttribute('aria-invalid')).toBeNull();
    save();
    await findToast('บันทึกที่อยู่แล้ว');
    expect(savedBodies(fetchMock)).toEqual([bangkokAddress]);
    expect(state.address).toEqual(bangkokAddress);
  });

  it('fills the form with the saved address', async () => {
    stubRewardApi({ address: bangkokAddress });
    renderAppAt('/auth/settings/manage-address', { member: demoMember });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('บ้านเลขที่').value).toBe('99/12'));
    expect(screen.getByLabelText<HTMLSelectElement>('จังหวัด').value).toBe('กรุงเทพมหานคร');
    expect(screen.getByLabelText<HTMLInputElement>('รหัสไปรษณีย์').value).toBe('10260');
    expect(screen.queryByTestId('address-empty')).toBeNull();
  });

  it('names every missing field in Thai, the province included', async () => {
    stubRewardApi({ address: null });
    renderAppAt('/auth/settings/manage-address', { member: demoMember });
    await screen.findByTestId('address-empty');
    save();
    expect(await findFieldError(screen.getByLabelText('จังหวัด'))).toBe('กรุณาเลือกจังหวัด');
    expect(await findFieldError(screen.getByLabelText('ตำบล/แขวง'))).toBe('กรุณากรอกตำบล/แขวง');
    expect(await findFieldError(screen.getByLabelText('บ้านเลขที่'))).toBe('กรุณากรอกบ้านเลขที่ เช่น 99 หรือ 99/12');
  });

  it('puts a server refusal beside the field it names and keeps what was typed', async () => {
    stubRewardApi({
      address: null,
      saveAddressRefusal: { status: 400, code: 'VALIDATION_FAILED', message: 'รหัสไปรษณีย์ไม่ตรงกับจังหวัด', field: 'postcode' },
    });
    renderAppAt('/auth/settings/manage-address', { member: demoMember });
    await screen.findByTestId('address-empty');
    fillBangkokAddress();
    type('รหัสไปรษณีย์', '50000');
    save();
    expect(await findFieldError(screen.getByLabelText('รหัสไปรษณีย์'))).toBe('รหัสไปรษณีย์ไม่ตรงกับจังหวัด');
    expect(screen.getByLabelText<HTMLInputElement>('บ้านเลขที่').value).toBe('99/12');
    expect(screen.getByLabelText<HTMLInputElement>('รหัสไปรษณีย์').value).toBe('50000');
  });

  it('shows a refusal without a field above the button', async () => {
    stubRewardApi({ address: null, saveAddressRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่' } });
    renderAppAt('/auth/settings/manage-address', { member: demoMember });
    await screen.findByTestId('address-empty');
    fillBangkokAddress();
    type('รหัสไปรษณีย์', '10260');
    save();
    expect((await screen.findByTestId('address-error')).textContent).toBe('ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
    expect(screen.getByLabelText<HTMLInputElement>('ตำบล/แขวง').value).toBe('บางจาก');
  });

  it('offers a retry when the address cannot be loaded', async () => {
    const { fetchMock } = stubRewardApi({ addressRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว' } });
    renderAppAt('/auth/settings/manage-address', { member: demoMember });
    expect(await screen.findByText('โหลดที่อยู่ไม่สำเร็จ')).toBeTruthy();
    const loads = () => fetchMock.mock.calls.filter(([input]) => input === '/api/auth/address/mine').length;
    const before = loads();
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => expect(loads()).toBeGreaterThan(before));
  });
});
