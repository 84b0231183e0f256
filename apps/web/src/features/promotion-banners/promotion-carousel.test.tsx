import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPromotionBanner } from '@app/contract/promotion-banners';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { stubApi } from '@/test/api-stub';
import { errorResponse } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { PromotionCarousel } from './components/promotion-carousel';

const BANNERS: PublicPromotionBanner[] = [
  {
    id: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
    title: 'ฝากแรกรับโบนัส 100%',
    imageUrl: '/api/media/brand-images/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    link: '/promotion',
  },
  {
    id: '7a2e3d4c-5b6a-4f7e-9b8c-0d1e2f3a4b5c',
    title: 'คืนยอดเสียทุกสัปดาห์',
    imageUrl: 'https://cdn.example/banners/cashback.webp',
    link: 'https://promo.example/cashback',
  },
  { id: '8b3f4e5d-6c7b-4a8f-8c9d-1e2f3a4b5c6d', title: 'หมุนวงล้อฟรีทุกวัน', imageUrl: 'https://cdn.example/banners/wheel.webp', link: null },
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(window, 'matchMedia');
});

/** The shell's API with the carousel's banners answered by `answer`. */
function stubBanners(answer: () => Response | Promise<Response>) {
  const fetchMock = stubApi();
  answerExtraRoutes(fetchMock, (url) => (url === '/api/promotion-banners' ? answer() : null));
  return fetchMock;
}

