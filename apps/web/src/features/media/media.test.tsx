import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaVideo, PromotionBanner } from '@app/contract/media';
import { stubApi } from '@/test/api-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { isPlayableUrl } from './media-url';

afterEach(() => vi.unstubAllGlobals());

const fileVideo: MediaVideo = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'แนะนำวิธีฝากเงิน',
  url: 'https://cdn.example.test/videos/deposit.mp4',
  player: 'file',
  poster: 'media/deposit-poster.jpg',
};
const embedVideo: MediaVideo = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  title: 'ไฮไลต์ฟุตบอลคืนนี้',
  url: 'https://www.youtube.com/embed/abc123',
  player: 'embed',
  poster: '',
};
const banner: PromotionBanner = {
  id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  title: 'ฝากแรกของวัน รับโบนัส 10%',
  image: 'https://cdn.example.test/banners/first-deposit.jpg',
  detail: 'ฝากขั้นต่ำ 100 บาท\nรับโบนัสสูงสุด 500 บาท',
};

type Answer = { status: number; body: unknown };

function stubMedia({
  videos = { status: 200, body: { data: [fileVideo, embedVideo] } },
  banners = { status: 200, body: { data: [banner] } },
}: {
  videos?: Answer;
  banners?: Answer;
} = {}) {
  const fetchMock = stubApi();
  answerExtraRoutes(fetchMock, (url) => {
    if (url === '/api/auth/media/videos') return jsonResponse(videos.status, videos.body);
    if (url === '/api/auth/media/promotions') return jsonResponse(banners.status, banners.body);
    return null;
  });
  return fetchMock;
}

describe('media hub', () => {
  it('links to the wheel, the promotions, the movies and the flip card', async () => {
    stubMedia();
    renderAppAt('/auth/media', { member: demoMember });
    const hub = await screen.findByTestId('media-hub');
    expect(
      within(hub)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['กงล้อนำโชคหมุนวงล้อลุ้นเครดิตและพอยท์', '/auth/media/wheel'],
      ['โปรโมชั่นสมาชิกโปรโมชั่นพิเศษสำหรับสมาชิก', '/auth/media/promotion'],
      ['ดูหนังดูวิดีโอและคลิปจากเรา', '/auth/media/movie'],
      ['เปิดไพ่ลุ้นรางวัลเลือกไพ่หนึ่งใบ ลุ้นรางวัลทันที', '/auth/media/flip-card'],
    ]);
  });
});

describe('movie page', () => {
  it('plays a file in a video element with its poster, and an embed in a frame that may go full screen', async () => {
    stubMedia();
    renderAppAt('/auth/media/movie', { member: demoMember });
    const player = await screen.findByTestId('video-player');
    const video = player.querySelector('video');
    expect(video?.getAttribute('src')).toBe(fileVideo.url);
    expect(video?.getAttribute('poster')).toBe('/brand-assets/demo/media/deposit-poster.jpg');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'แนะนำวิธีฝากเงิน' })).toBeTruthy();

    const list = screen.getByTestId('video-list');
    expect(
      within(list)
        .getByRole('button', { name: /แนะนำวิธีฝากเงิน/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(list).getByRole('button', { name: /ไฮไลต์ฟุตบอลคืนนี้/ }));
    const frame = screen.getByTestId('video-player').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(embedVideo.url);
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame?.getAttribute('allow')).toContain('fullscreen');
    expect(screen.getByTestId('video-player').querySelector('video')).toBeNull();
  });

  it('never loads an address that is not https or a path of the site', async () => {
    stubMedia({ videos: { status: 200, body: { data: [{ ...embedVideo, url: 'javascript:alert(1)' }] } } });
    renderAppAt('/auth/media/movie', { member: demoMember });
    expect(await screen.findByText('วิดีโอนี้เปิดไม่ได้ กรุณาเลือกวิดีโออื่น')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(isPlayableUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isPlayableUrl('/media/clip.mp4')).toBe(true);
    expect(isPlayableUrl('//evil.example/clip.mp4')).toBe(false);
    expect(isPlayableUrl('http://example.test/clip.mp4')).toBe(false);
  });

  it('says in Thai when there are no videos', async () => {
    stubMedia({ videos: { status: 200, body: { data: [] } } });
    renderAppAt('/auth/media/movie', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีวิดีโอ')).toBeTruthy();
  });

  it('offers a retry when the videos cannot be loaded', async () => {
    const fetchMock = stubMedia({ videos: { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } } } });
    renderAppAt('/auth/media/movie', { member: demoMember });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดรายการวิดีโอไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    answerExtraRoutes(fetchMock, (url) => (url === '/api/auth/media/videos' ? jsonResponse(200, { data: [fileVideo] }) : null));
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('video-player')).toBeTruthy();
  });
});

describe('member promotion page', () => {
  it('shows each banner with its picture, title and terms', async () => {
    stubMedia();
    renderAppAt('/auth/media/promotion', { member: demoMember });
    const list = await screen.findByTestId('promotion-banners');
    const [card] = within(list).getAllByRole('listitem');
    expect(
      within(card ?? list)
        .getByRole('img', { name: banner.title })
        .getAttribute('src'),
    ).toBe(banner.image);
    expect(within(card ?? list).getByRole('heading', { name: banner.title })).toBeTruthy();
    expect(card?.textContent).toContain('รับโบนัสสูงสุด 500 บาท');
  });

  it('says in Thai when there is no promotion yet', async () => {
    stubMedia({ banners: { status: 200, body: { data: [] } } });
    renderAppAt('/auth/media/promotion', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นสมาชิก')).toBeTruthy();
  });
});
