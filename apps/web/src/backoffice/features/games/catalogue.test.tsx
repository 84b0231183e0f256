import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame, createProvider, openGames, PG_ID } from './test/games-stub';

afterEach(() => vi.unstubAllGlobals());

const CATALOGUE_PATH = '/backoffice/games?tab=catalogue';
const writes = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method !== 'GET');

async function findRow(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen.getAllByTestId('game-row').find((candidate) => candidate.textContent?.includes(name));
    if (!row) throw new Error(`no row of ${name}`);
    return row;
  });
}

const hotSwitch = (row: HTMLElement, name: string) => within(row).getByRole('switch', { name: `เกมฮิต ${name}` });

describe('the catalogue tab', () => {
  it('marks a game hot at once and keeps the row disabled until the answer', async () => {
    const game = createGame({ name: 'Mahjong Ways' });
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = await openGames(
      'admin',
      { providers: [createProvider()], games: [game], holdGames: (method) => (method === 'PATCH' ? answered : Promise.resolve()) },
      CATALOGUE_PATH,
    );
    const row = await findRow('Mahjong Ways');
    fireEvent.click(hotSwitch(row, 'Mahjong Ways'));
    await vi.waitFor(() => {
      expect(hotSwitch(row, 'Mahjong Ways').getAttribute('aria-checked')).toBe('true');
      expect(hotSwitch(row, 'Mahjong Ways').hasAttribute('disabled')).toBe(true);
      expect(row.getAttribute('aria-busy')).toBe('true');
    });
    release();
    await vi.waitFor(() => {
      expect(hotSwitch(row, 'Mahjong Ways').hasAttribute('disabled')).toBe(false);
    });
    expect(hotSwitch(row, 'Mahjong Ways').getAttribute('aria-checked')).toBe('true');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PATCH', url: expect.stringContaining(`/games/${game.id}`), body: { isHot: true } })]);
  });

  it('puts the switch back with the Thai reason when the API refuses', async () => {
    await openGames(
      'admin',
      {
        providers: [createProvider()],
        games: [createGame({ name: 'Mahjong Ways' })],
        refuseGames: (method) => (method === 'PATCH' ? { status: 404, code: 'GAME_NOT_FOUND', message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' } : null),
      },
      CATALOGUE_PATH,
    );
    const row = await findRow('Mahjong Ways');
    const enabled = within(row).getByRole('switch', { name: 'เปิดให้เล่น Mahjong Ways' });
    fireEvent.click(enabled);
    expect((await within(row).findByTestId('game-error')).textContent).toBe('บันทึกไม่สำเร็จ: ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว');
    expect(within(row).getByRole('switch', { name: 'เปิดให้เล่น Mahjong Ways' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves a sort number when the operator leaves the field, and refuses one that is not a number', async () => {
    const { calls } = await openGames('admin', { providers: [createProvider()], games: [createGame({ name: 'Mahjong Ways', sortOrder: 10 })] }, CATALOGUE_PATH);
    const row = await findRow('Mahjong Ways');
    const sortOrder = () => within(row).getByLabelText<HTMLInputElement>('ลำดับของ Mahjong Ways');
    fireEvent.change(sortOrder(), { target: { value: 'abc' } });
    fireEvent.blur(sortOrder());
    expect((await within(row).findByTestId('game-error')).textContent).toBe('ลำดับต้องเป็นจำนวนเต็ม 0 ถึง 1,000,000');
    expect(writes(calls)).toEqual([]);
    fireEvent.change(sortOrder(), { target: { value: '3' } });
    fireEvent.keyDown(sortOrder(), { key: 'Enter' });
    await vi.waitFor(() => {
      expect(writes(calls).map((call) => call.body)).toEqual([{ sortOrder: 3 }]);
    });
    await vi.waitFor(() => {
      expect(sortOrder().value).toBe('3');
      expect(sortOrder().disabled).toBe(false);
    });
  });

  it('filters by provider and pages through the catalogue', async () => {
    const jili = createProvider({ id: crypto.randomUUID(), code: 'JILI', name: 'Jili' });
    const games = Array.from({ length: 60 }, (_, index) => createGame({ name: `PG game ${String(index + 1)}`, sortOrder: index }));
    games.push(createGame({ name: 'Jili Fishing', providerId: jili.id, providerCode: 'JILI', category: 'fishing' }));
    const { calls } = await openGames('admin', { providers: [createProvider(), jili], games }, CATALOGUE_PATH);
    expect(await screen.findByText('ทั้งหมด 61 เกม')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /ถัดไป/ }));
    expect(await findRow('Jili Fishing')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('ผู้ให้บริการ'), { target: { value: jili.id } });
    expect(await screen.findByText('ทั้งหมด 1 เกม')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/games?')).at(-1)?.url).toContain(`providerId=${jili.id}`);
    expect(calls.at(-1)?.url).toContain('page=1');
    expect(PG_ID).not.toBe(jili.id);
  });

  it('finds games by name when the operator searches, starting again from the first page', async () => {
    const games = Array.from({ length: 60 }, (_, index) =>
      createGame({ code: `pg-${String(index + 1)}`, name: `PG game ${String(index + 1)}`, sortOrder: index }),
    );
    games.push(createGame({ code: 'mahjong-ways2', name: 'Mahjong Ways 2' }));
    const { calls } = await openGames('admin', { providers: [createProvider()], games }, CATALOGUE_PATH);
    expect(await screen.findByText('ทั้งหมด 61 เกม')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /ถัดไป/ }));
    fireEvent.change(screen.getByLabelText('ค้นหาชื่อหรือรหัสเกม'), { target: { value: '  mahjong ' } });
    expect(calls.filter((call) => call.url.includes('q='))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('ทั้งหมด 1 เกม')).toBeTruthy();
    expect(await findRow('Mahjong Ways 2')).toBeTruthy();
    const searched = calls.filter((call) => call.method === 'GET' && call.url.includes('/games?')).at(-1)?.url ?? '';
    expect(new URL(searched, 'http://localhost').searchParams.get('q')).toBe('mahjong');
    expect(searched).toContain('page=1');
  });

  it('offers every category the brand uses in the filter, a code members have no tab for included', async () => {
    const games = [createGame({ code: 'siam-seven', name: 'สยามเซเว่น', category: 'slot' }), createGame({ code: 'hilo', name: 'ไพ่สูงต่ำ', category: 'card' })];
    const { calls } = await openGames('admin', { providers: [createProvider()], games }, CATALOGUE_PATH);
    expect(await screen.findByText('ทั้งหมด 2 เกม')).toBeTruthy();
    const categorySelect = screen.getByLabelText<HTMLSelectElement>('หมวดหมู่');
    expect(Array.from(categorySelect.options).map((option) => option.textContent)).toEqual([
      'ทุกหมวดหมู่',
      'กีฬา',
      'คาสิโน',
      'ยิงปลา',
      'เกมไพ่',
      'หวย',
      'เกมฮิต',
      'slot',
    ]);
    fireEvent.change(categorySelect, { target: { value: 'slot' } });
    expect(await screen.findByText('ทั้งหมด 1 เกม')).toBeTruthy();
    expect(await findRow('สยามเซเว่น')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/games?')).at(-1)?.url).toContain('category=slot');
  });
});