/** The carousel alone on a page, with a site page its banners may lead to. */
function renderCarousel() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PromotionCarousel /> },
      { path: '/promotion', element: <p>หน้าโปรโมชั่น</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProvider store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function setPageVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const slides = () => screen.getAllByTestId('promotion-slide');
const currentSlide = () =>
  slides()
    .find((slide) => slide.getAttribute('data-current') === 'true')
    ?.getAttribute('aria-label');
const currentDot = () => screen.getAllByTestId('promotion-dot').findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

async function openCarousel(banners = BANNERS) {
  stubBanners(() => jsonResponse(200, { data: banners }));
  const router = renderCarousel();
  const carousel = await screen.findByTestId('promotion-carousel');
  return { router, carousel };
}

describe('promotion carousel', () => {
  it('shows the banners in order, one at a time, each labelled "n จาก m", the first loaded at once', async () => {
    const { carousel } = await openCarousel();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('aria-label')).toBe('แบนเนอร์โปรโมชั่น');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 จาก 3', '2 จาก 3', '3 จาก 3']);
    // The first picture at once; the next once the page has settled.
    expect(await screen.findByRole('img', { name: 'คืนยอดเสียทุกสัปดาห์', hidden: true })).toBeTruthy();
    expect(slides().map((slide) => slide.querySelector('img')?.getAttribute('alt'))).toEqual([BANNERS[0]?.title, BANNERS[1]?.title, undefined]);
    expect(slides().map((slide) => slide.querySelector('img')?.getAttribute('loading'))).toEqual(['eager', 'lazy', undefined]);
    expect(slides().map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(currentSlide()).toBe('1 จาก 3');
    // Only the banner in view can be reached: the others are inert.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(within(carousel).getByRole('button', { name: 'แบนเนอร์ถัดไป' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'แบนเนอร์ที่ 2: คืนยอดเสียทุกสัปดาห์' })).toBeTruthy();
  });

  it('downloads the first banner with the page, the next once the page has settled, and any other when it is shown', async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const { carousel } = await openCarousel();
    const pictured = () => slides().map((slide) => slide.querySelector('img')?.getAttribute('src') ?? null);
    expect(pictured()).toEqual([BANNERS[0]?.imageUrl, null, null]);

    act(() => {
      idleCallbacks.forEach((callback) => callback());
    });
    expect(pictured()).toEqual([BANNERS[0]?.imageUrl, BANNERS[1]?.imageUrl, null]);

    // Chosen by its dot, the third is drawn as it is shown, and stays drawn after it.
    fireEvent.click(within(carousel).getByRole('button', { name: 'แบนเนอร์ที่ 3: หมุนวงล้อฟรีทุกวัน' }));
    expect(pictured()).toEqual(BANNERS.map((banner) => banner.imageUrl));
    fireEvent.click(within(carousel).getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect(currentSlide()).toBe('1 จาก 3');
    expect(pictured()).toEqual(BANNERS.map((banner) => banner.imageUrl));
  });

  it('opens a site path through the router, an https address in a new tab, and nothing for a banner without a link', async () => {
    const { router, carousel } = await openCarousel();
    // Each banner shown once, so each has its picture drawn; then back to the first.
    for (const dot of ['แบนเนอร์ที่ 2: คืนยอดเสียทุกสัปดาห์', 'แบนเนอร์ที่ 3: หมุนวงล้อฟรีทุกวัน', 'แบนเนอร์ที่ 1: ฝากแรกรับโบนัส 100%']) {
      fireEvent.click(within(carousel).getByRole('button', { name: dot }));
    }
    const [internal, external, plain] = slides();
    expect(plain?.querySelector('img')?.getAttribute('alt')).toBe('หมุนวงล้อฟรีทุกวัน');
    expect(external?.querySelector('a')?.getAttribute('href')).toBe('https://promo.example/cashback');
    expect(external?.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(external?.querySelector('a')?.getAttribute('rel')).toContain('noopener');
    expect(plain?.querySelector('a')).toBeNull();
    const link = within(internal ?? document.body).getByRole('link', { name: 'ฝากแรกรับโบนัส 100%' });
    expect(link.getAttribute('href')).toBe('/promotion');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByText('หน้าโปรโมชั่น')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotion');
  });

  it('moves with the arrows, the dots, the arrow keys and a swipe, going round at the ends', async () => {
    const { carousel } = await openCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect([currentSlide(), currentDot()]).toEqual(['2 จาก 3', 2]);
    fireEvent.click(screen.getAllByTestId('promotion-dot')[2] as HTMLElement);
    expect([currentSlide(), currentDot()]).toEqual(['3 จาก 3', 3]);
    fireEvent.click(within(carousel).getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect(currentSlide()).toBe('1 จาก 3');
    fireEvent.click(within(carousel).getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
    expect(currentSlide()).toBe('3 จาก 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('1 จาก 3');

    const frame = slides()[0]?.parentElement?.parentElement ?? carousel;
    fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: 120, clientY: 110 });
    expect(currentSlide()).toBe('2 จาก 3');
    fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(currentSlide()).toBe('1 จาก 3');
    // A short or mostly vertical move is a tap or a scroll, not a swipe.
    fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: 140, clientY: 300 });
    expect(currentSlide()).toBe('1 จาก 3');
  });

  it('turns every 5 s, waiting while the pointer is over it, focus is inside it or the page is hidden', async () => {
    setPageVisibility('hidden');
    const { carousel } = await openCarousel();
    vi.useFakeTimers();
    wait(20_000);
    expect(currentSlide()).toBe('1 จาก 3');

    act(() => {
      setPageVisibility('visible');
    });
    wait(4_999);
    expect(currentSlide()).toBe('1 จาก 3');
    wait(1);
    expect(currentSlide()).toBe('2 จาก 3');

    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    wait(15_000);
    expect(currentSlide()).toBe('2 จาก 3');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    wait(5_000);
    expect(currentSlide()).toBe('3 จาก 3');
    wait(5_000);
    expect(currentSlide()).toBe('1 จาก 3');

    const dot = screen.getAllByTestId('promotion-dot')[0] as HTMLElement;
    act(() => {
      dot.focus();
    });
    wait(15_000);
    expect(currentSlide()).toBe('1 จาก 3');
    act(() => {
      dot.blur();
    });
    wait(5_000);
    expect(currentSlide()).toBe('2 จาก 3');
  });

  it('never turns by itself when the phone asks for less motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }),
    });
    // Shown first in a hidden page, so that every wait after it is one of the fake clock's.
    setPageVisibility('hidden');
    await openCarousel();
    vi.useFakeTimers();
    act(() => {
      setPageVisibility('visible');
    });
    wait(30_000);
    expect(currentSlide()).toBe('1 จาก 3');
    fireEvent.click(screen.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect(currentSlide()).toBe('2 จาก 3');
  });

  it('shows one banner without arrows or dots', async () => {
    const { carousel } = await openCarousel(BANNERS.slice(2));
    expect(slides()).toHaveLength(1);
    expect(slides()[0]?.getAttribute('aria-label')).toBe('1 จาก 1');
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByTestId('promotion-dot')).toHaveLength(0);
  });

  it('holds its place with a skeleton while loading, then shows nothing when there are no banners', async () => {
    const reply = createDeferred<Response>();
    stubBanners(() => reply.promise);
    renderCarousel();
    expect(await screen.findByTestId('promotion-carousel-skeleton')).toBeTruthy();
    reply.resolve(jsonResponse(200, { data: [] }));
    await vi.waitFor(() => {
      expect(screen.queryByTestId('promotion-carousel-skeleton')).toBeNull();
    });
    expect(screen.queryByTestId('promotion-carousel')).toBeNull();
  });

  it('leaves the carousel out, without an error, when the banners cannot be loaded', async () => {
    stubBanners(() => errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' }));
    renderCarousel();
    await vi.waitFor(() => {
      expect(screen.queryByTestId('promotion-carousel-skeleton')).toBeNull();
    });
    expect(screen.queryByTestId('promotion-carousel')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stands at the top of the home page, above the hero', async () => {
    stubBanners(() => jsonResponse(200, { data: BANNERS }));
    renderAppAt('/');
    const carousel = await screen.findByTestId('promotion-carousel');
    expect(carousel.parentElement?.firstElementChild).toBe(carousel);
    expect(carousel.compareDocumentPosition(await screen.findByTestId('home-hero')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stands at the top of the member dashboard', async () => {
    stubBanners(() => jsonResponse(200, { data: BANNERS }));
    renderAppAt('/auth/dashboard', { member: demoMember });
    const carousel = await screen.findByTestId('promotion-carousel');
    expect(within(carousel).getAllByTestId('promotion-slide')).toHaveLength(3);
    expect(carousel.parentElement?.firstElementChild).toBe(carousel);
  });
});
