import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { STUB_LAUNCH_TOKEN, STUB_PLAY_TOKEN, STUB_SERVER_SEED, type HouseStubOptions } from '@/test/house-stub';
import { nodeSha256Hex } from '@/test/node-fairness';
import { renderAppAt } from '@/test/render-app';
import { storeSession } from '@/lib/session-storage';
import type { AppStore } from '@/app/store';
import { getPlayStateApi } from './api/get-play-state';
import { callsTo, findBalance } from './house-test-support';

const PLAY_TOKEN_INVALID = { status: 401, code: 'PLAY_TOKEN_INVALID', message: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่จากหน้าเว็บ' };
const GAME_UNAVAILABLE = { status: 503, code: 'GAME_UNAVAILABLE', message: 'เกมปิดปรับปรุงชั่วคราว กรุณาลองใหม่ภายหลัง' };
const INSUFFICIENT_FUNDS = { status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' };

/** Waits until the state fetched again after a refused play has failed. */
async function findStateRefetchFailed(store: AppStore) {
  await vi.waitFor(() => expect(getPlayStateApi.endpoints.getPlayState.select(STUB_PLAY_TOKEN)(store.getState()).isError).toBe(true));
}

async function findFailure(message: string) {
  const heading = await screen.findByRole('heading', { name: 'เข้าเล่นเกมไม่ได้' });
  const failure = heading.closest('section');
  if (!failure) throw new Error('the failure screen has no section');
  expect(failure.textContent).toContain(message);
  expect(within(failure).getByRole('link', { name: 'กลับหน้าเว็บ' }).getAttribute('href')).toBe('/auth/dashboard');
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('house play session', () => {
  it('shows the Thai message with a way back when the launch link was already used, and drops its token', async () => {
    stubApi({ house: { game: 'house-slot', launchToken: 'another-launch-token-000000' } });
    const { router } = renderAppAt(`/play/house?game=house-slot&token=${STUB_LAUNCH_TOKEN}`);
    await findFailure('ลิงก์เปิดเกมหมดอายุหรือถูกใช้ไปแล้ว กรุณาเปิดเกมใหม่');
    expect(router.state.location.search).toBe('?game=house-slot');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('resumes after a reload with the play token the tab kept, and never sends the member’s token', async () => {
    storeSession({ token: 'member-token', user: demoMember });
    window.sessionStorage.setItem('house-play-token:house-baccarat', STUB_PLAY_TOKEN);
    const fetchMock = stubApi({ house: { game: 'house-baccarat', balanceSatang: 250_00 } });
    renderAppAt('/play/house?game=house-baccarat', { member: demoMember });
    await findBalance('฿250.00');
    // The way to top up stays beside the balance during play.
    expect(screen.getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/auth/deposit');
    const [stateCall] = callsTo(fetchMock, '/api/house/state');
    expect(stateCall?.headers.get('x-play-token')).toBe(STUB_PLAY_TOKEN);
    expect(stateCall?.headers.has('Authorization')).toBe(false);
  });

  it('ends the game when the play token is refused, forgets it, and leaves the member signed in', async () => {
    storeSession({ token: 'member-token', user: demoMember });
    window.sessionStorage.setItem('house-play-token:house-slot', STUB_PLAY_TOKEN);
    stubApi({ house: { game: 'house-slot', refusals: { spin: PLAY_TOKEN_INVALID } } });
    const { store } = renderAppAt('/play/house?game=house-slot', { member: demoMember });
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'หมุน' }));
    await findFailure('เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่จากหน้าเว็บ');
    expect(window.sessionStorage.getItem('house-play-token:house-slot')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('member-token');
    expect(store.getState().auth.currentUser).toEqual(demoMember);
  });

  it('keeps the board, the chosen side and chip, the last hand and the refusal when the state cannot be fetched again', async () => {
    // The stub reads its refusals on every call, so they can change between plays.
    const refusals: NonNullable<HouseStubOptions['refusals']> = {};
    const fetchMock = stubApi({ house: { game: 'house-baccarat', balanceSatang: 1_000_00, refusals } });
    const { store } = renderAppAt(`/play/house?game=house-baccarat&token=${STUB_LAUNCH_TOKEN}`);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('button', { name: /เจ้ามือ/ }));
    fireEvent.click(screen.getByRole('button', { name: 'เดิมพัน 50 บาท' }));
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));
    const lastHand = (await screen.findByTestId('round-result')).textContent;

    refusals.deal = INSUFFICIENT_FUNDS;
    refusals.state = GAME_UNAVAILABLE;
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));
    expect((await screen.findByTestId('play-error')).textContent).toBe('ยอดเงินไม่เพียงพอ');
    await findStateRefetchFailed(store);
    expect(callsTo(fetchMock, '/api/house/state')).toHaveLength(1);

    expect(screen.queryByText('โหลดข้อมูลเกมไม่สำเร็จ')).toBeNull();
    expect(screen.getByTestId('play-error').textContent).toBe('ยอดเงินไม่เพียงพอ');
    expect(screen.getByTestId('round-result').textContent).toBe(lastHand);
    expect(screen.getByRole('button', { name: /เจ้ามือ/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'เดิมพัน 50 บาท' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('play-balance').textContent).toBe('฿950.00');
  });

  it('ends the game when the state fetched again after a refused play says the play token is refused', async () => {
    const refusals: NonNullable<HouseStubOptions['refusals']> = {};
    stubApi({ house: { game: 'house-slot', refusals } });
    const { store } = renderAppAt(`/play/house?game=house-slot&token=${STUB_LAUNCH_TOKEN}`);
    await findBalance('฿1,000.00');
    refusals.spin = INSUFFICIENT_FUNDS;
    refusals.state = PLAY_TOKEN_INVALID;
    fireEvent.click(screen.getByRole('button', { name: 'หมุน' }));
    await findFailure('เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่จากหน้าเว็บ');
    await findStateRefetchFailed(store);
    expect(window.sessionStorage.getItem('house-play-token:house-slot')).toBeNull();
  });

  it('plays the game the launch token opened when the address names another, and keeps its play token under it', async () => {
    stubApi({ house: { game: 'house-baccarat' } });
    const { router } = renderAppAt(`/play/house?game=house-slot&token=${STUB_LAUNCH_TOKEN}`);
    await findBalance('฿1,000.00');
    expect(screen.getByRole('heading', { name: 'บาคาร่า', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'แจกไพ่' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'หมุน' })).toBeNull();
    expect(window.sessionStorage.getItem('house-play-token:house-baccarat')).toBe(STUB_PLAY_TOKEN);
    expect(window.sessionStorage.getItem('house-play-token:house-slot')).toBeNull();
    // A reload at the address left behind resumes the same game.
    expect(router.state.location.search).toBe('?game=house-baccarat');
  });

  it('asks to open the game again when the tab holds no play token', async () => {
    stubApi({ house: {} });
    renderAppAt('/play/house?game=house-hilo');
    await findFailure('ไม่พบเซสชันของเกมนี้ กรุณาเปิดเกมจากหน้าเว็บอีกครั้ง');
  });

  it('starts a new session for a signed-in member who reopens a bookmarked game page', async () => {
    storeSession({ token: 'member-token', user: demoMember });
    const fetchMock = stubApi({ house: { game: 'house-hilo' }, launchUrl: `/play/house?game={code}&token=${STUB_LAUNCH_TOKEN}` });
    const { router } = renderAppAt('/play/house?game=house-hilo', { member: demoMember });
    await findBalance('฿1,000.00');
    expect(screen.queryByText('ไม่พบเซสชันของเกมนี้ กรุณาเปิดเกมจากหน้าเว็บอีกครั้ง')).toBeNull();
    // The game was opened as its tile opens it, and the used launch token left the address.
    expect(callsTo(fetchMock, '/api/auth/user/opengame')).toHaveLength(1);
    expect(router.state.location.search).toBe('?game=house-hilo');
    expect(window.sessionStorage.getItem('house-play-token:house-hilo')).toBe(STUB_PLAY_TOKEN);
  });

  it('names an unknown game instead of sending the visitor to 404', async () => {
    stubApi({ house: {} });
    const { router } = renderAppAt('/play/house?game=roulette&token=x');
    await findFailure('ไม่พบเกมที่ต้องการเปิด กรุณาเลือกเกมจากหน้าเว็บอีกครั้ง');
    expect(router.state.location.pathname).toBe('/play/house');
  });

  it('shows the seeds of the next round, checks a new client seed, and reveals the old server seed on a change', async () => {
    stubApi({ house: { game: 'house-slot' } });
    renderAppAt(`/play/house?game=house-slot&token=${STUB_LAUNCH_TOKEN}`);
    await findBalance('฿1,000.00');
    fireEvent.click(screen.getByRole('tab', { name: 'ความยุติธรรม' }));
    const panel = screen.getByTestId('fairness-panel');
    expect(within(panel).getByTestId('server-seed-hash').textContent).toBe(nodeSha256Hex(STUB_SERVER_SEED));
    expect(within(panel).getByTestId('fairness-nonce').textContent).toBe('0');
    const field = within(panel).getByLabelText<HTMLInputElement>('เมล็ดฝั่งผู้เล่น (client seed)');
    expect(field.value).toBe('stub-client-seed');

    fireEvent.change(field, { target: { value: 'เมล็ดใหม่' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'เปลี่ยน seed' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และสัญลักษณ์');

    fireEvent.change(field, { target: { value: 'my-lucky-seed' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'เปลี่ยน seed' }));
    expect((await within(panel).findByTestId('revealed-server-seed')).textContent).toBe(STUB_SERVER_SEED);
    // The old seed comes with the answer; the next seed's hash with the play state it updates, a render apart.
    await vi.waitFor(() => expect(within(panel).getByTestId('server-seed-hash').textContent).toBe(nodeSha256Hex(`${STUB_SERVER_SEED}-next`)));
    expect(field.value).toBe('my-lucky-seed');
    const verify = within(panel).getByRole('link', { name: 'ตรวจสอบด้วย seed นี้' });
    expect(new URLSearchParams(verify.getAttribute('href')?.split('?')[1]).get('serverSeed')).toBe(STUB_SERVER_SEED);
  });
});
