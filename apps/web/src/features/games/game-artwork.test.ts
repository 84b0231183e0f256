import { describe, expect, it } from 'vitest';
import { chooseGameArtwork } from './game-artwork';

const BASE = '/brand-assets/demo/';

describe('chooseGameArtwork', () => {
  it('uses the bundled artwork of the three house games', () => {
    expect(chooseGameArtwork(BASE, 'house-slot')).toEqual({ kind: 'house', key: 'house-slot' });
    expect(chooseGameArtwork(BASE, 'house-baccarat')).toEqual({ kind: 'house', key: 'house-baccarat' });
    expect(chooseGameArtwork(BASE, 'house-hilo')).toEqual({ kind: 'house', key: 'house-hilo' });
  });

  it('shows the name for a house key without artwork instead of asking the image server', () => {
    expect(chooseGameArtwork(BASE, 'house-roulette')).toEqual({ kind: 'name' });
  });

  it("finds a provider's game image under the brand's image base URL", () => {
    expect(chooseGameArtwork(BASE, 'jk-fortune')).toEqual({ kind: 'image', url: '/brand-assets/demo/games/jk-fortune.png' });
    expect(chooseGameArtwork('https://cdn.example.test/demo', 'slots/ac/dragon.webp')).toEqual({
      kind: 'image',
      url: 'https://cdn.example.test/demo/slots/ac/dragon.webp',
    });
    expect(chooseGameArtwork(BASE, 'https://cdn.example.test/x.png')).toEqual({ kind: 'image', url: 'https://cdn.example.test/x.png' });
  });

  it('never loads an empty key, another scheme or another host without a scheme', () => {
    expect(chooseGameArtwork(BASE, '')).toEqual({ kind: 'name' });
    expect(chooseGameArtwork(BASE, 'javascript:alert(1)')).toEqual({ kind: 'name' });
    expect(chooseGameArtwork(BASE, 'http://cdn.example.test/x.png')).toEqual({ kind: 'name' });
    expect(chooseGameArtwork(BASE, '//evil.example.test/x.png')).toEqual({ kind: 'name' });
  });
});

describe('chooseGameArtwork with an aggregator thumbnail', () => {
  it("shows the aggregator's thumbnail before the brand image of the key", () => {
    expect(chooseGameArtwork(BASE, 'jk-fortune', 'https://art.example.test/games/jk-fortune.svg')).toEqual({
      kind: 'image',
      url: 'https://art.example.test/games/jk-fortune.svg',
    });
    // The local sandbox aggregator serves its art over plain http.
    expect(chooseGameArtwork(BASE, 'sbx_jk_golden_temple', 'http://127.0.0.1:3100/art/games/sbx_jk_golden_temple.svg')).toEqual({
      kind: 'image',
      url: 'http://127.0.0.1:3100/art/games/sbx_jk_golden_temple.svg',
    });
  });

  it('keeps the bundled art of a house game, and ignores a thumbnail that is no web address', () => {
    expect(chooseGameArtwork(BASE, 'house-slot', 'https://art.example.test/x.svg')).toEqual({ kind: 'house', key: 'house-slot' });
    expect(chooseGameArtwork(BASE, 'jk-fortune', 'javascript:alert(1)')).toEqual({ kind: 'image', url: '/brand-assets/demo/games/jk-fortune.png' });
    expect(chooseGameArtwork(BASE, '', 'data:image/svg+xml,<svg/>')).toEqual({ kind: 'name' });
    expect(chooseGameArtwork(BASE, 'jk-fortune', '')).toEqual({ kind: 'image', url: '/brand-assets/demo/games/jk-fortune.png' });
  });
});
