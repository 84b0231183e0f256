import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the live-score and standings frames', () => {
  it("frames the brand's live-score page 2500 px high, with a loading note until the page has loaded", async () => {
    stubApi({ settings: { liveScoreUrl: 'https://scores.example.test/live' } });
    renderAppAt('/live-score');
    const frame = await screen.findByTitle('ผลบอลสด');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://scores.example.test/live');
    expect(frame.getAttribute('height')).toBe('2500');
    const box = frame.parentElement;
    if (!box) throw new Error('The frame has no box');
    expect(box.style.height).toBe('2500px');
    expect(within(box).getByRole('status').textContent).toContain('กำลังโหลด');

    fireEvent.load(frame);
    expect(within(box).queryByRole('status')).toBeNull();
  });

  it('lets the framed page run scripts but never navigate the top window', async () => {
    stubApi();
    renderAppAt('/live-score');
    const frame = await screen.findByTestId('score-frame');
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  });

  it("frames the brand's standings table 520 px high", async () => {
    stubApi({ settings: { standingsUrl: '/brand-assets/demo/standings.html' } });
    renderAppAt('/score');
    const frame = await screen.findByTitle('ตารางคะแนน');
    expect(frame.getAttribute('src')).toBe('/brand-assets/demo/standings.html');
    expect(frame.getAttribute('height')).toBe('520');
    expect(frame.parentElement?.style.height).toBe('520px');
  });

  it('shows an empty state instead of a frame when the brand has no live-score page', async () => {
    stubApi({ settings: { liveScoreUrl: '' } });
    renderAppAt('/live-score');
    expect(await screen.findByText('ยังไม่มีผลบอลสดในขณะนี้')).toBeTruthy();
    expect(screen.queryByTestId('score-frame')).toBeNull();
  });

  it('shows an empty state instead of a frame when the brand has no standings page', async () => {
    stubApi({ settings: { standingsUrl: '' } });
    renderAppAt('/score');
    expect(await screen.findByText('ยังไม่มีตารางคะแนนในขณะนี้')).toBeTruthy();
    expect(screen.queryByTestId('score-frame')).toBeNull();
  });
});
