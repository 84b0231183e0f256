import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { bangkokAddress, createRewardRequest, credit50, creditCategory, prizeCategory, shirt, stubRewardApi } from '@/test/reward-stub';

afterEach(() => vi.unstubAllGlobals());

type FetchMock = ReturnType<typeof stubRewardApi>['fetchMock'];

function redeemBodies(fetchMock: FetchMock): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === '/api/auth/reward/request' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function findItem(name: string) {
  const card = (await screen.findAllByTestId('reward-item')).find((item) => item.textContent?.includes(name));
  if (!card) throw new Error(`no item ${name}`);
  return card;
}

/** Toasts keep each Thai phrase whole in its own element, so their text is read from the live region. */
async function findToast(text: string) {
  await vi.waitFor(() => {
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true);
  });
}

describe('reward catalogue', () => {
  it('shows the points, the categories with their item counts and the history with Thai states and dates', async () => {
    stubRewardApi({
      points: 1_250,
      history: [
        createRewardRequest({ status: 'paid' }),
        createRewardRequest({ itemName: shirt.name, kind: 'physical', creditSatang: null, costPoints: 300, status: 'pending', address: bangkokAddress }),
        createRewardRequest({ itemName: 'หมวกแก๊ป', kind: 'physical', creditSatang: null, status: 'rejected', note: 'สินค้าหมด' }),
        createRewardRequest({ itemName: 'แก้วน้ำ', kind: 'physical', creditSatang: null, status: 'fulfilled' }),
      ],
    });
    renderAppAt('/auth/reward', { member: demoMember });
    expect((await screen.findByTestId('reward-points')).textContent).toBe('1,250');

    const tiles = await screen.findAllByTestId('reward-category');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['เครดิต2 รายการ', 'ของรางวัล1 รายการ']);
    expect(tiles[0]?.getAttribute('href')).toBe(`/auth/reward/${creditCategory.id}`);

    const rows = await within(screen.getByTestId('reward-history')).findAllByTestId('reward-request');
    expect(rows.map((row) => row.querySelector('[data-tone]')?.textContent)).toEqual(['สำเร็จ', 'รอจัดส่ง', 'ไม่อนุมัติ (คืนพอยท์แล้ว)', 'จัดส่งแล้ว']);
    expect(rows[0]?.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(rows[0]?.textContent).toContain('ได้รับเครดิต ฿50.00');
    expect(rows[0]?.textContent).toContain('-100 พอยท์');
    expect(rows[1]?.textContent).toContain('จัดส่งไปที่ 99/12 ซอยสุขุมวิท 101 แขวงบางจาก เขตพระโขนง กรุงเทพมหานคร 10260');
    expect(rows[2]?.textContent).toContain('เหตุผล: สินค้าหมด');
  });

  it('says in Thai when nothing was redeemed yet', async () => {
    stubRewardApi();
    renderAppAt('/auth/reward', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีประวัติการแลก')).toBeTruthy();
  });

  it('offers a retry when the history fails to load', async () => {
    const { fetchMock } = stubRewardApi({ historyRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว' } });
    renderAppAt('/auth/reward', { member: demoMember });
    expect(await screen.findByText('โหลดประวัติการแลกไม่สำเร็จ')).toBeTruthy();
    const historyCalls = () => fetchMock.mock.calls.filter(([input]) => input === '/api/auth/reward/request/history').length;
    const before = historyCalls();
    fireEvent.click(within(screen.getByTestId('reward-history')).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => expect(historyCalls()).toBeGreaterThan(before));
  });

  it('lists a category’s items with cost, credit and stock, and disables what the points cannot pay for', async () => {
    stubRewardApi({ points: 500 });
    renderAppAt(`/auth/reward/${creditCategory.id}`, { member: demoMember });
    const cheap = await findItem('เครดิตฟรี 50 บาท');
    expect(within(cheap).getByTestId('reward-item-cost').textContent).toBe('100 พอยท์');
    expect(within(cheap).getByTestId('reward-item-credit').textContent).toBe('รับเครดิต ฿50.00');
    expect(within(cheap).getByRole<HTMLButtonElement>('button', { name: 'แลก' }).disabled).toBe(false);
    const dear = await findItem('เครดิตฟรี 500 บาท');
    expect(within(dear).getByRole<HTMLButtonElement>('button', { name: 'พอยท์ไม่พอ' }).disabled).toBe(true);
    expect(await screen.findByRole('heading', { name: 'เครดิต', level: 1 })).toBeTruthy();
  });

  it('redeems a credit item once confirmed, once however often it is tapped: the points drop, the credit rises and the member is told', async () => {
    const { fetchMock } = stubRewardApi({ points: 500, creditSatang: 1_000_00 });
    renderAppAt(`/auth/reward/${creditCategory.id}`, { member: demoMember });
    const card = await findItem('เครดิตฟรี 50 บาท');
    await vi.waitFor(() => expect(screen.getByTestId('credit-strip-balance').textContent).toContain('1,000.00'));

    const profileReads = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/detail/')).length;
    const profileReadsBefore = profileReads();

    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ยืนยันการแลกของรางวัล' });
    expect(dialog.textContent).toContain('ใช้ 100 พอยท์ แลก “เครดิตฟรี 50 บาท” รับเครดิต ฿50.00 เข้ายอดเงินทันที');
    expect(redeemBodies(fetchMock)).toHaveLength(0);
    // A second tap before the answer arrives sends nothing more.
    const confirmButton = within(dialog).getByRole('button', { name: 'ยืนยันการแลก' });
    fireEvent.click(confirmButton);
    fireEvent.click(confirmButton);

    const success = await within(card).findByTestId('redeem-success');
    expect(success.textContent).toContain('ได้รับเครดิต ฿50.00 แล้ว ยอดเงินคงเหลือ ฿1,050.00');
    await findToast('แลกสำเร็จ ได้รับเครดิต ฿50.00');
    expect(redeemBodies(fetchMock)).toEqual([{ itemId: credit50.id, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    await vi.waitFor(() => expect(screen.getByTestId('reward-points').textContent).toBe('400'));
    await vi.waitFor(() => expect(screen.getByTestId('credit-strip-balance').textContent).toContain('1,050.00'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The profile carries the points too (user_credit.point), for the screens that show them from there.
    await vi.waitFor(() => expect(profileReads()).toBeGreaterThan(profileReadsBefore));
  });

  it('retries a confirmation that got no answer with the same key, and uses a new key for the next one', async () => {
    const { fetchMock, allowRedemptions } = stubRewardApi({ redeemRefusal: 'network' });
    renderAppAt(`/auth/reward/${creditCategory.id}`, { member: demoMember });
    const card = await findItem('เครดิตฟรี 50 บาท');
    const confirmOnce = async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการแลก' }));
      await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };

    await confirmOnce();
    expect((await within(card).findByTestId('redeem-error')).textContent).toContain('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    allowRedemptions();
    await confirmOnce();
    await within(card).findByTestId('redeem-success');
    await confirmOnce();
    await vi.waitFor(() => expect(redeemBodies(fetchMock)).toHaveLength(3));

    const [first, retry, next] = redeemBodies(fetchMock).map((body) => Reflect.get(Object(body), 'idempotencyKey'));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('shows the server’s Thai refusal on the item', async () => {
    stubRewardApi({ redeemRefusal: { status: 422, code: 'INSUFFICIENT_POINTS', message: 'พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้' } });
    renderAppAt(`/auth/reward/${creditCategory.id}`, { member: demoMember });
    const card = await findItem('เครดิตฟรี 50 บาท');
    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการแลก' }));
    expect((await within(card).findByTestId('redeem-error')).textContent).toBe('พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้');
  });

  it('sends a member without an address to the address form instead of confirming a parcel', async () => {
    stubRewardApi({ address: null });
    const { router } = renderAppAt(`/auth/reward/${prizeCategory.id}`, { member: demoMember });
    const card = await findItem(shirt.name);
    expect(within(card).getByTestId('reward-item-stock').textContent).toBe('เหลือ 5 ชิ้น');
    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('กรุณาบันทึกที่อยู่จัดส่งก่อนแลก');
    expect(within(dialog).queryByRole('button', { name: 'ยืนยันการแลก' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'บันทึกที่อยู่จัดส่ง' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/settings/manage-address'));
  });

  it('confirms a parcel to the saved address and says it waits for delivery', async () => {
    const { fetchMock } = stubRewardApi({ address: bangkokAddress });
    renderAppAt(`/auth/reward/${prizeCategory.id}`, { member: demoMember });
    const card = await findItem(shirt.name);
    // The saved address is read before the dialog can show it.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input === '/api/auth/address/mine')).toBe(true));
    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = screen.getByRole('alertdialog');
    await vi.waitFor(() =>
      expect(dialog.textContent).toContain('ใช้ 300 พอยท์ แลก “เสื้อยืดแบรนด์” จัดส่งไปที่ 99/12 ซอยสุขุมวิท 101 แขวงบางจาก เขตพระโขนง กรุงเทพมหานคร 10260'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' }));
    expect((await within(card).findByTestId('redeem-success')).textContent).toContain('รอเจ้าหน้าที่จัดส่ง');
    await findToast('แลกสำเร็จ รอเจ้าหน้าที่จัดส่ง');
  });

  it('says so when the category does not exist', async () => {
    stubRewardApi();
    renderAppAt('/auth/reward/not-a-category', { member: demoMember });
    expect(await screen.findByText('ไม่พบหมวดของรางวัลนี้')).toBeTruthy();
  });
});
