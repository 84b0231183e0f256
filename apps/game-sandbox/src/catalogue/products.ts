/**
 * The sandbox's products (Hub88's word for a studio). The four slot studios are named so the
 * operator derives the provider codes JK, AC, SG and XE from the first word; the rest are the
 * sandbox's own tables, book, lottery and fishing studio.
 */
export interface Product {
  name: string;
  /** Lowercase with hyphens: the logo's file name. */
  slug: string;
  /** The product's colours: a dark background, a light one, and an accent for buttons. */
  colours: { deep: string; light: string; accent: string };
}

export const PRODUCTS = {
  jk: { name: 'JK Slots', slug: 'jk-slots', colours: { deep: '#5b0f12', light: '#e0a526', accent: '#ffcc33' } },
  ac: {
    name: 'AC Gaming',
    slug: 'ac-gaming',
    colours: { deep: '#0b1f4d', light: '#22b8f0', accent: '#5ee0ff' },
  },
  sg: { name: 'SG Studio', slug: 'sg-studio', colours: { deep: '#3b0a45', light: '#e24fa8', accent: '#ff7ad1' } },
  xe: { name: 'XE Play', slug: 'xe-play', colours: { deep: '#0c3b2e', light: '#3fbf7f', accent: '#8cf5b5' } },
  live: {
    name: 'Sandbox Live',
    slug: 'sandbox-live',
    colours: { deep: '#0d3320', light: '#1f8a52', accent: '#f2c14e' },
  },
  sports: {
    name: 'Sandbox Sports',
    slug: 'sandbox-sports',
    colours: { deep: '#0f2a14', light: '#3c9d3f', accent: '#b6f03c' },
  },
  lotto: {
    name: 'Sandbox Lotto',
    slug: 'sandbox-lotto',
    colours: { deep: '#3d1a00', light: '#f08a24', accent: '#ffd166' },
  },
  ocean: {
    name: 'Ocean Hunter',
    slug: 'ocean-hunter',
    colours: { deep: '#032a45', light: '#1aa3c9', accent: '#7ff0ff' },
  },
} as const satisfies Record<string, Product>;

export type ProductKey = keyof typeof PRODUCTS;

export const ALL_PRODUCTS: readonly Product[] = Object.values(PRODUCTS);

export function productBySlug(slug: string): Product | undefined {
  return ALL_PRODUCTS.find((product) => product.slug === slug);
}
