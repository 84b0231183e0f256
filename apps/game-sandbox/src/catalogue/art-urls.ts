import type { CatalogueGame } from './games';
import type { Product } from './products';

/** Where the generated artwork is served as pictures (art/art-pictures.ts); the game list and the pages link to these. */
export function thumbUrl(publicUrl: string, game: CatalogueGame): string {
  return `${publicUrl}/art/games/${game.gameCode}.webp`;
}

export function backgroundUrl(publicUrl: string, game: CatalogueGame): string {
  return `${publicUrl}/art/games/${game.gameCode}-bg.webp`;
}

export function productLogoUrl(publicUrl: string, product: Product): string {
  return `${publicUrl}/art/products/${product.slug}.webp`;
}
