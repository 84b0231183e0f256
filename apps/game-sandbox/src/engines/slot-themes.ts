import type { Product } from '../catalogue/products';

/** A reel symbol as the page draws it: a character every system font has, in a colour. */
export interface SlotSymbolStyle {
  glyph: string;
  colour: string;
}

type Theme = readonly [SlotSymbolStyle, SlotSymbolStyle, SlotSymbolStyle, SlotSymbolStyle, SlotSymbolStyle, SlotSymbolStyle];

const symbol = (glyph: string, colour: string): SlotSymbolStyle => ({ glyph, colour });

/**
 * Each studio draws the six symbols of the shared slot maths (SEVEN, BAR, BELL, MELON, CHERRY,
 * LEMON, highest paying first) its own way. Plain text symbols rather than emoji: a phone without
 * a colour emoji font (and a headless browser in tests) still shows them.
 */
const THEMES: Record<string, Theme> = {
  'jk-slots': [symbol('7', '#d7263d'), symbol('♛', '#b8860b'), symbol('☯', '#5b0f12'), symbol('♦', '#e0662a'), symbol('✿', '#c2185b'), symbol('●', '#e0a526')],
  'ac-gaming': [symbol('7', '#1565c0'), symbol('★', '#f9a825'), symbol('☾', '#5e35b1'), symbol('♦', '#00838f'), symbol('✦', '#0277bd'), symbol('●', '#22b8f0')],
  'sg-studio': [
    symbol('7', '#d7263d'),
    symbol('BAR', '#212121'),
    symbol('♥', '#c2185b'),
    symbol('♣', '#2e7d32'),
    symbol('♠', '#4a148c'),
    symbol('♦', '#ef6c00'),
  ],
  'xe-play': [symbol('7', '#c62828'), symbol('♞', '#4e342e'), symbol('☘', '#2e7d32'), symbol('✿', '#d81b60'), symbol('☀', '#f9a825'), symbol('♣', '#1b5e20')],
};

export function slotThemeOf(product: Product): Theme {
  return (
    THEMES[product.slug] ??
    THEMES['sg-studio'] ?? [
      symbol('7', '#d7263d'),
      symbol('BAR', '#212121'),
      symbol('♥', '#c2185b'),
      symbol('♣', '#2e7d32'),
      symbol('♠', '#4a148c'),
      symbol('♦', '#ef6c00'),
    ]
  );
}
