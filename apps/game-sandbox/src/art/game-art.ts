import type { CatalogueGame } from '../catalogue/games';
import type { Product } from '../catalogue/products';
import { drawMotif } from './motifs';
import { hashOf, linearGradient, nameLines, radialGlow, svgDocument, svgText } from './svg-kit';

/** A game's tile (4:3): the product's colours, its category's picture, and the game's name. */
export function gameThumbSvg(game: CatalogueGame): string {
  const { deep, light, accent } = game.product.colours;
  const seed = hashOf(game.gameCode);
  const lines = nameLines(game.name);
  const firstLineY = lines.length > 1 ? 268 : 292;
  return svgDocument(
    480,
    360,
    linearGradient('bg', deep, light) + radialGlow('glow', accent),
    [
      '<rect width="480" height="360" fill="url(#bg)"/>',
      '<rect width="480" height="360" fill="url(#glow)"/>',
      drawMotif(game, { cx: 240, cy: 130, size: 230 }, seed),
      '<rect y="232" width="480" height="128" fill="#000000" fill-opacity="0.45"/>',
      ...lines.map((line, index) => svgText(line, { x: 240, y: firstLineY + index * 40, size: index === 0 ? 34 : 28, fill: index === 0 ? '#ffffff' : accent })),
      // Centred: lobbies often crop a 4:3 thumbnail to a square, which would cut a corner label.
      svgText(game.product.name.toUpperCase(), { x: 240, y: 30, size: 16, fill: '#ffffff', weight: 600 }),
    ].join(''),
  );
}

/** A game's background (16:9): the same picture, large and soft, with no text in the middle. */
export function gameBackgroundSvg(game: CatalogueGame): string {
  const { deep, light, accent } = game.product.colours;
  const seed = hashOf(game.gameCode);
  return svgDocument(
    1280,
    720,
    linearGradient('bg', deep, light, true) + radialGlow('glow', accent),
    [
      '<rect width="1280" height="720" fill="url(#bg)"/>',
      '<rect width="1280" height="720" fill="url(#glow)"/>',
      `<g opacity="0.35">${drawMotif(game, { cx: 640, cy: 360, size: 640 }, seed)}</g>`,
      `<g opacity="0.2">${drawMotif(game, { cx: 180, cy: 560, size: 260 }, seed + 1)}${drawMotif(game, { cx: 1100, cy: 170, size: 260 }, seed + 2)}</g>`,
    ].join(''),
  );
}

/** A product's logo: a badge with its initials large (JK, AC, SL, OH …) and its name below. */
export function productLogoSvg(product: Product): string {
  const { deep, light, accent } = product.colours;
  const words = product.name.split(' ');
  // "JK Slots" keeps its code as is; "Sandbox Live" becomes "SL".
  const initials = (words[0] ?? '').length <= 2 ? (words[0] ?? '') : words.map((word) => word.slice(0, 1)).join('');
  return svgDocument(
    240,
    240,
    linearGradient('bg', light, deep),
    [
      '<rect x="8" y="8" width="224" height="224" rx="40" fill="url(#bg)"/>',
      `<rect x="8" y="8" width="224" height="224" rx="40" fill="none" stroke="${accent}" stroke-width="6"/>`,
      svgText(initials.toUpperCase(), { x: 120, y: 132, size: 92, fill: '#ffffff', weight: 900 }),
      svgText(product.name.toUpperCase(), { x: 120, y: 190, size: product.name.length > 10 ? 20 : 26, fill: accent, weight: 700 }),
    ].join(''),
  );
}
