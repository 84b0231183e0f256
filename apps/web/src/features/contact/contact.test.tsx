import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The card with this title, and what it shows. */
function readCard(cards: HTMLElement[], title: string) {
  const card = cards.find((candidate) => within(candidate).queryByRole('heading', { name: title }));
  if (!card) throw new Error(`No contact card titled ${title}`);
  return {
    card,
    qrValue: within(card).queryByTestId('contact-qr')?.dataset.value ?? null,
    qrImage: within(card).queryByRole('img'),
    lineId: within(card).queryByTestId('contact-line-id')?.textContent ?? null,
    link: within(card).queryByRole('link', { name: 'เพิ่มเพื่อนใน LINE' }),
  };
}

describe('the contact page', () => {
  it('shows the main and backup LINE contacts, each with a QR code of its chat link and a link that opens it', async () => {
    stubApi({ settings: { line: { line1: { id: '@demo' }, line2: { id: ' @demo2 ' } } } });
    renderAppAt('/contact');
    const cards = await screen.findAllByTestId('contact-card');
    expect(cards).toHaveLength(2);

    const main = readCard(cards, 'ติดต่อหลัก');
    expect(main.qrValue).toBe('https://line.me/R/ti/p/%40demo');
    expect(main.qrImage?.getAttribute('aria-label')).toBe('คิวอาร์โค้ดเพิ่มเพื่อน LINE @demo');
    expect(main.lineId).toBe('@demo');
    expect(main.link?.getAttribute('href')).toBe('https://line.me/R/ti/p/%40demo');
    expect(main.link?.getAttribute('target')).toBe('_blank');
    expect(main.link?.getAttribute('rel')).toContain('noopener');

    // The operator's stray spaces are not part of the id.
    const backup = readCard(cards, 'ติดต่อสำรอง');
    expect(backup.qrValue).toBe('https://line.me/R/ti/p/%40demo2');
    expect(backup.lineId).toBe('@demo2');
    expect(backup.link?.getAttribute('href')).toBe('https://line.me/R/ti/p/%40demo2');
  });

  it('shows the empty state in the card whose id the brand has not set, and the other card as usual', async () => {
    stubApi({ settings: { line: { line1: { id: '@demo' }, line2: { id: '  ' } } } });
    renderAppAt('/contact');
    const cards = await screen.findAllByTestId('contact-card');

    const backup = readCard(cards, 'ติดต่อสำรอง');
    expect(within(backup.card).getByText('ยังไม่มีช่องทางติดต่อนี้')).toBeTruthy();
    expect(backup.qrValue).toBeNull();
    expect(backup.link).toBeNull();

    const main = readCard(cards, 'ติดต่อหลัก');
    expect(main.qrValue).toBe('https://line.me/R/ti/p/%40demo');
    expect(main.link).toBeTruthy();
  });

  it('shows the same two cards to a member, inside the member layout', async () => {
    stubApi();
    renderAppAt('/auth/contact', { member: demoMember });
    expect(await screen.findByRole('heading', { name: 'ติดต่อเรา', level: 1 })).toBeTruthy();
    const cards = await screen.findAllByTestId('contact-card');
    expect(cards.map((card) => within(card).getByTestId('contact-qr').dataset.value)).toEqual([
      'https://line.me/R/ti/p/%40demo',
      'https://line.me/R/ti/p/%40demo2',
    ]);
    expect(screen.getByTestId('member-name').textContent).toBe(demoMember.name);
  });
});
