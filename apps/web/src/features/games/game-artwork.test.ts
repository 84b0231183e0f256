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
