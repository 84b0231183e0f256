import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SLIP_IMAGE_BYTES } from '@app/contract/slips';
import { stubApi } from '@/test/api-stub';
import { toBangkokDay } from '@/lib/bangkok-date';
import { formatDay } from '@/lib/format-date-time';
import { createSlipRequest, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function slipPhoto(): File {
  return new File([PNG_SIGNATURE], 'slip.png', { type: 'image/png' });
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => input === path && init?.method === 'POST');
}

async function openSlipScreen() {
  renderAppAt('/auth/deposit/slip', { member: demoMember });
  return screen.findByLabelText('เลือกรูปสลิป');
}

function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

/** Toasts keep each Thai phrase whole in its own element, so their text is read from the live region. */
async function findToast(text: string) {
  await vi.waitFor(() => {
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true);
  });
}

/** The message shown under a field, which the field names as its description. */
async function findFieldError(field: HTMLElement): Promise<string> {
  await vi.waitFor(() => {
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
  });
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit by slip', () => {
  it('offers the photo library and the camera, for JPEG and PNG only', async () => {
    stubApi();
    const fileInput = await openSlipScreen();
    const cameraInput = screen.getByLabelText('ถ่ายรูปสลิป');
    expect(fileInput.getAttribute('accept')).toBe('image/jpeg,image/png');
    expect(fileInput.hasAttribute('capture')).toBe(false);
    expect(cameraInput.getAttribute('capture')).toBe('environment');
    expect(cameraInput.getAttribute('accept')).toBe('image/jpeg,image/png');
  });

  it('refuses another type or a photo over 5 MB on the phone, without sending it', async () => {
    const fetchMock = stubApi();
    const input = await openSlipScreen();

    choose(input, new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('slip-file-error')).textContent).toBe('รองรับเฉพาะรูป JPEG หรือ PNG กรุณาเลือกรูปสลิปใหม่');

    choose(screen.getByLabelText('เลือกรูปสลิป'), new File([new Uint8Array(MAX_SLIP_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('slip-file-error').textContent).toBe('รูปมีขนาดใหญ่เกิน 5 MB กรุณาเลือกรูปที่เล็กลง');
    });
    expect(callsTo(fetchMock, '/api/auth/slip/verify')).toHaveLength(0);
  });

  it('shows what the slip says, confirms it, and shows the credited amount and the new balance', async () => {
    const fetchMock = stubApi({ creditSatang: 1_000_00 });
    const input = await openSlipScreen();
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,000.00');

    choose(input, slipPhoto());
    const facts = await screen.findByTestId('slip-facts');
    expect(within(facts).getByTestId('slip-amount').textContent).toBe('฿250.00บาท');
    expect(facts.textContent).toContain('ธนาคารไทยพาณิชย์');
    expect(within(facts).getByTestId('slip-time').textContent).toBe('22 พ.ย. 2569 07:50');
    expect(within(facts).getByTestId('slip-reference').textContent).toBe('016326075045ATF04523');
    expect(screen.getByRole('img', { name: 'รูปสลิปที่เลือก' }).getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    const sent: unknown = JSON.parse(String(callsTo(fetchMock, '/api/auth/slip/verify')[0]?.[1]?.body));
    expect(sent).toEqual({ image: 'data:image/png;base64,iVBORw0KGgo=' });

    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันเติมเครดิต' }));
    const credited = await screen.findByTestId('slip-credited');
    expect(within(credited).getByTestId('slip-credited-amount').textContent).toBe('฿250.00บาท');
    expect(within(credited).queryByTestId('slip-credited-bonus')).toBeNull();
    await findToast('เติมเครดิต 250.00 บาทแล้ว');
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,250.00'));
  });

  it('shows the promotion bonus beside the credited amount', async () => {
    stubApi({ slipBonusSatang: 25_00 });
    choose(await openSlipScreen(), slipPhoto());
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันเติมเครดิต' }));
    expect((await screen.findByTestId('slip-credited-bonus')).textContent).toBe('รับโบนัสเพิ่ม 25.00 บาท');
  });

  it("shows the server's message when the slip cannot be used", async () => {
    stubApi({ slipRefusal: { status: 409, code: 'SLIP_ALREADY_USED', message: 'สลิปนี้ถูกใช้ไปแล้ว' } });
    choose(await openSlipScreen(), slipPhoto());
    expect((await screen.findByTestId('slip-error')).textContent).toBe('สลิปนี้ถูกใช้ไปแล้ว');
    expect(screen.queryByRole('button', { name: 'ยืนยันเติมเครดิต' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ส่งให้เจ้าหน้าที่ตรวจสอบ' })).toBeNull();
  });

  it("shows the server's message when the confirmation is refused, and refreshes the balance anyway", async () => {
    const fetchMock = stubApi({ slipConfirmRefusal: { status: 422, code: 'SLIP_TOO_OLD', message: 'สลิปนี้เกิน 24 ชั่วโมงแล้ว กรุณาติดต่อเจ้าหน้าที่' } });
    choose(await openSlipScreen(), slipPhoto());
    const creditCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/getCredit/')).length;
    const creditCallsBefore = creditCalls();
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันเติมเครดิต' }));
    expect((await screen.findByTestId('slip-error')).textContent).toBe('สลิปนี้เกิน 24 ชั่วโมงแล้ว กรุณาติดต่อเจ้าหน้าที่');
    expect(creditCalls()).toBeGreaterThan(creditCallsBefore);
  });

  it('sends a slip the system cannot find to an operator, with the amount and time typed and a note, and lists it as waiting', async () => {
    const fetchMock = stubApi({
      slipRefusal: { status: 422, code: 'SLIP_NOT_FOUND', message: 'ไม่พบรายการโอนตามสลิปนี้ หากโอนแล้วกรุณาส่งให้เจ้าหน้าที่ตรวจสอบ' },
    });
    choose(await openSlipScreen(), slipPhoto());
    expect((await screen.findByTestId('slip-error')).textContent).toBe('ไม่พบรายการโอนตามสลิปนี้ หากโอนแล้วกรุณาส่งให้เจ้าหน้าที่ตรวจสอบ');
    expect(await screen.findByText('ยังไม่มีคำขอ')).toBeTruthy();
    const today = toBangkokDay(new Date());
    // The transfer day starts at today, written as the lists write days.
    expect(screen.getByLabelText('วันที่โอน').textContent).toBe(formatDay(today));

    fireEvent.change(screen.getByLabelText('ยอดเงินที่โอน (บาท)'), { target: { value: '฿1,500.50' } });
    fireEvent.change(screen.getByLabelText('เวลาที่โอน'), { target: { value: '00:05' } });
    fireEvent.change(screen.getByLabelText('หมายเหตุถึงเจ้าหน้าที่ (ไม่บังคับ)'), { target: { value: ' โอนจากบัญชีภรรยา ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งให้เจ้าหน้าที่ตรวจสอบ' }));

    expect(await screen.findByTestId('slip-sent-for-review')).toBeTruthy();
    const sent: unknown = JSON.parse(String(callsTo(fetchMock, '/api/auth/slip/request-deposit')[0]?.[1]?.body));
    expect(sent).toEqual({
      image: 'data:image/png;base64,iVBORw0KGgo=',
      amountSatang: 1_500_50,
      transferredAt: `${today}T00:05:00+07:00`,
      note: 'โอนจากบัญชีภรรยา',
    });
    const requests = await screen.findByTestId('my-slip-requests');
    const [request] = within(requests).getAllByTestId('slip-request-item');
    expect(
      within(request ?? requests)
        .getByText('รอตรวจสอบ')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('warning');
    expect(within(request ?? requests).getByTestId('slip-request-amount').textContent).toBe('฿1,500.50');
    expect(within(request ?? requests).getByTestId('slip-request-transferred-at').textContent).toBe(`เวลาที่โอน ${formatDay(today)} 00:05`);
    expect(request?.textContent).toContain('หมายเหตุ: โอนจากบัญชีภรรยา');
  });

  it('offers an operator a slip whose QR cannot be read, and flags the missing amount and time before sending', async () => {
    const fetchMock = stubApi({ slipRefusal: { status: 422, code: 'SLIP_UNREADABLE', message: 'อ่าน QR บนสลิปไม่ได้ กรุณาใช้รูปสลิปที่ชัดเจนและไม่ถูกตัด' } });
    choose(await openSlipScreen(), slipPhoto());
    expect((await screen.findByTestId('slip-error')).textContent).toBe('อ่าน QR บนสลิปไม่ได้ กรุณาใช้รูปสลิปที่ชัดเจนและไม่ถูกตัด');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งให้เจ้าหน้าที่ตรวจสอบ' }));
    expect(await findFieldError(screen.getByLabelText('ยอดเงินที่โอน (บาท)'))).toBe('กรุณากรอกยอดเงินที่โอน');
    expect(await findFieldError(screen.getByLabelText('เวลาที่โอน'))).toBe('กรุณากรอกเวลาที่โอน เช่น 14:35');
    expect(callsTo(fetchMock, '/api/auth/slip/request-deposit')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('ยอดเงินที่โอน (บาท)'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('เวลาที่โอน'), { target: { value: '00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งให้เจ้าหน้าที่ตรวจสอบ' }));
    expect(await screen.findByTestId('slip-sent-for-review')).toBeTruthy();
  });

  it("shows the server's message when sending to an operator fails", async () => {
    stubApi({
      slipRefusal: { status: 422, code: 'SLIP_NOT_FOUND', message: 'ไม่พบรายการโอนตามสลิปนี้ หากโอนแล้วกรุณาส่งให้เจ้าหน้าที่ตรวจสอบ' },
      slipReviewRefusal: { status: 415, code: 'SLIP_IMAGE_INVALID', message: 'รองรับเฉพาะรูป JPEG หรือ PNG ขนาดไม่เกิน 5 MB' },
    });
    choose(await openSlipScreen(), slipPhoto());
    fireEvent.change(await screen.findByLabelText('ยอดเงินที่โอน (บาท)'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('เวลาที่โอน'), { target: { value: '00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งให้เจ้าหน้าที่ตรวจสอบ' }));
    expect((await screen.findByTestId('slip-review-error')).textContent).toBe('รองรับเฉพาะรูป JPEG หรือ PNG ขนาดไม่เกิน 5 MB');
  });

  it('offers a retry when the checking service is down', async () => {
    const fetchMock = stubApi({
      slipRefusal: { status: 503, code: 'SLIP_VERIFIER_UNAVAILABLE', message: 'ระบบตรวจสอบสลิปขัดข้อง กรุณาลองใหม่หรือส่งให้เจ้าหน้าที่ตรวจสอบ' },
    });
    choose(await openSlipScreen(), slipPhoto());
    await screen.findByTestId('slip-error');
    // A 503 also raises the app's connection banner, which has a retry of its own.
    const slipCard = screen.getByRole('region', { name: 'แนบสลิปการโอน' });
    expect(within(slipCard).getByRole('button', { name: 'ส่งให้เจ้าหน้าที่ตรวจสอบ' })).toBeTruthy();
    fireEvent.click(within(slipCard).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/auth/slip/verify')).toHaveLength(2));
  });

  it("lists the member's requests with amber, green and red chips", async () => {
    stubApi({
      slipRequests: [
        createSlipRequest({ status: 'pending' }),
        createSlipRequest({ status: 'approved', creditedAmountSatang: 249_00 }),
        createSlipRequest({ status: 'rejected', transRef: null, sendingBank: null, rejectReason: 'ไม่พบยอดเงินเข้าบัญชี' }),
      ],
    });
    await openSlipScreen();
    const items = within(await screen.findByTestId('my-slip-requests')).getAllByTestId('slip-request-item');
    const tones = items.map((item) => item.querySelector('[data-tone]')?.getAttribute('data-tone'));
    expect(tones).toEqual(['warning', 'success', 'danger']);
    expect(items.map((item) => item.querySelector('[data-tone]')?.textContent)).toEqual(['รอตรวจสอบ', 'อนุมัติแล้ว', 'ไม่อนุมัติ']);
    expect(items[0]?.textContent).toContain('อ้างอิง 016326075045ATF04523');
    expect(items[2]?.textContent).toContain('อ่าน QR บนสลิปไม่ได้');
    // The operator's decision: the amount credited, or the reason refused.
    expect(items[1]?.textContent).toContain('เติมเครดิต 249.00 บาทแล้ว');
    expect(items[2]?.textContent).toContain('เหตุผล: ไม่พบยอดเงินเข้าบัญชี');
  });
});
