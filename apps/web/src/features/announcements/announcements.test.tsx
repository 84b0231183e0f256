import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@app/contract/announcements';
import type { CheckInState } from '@app/contract/rewards/check-in';
import { stubApi } from '@/test/api-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { SEEN_ANNOUNCEMENTS_KEY } from './seen-announcements-storage';
import { toBangkokDay } from '@/lib/bangkok-date';

afterEach(() => vi.unstubAllGlobals());

const news: Announcement = {
  id: '7d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a',
  title: 'ฝากถอนออโต้',
  body: 'ฝากถอนรวดเร็วภายใน 1 นาที',
  isPopup: false,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
};
const popup: Announcement = {
  id: '8e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
  title: 'ปิดปรับปรุงธนาคาร',
  body: 'ธนาคารกสิกรไทยปิดปรับปรุงคืนนี้ 23:00 - 01:00 น.',
  isPopup: true,
  startsAt: '2026-11-02T00:00:00.000Z',
  endsAt: null,
};

function stubAnnouncements(announcements: Announcement[], checkIn?: CheckInState) {
  const fetchMock = stubApi();
  answerExtraRoutes(fetchMock, (url) => {
    if (url === '/api/announcement' || url === '/api/auth/announcement') return jsonResponse(200, { data: announcements });
    if (url === '/api/auth/game/check-in' && checkIn) return jsonResponse(200, checkIn);
    return null;
  });
  return fetchMock;
}

function settle() {
  return new Promise((resolve) => setTimeout(resolve, 150));
}

describe('announcements', () => {
  it('scrolls the titles and bodies on the home page, and a tap lists them all', async () => {
    stubAnnouncements([popup, news]);
    window.localStorage.setItem(SEEN_ANNOUNCEMENTS_KEY, JSON.stringify([popup.id]));
    renderAppAt('/');
    const marquee = await screen.findByTestId('announcement-marquee');
    expect(marquee.textContent).toContain('ปิดปรับปรุงธนาคาร: ธนาคารกสิกรไทยปิดปรับปรุงคืนนี้ 23:00 - 01:00 น.');
    expect(marquee.textContent).toContain('ฝากถอนออโต้: ฝากถอนรวดเร็วภายใน 1 นาที');
    expect(marquee.getAttribute('aria-label')).toBe('ประกาศ 2 รายการ แตะเพื่ออ่านทั้งหมด');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(marquee);
    const list = await screen.findByRole('dialog', { name: 'ประกาศ' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['ปิดปรับปรุงธนาคาร', 'ฝากถอนออโต้']);
    fireEvent.click(within(list).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pops a popup announcement up once per browser', async () => {
    stubAnnouncements([popup, news]);
    renderAppAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'ปิดปรับปรุงธนาคาร' });
    expect(dialog.textContent).toContain('ธนาคารกสิกรไทยปิดปรับปรุงคืนนี้ 23:00 - 01:00 น.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SEEN_ANNOUNCEMENTS_KEY) ?? '[]')).toEqual([popup.id]);

    cleanup();
    renderAppAt('/');
    await screen.findByTestId('announcement-marquee');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when there are no announcements or they cannot be loaded', async () => {
    stubApi();
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByTestId('announcement-marquee')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on the dashboard, shows the popup announcement first and the check-in popup after it is closed', async () => {
    stubAnnouncements([popup], {
      date: toBangkokDay(new Date()),
      data: [],
      visible: true,
      today: false,
      value: { kind: 'credit', amountSatang: 5_00 },
      tomorrowValue: { kind: 'credit', amountSatang: 6_00 },
      days: [],
    });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const announcement = await screen.findByRole('dialog', { name: 'ปิดปรับปรุงธนาคาร' });
    expect(await screen.findByTestId('announcement-marquee')).toBeTruthy();
    await screen.findByTestId('check-in-tile');
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(announcement).getByRole('button', { name: 'ปิด' }));
    expect(await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
