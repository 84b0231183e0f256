import type { CatalogueGame } from '../catalogue/games';
import { seededSequence, starPoints, svgText, wedgePath } from './svg-kit';

/**
 * The picture at the centre of a game's artwork, one kind per category, drawn in a box of
 * `size` centred on (cx, cy). Positions and sizes vary with the game's code.
 */
export interface MotifBox {
  cx: number;
  cy: number;
  size: number;
}

type Motif = (game: CatalogueGame, box: MotifBox, next: () => number) => string;

const slotMotif: Motif = (game, { cx, cy, size }, next) => {
  const reelWidth = size * 0.3;
  const reelHeight = size * 0.42;
  const shapes: string[] = [];
  for (let reel = 0; reel < 3; reel += 1) {
    const x = cx + (reel - 1) * (reelWidth + size * 0.04);
    shapes.push(
      `<rect x="${x - reelWidth / 2}" y="${cy - reelHeight / 2}" width="${reelWidth}" height="${reelHeight}" rx="${size * 0.04}" fill="#ffffff" fill-opacity="0.92" stroke="${game.product.colours.accent}" stroke-width="${size * 0.015}"/>`,
    );
    const kind = Math.floor(next() * 3);
    const r = reelWidth * 0.3;
    if (kind === 0) shapes.push(`<polygon points="${starPoints(x, cy, r)}" fill="${game.product.colours.light}"/>`);
    else if (kind === 1)
      shapes.push(
        `<circle cx="${x}" cy="${cy}" r="${r}" fill="${game.product.colours.deep}"/><circle cx="${x}" cy="${cy}" r="${r * 0.6}" fill="${game.product.colours.accent}"/>`,
      );
    else shapes.push(svgText('7', { x, y: cy + r * 0.75, size: r * 2.2, fill: '#d7263d', weight: 900 }));
  }
  return shapes.join('');
};

const fishingMotif: Motif = (game, { cx, cy, size }, next) => {
  const shapes: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const x = cx + (next() - 0.5) * size * 0.7;
    const y = cy + (index - 1) * size * 0.22;
    const length = size * (0.18 + next() * 0.16);
    const colour = index === 1 ? game.product.colours.accent : '#ffb347';
    shapes.push(
      `<ellipse cx="${x}" cy="${y}" rx="${length / 2}" ry="${length / 4}" fill="${colour}"/>`,
      `<polygon points="${x + length / 2 - 2},${y} ${x + length * 0.8},${y - length / 4} ${x + length * 0.8},${y + length / 4}" fill="${colour}"/>`,
      `<circle cx="${x - length / 4}" cy="${y - length / 16}" r="${length / 16}" fill="#02182b"/>`,
    );
  }
  for (let index = 0; index < 6; index += 1) {
    shapes.push(
      `<circle cx="${cx + (next() - 0.5) * size}" cy="${cy + (next() - 0.5) * size * 0.8}" r="${size * (0.01 + next() * 0.025)}" fill="none" stroke="#ffffff" stroke-opacity="0.7"/>`,
    );
  }
  return shapes.join('');
};

function card(x: number, y: number, width: number, angleDegrees: number, label: string, colour: string): string {
  const height = width * 1.4;
  return [
    `<g transform="rotate(${angleDegrees} ${x} ${y + height / 2})">`,
    `<rect x="${x - width / 2}" y="${y - height / 2}" width="${width}" height="${height}" rx="${width * 0.1}" fill="#ffffff" stroke="#222" stroke-width="2"/>`,
    svgText(label, { x, y: y + width * 0.2, size: width * 0.55, fill: colour, weight: 800 }),
    '</g>',
  ].join('');
}

const cardsMotif: Motif = (_game, { cx, cy, size }, next) => {
  const labels = [
    ['A♠', '#111'],
    ['K♥', '#c8102e'],
    ['9♦', '#c8102e'],
    ['8♣', '#111'],
  ] as const;
  const start = Math.floor(next() * labels.length);
  return [-1, 0, 1]
    .map((offset, index) => {
      const [label, colour] = labels[(start + index) % labels.length] ?? labels[0];
      return card(cx + offset * size * 0.2, cy, size * 0.28, offset * 14, label, colour);
    })
    .join('');
};

const rouletteMotif: Motif = (game, { cx, cy, size }) => {
  const radius = size * 0.42;
  const slices = 18;
  const wedges: string[] = [`<circle cx="${cx}" cy="${cy}" r="${radius + size * 0.03}" fill="${game.product.colours.accent}"/>`];
  for (let index = 0; index < slices; index += 1) {
    const from = (index / slices) * Math.PI * 2;
    const to = ((index + 1) / slices) * Math.PI * 2;
    const fill = index === 0 ? '#1f9d55' : index % 2 === 0 ? '#c8102e' : '#111111';
    wedges.push(`<path d="${wedgePath(cx, cy, radius, from, to)}" fill="${fill}"/>`);
  }
  wedges.push(
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.45}" fill="${game.product.colours.deep}" stroke="${game.product.colours.accent}" stroke-width="3"/>`,
    `<circle cx="${cx + radius * 0.75}" cy="${cy - radius * 0.3}" r="${size * 0.025}" fill="#ffffff"/>`,
  );
  return wedges.join('');
};

const sportMotif: Motif = (game, { cx, cy, size }) => {
  const radius = size * 0.3;
  return [
    `<rect x="${cx - size * 0.48}" y="${cy - size * 0.3}" width="${size * 0.96}" height="${size * 0.6}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    `<line x1="${cx}" y1="${cy - size * 0.3}" x2="${cx}" y2="${cy + size * 0.3}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" stroke="${game.product.colours.deep}" stroke-width="3"/>`,
    `<polygon points="${starPoints(cx, cy, radius * 0.45)}" fill="#111111"/>`,
  ].join('');
};

const lottoMotif: Motif = (game, { cx, cy, size }, next) =>
  [-1, 0, 1]
    .map((offset) => {
      const x = cx + offset * size * 0.28;
      const digit = String(Math.floor(next() * 10));
      return [
        `<circle cx="${x}" cy="${cy}" r="${size * 0.13}" fill="#ffffff" stroke="${game.product.colours.light}" stroke-width="${size * 0.02}"/>`,
        svgText(digit, { x, y: cy + size * 0.055, size: size * 0.16, fill: game.product.colours.deep, weight: 900 }),
      ].join('');
    })
    .join('');

const MOTIFS: Record<CatalogueGame['category'], Motif> = {
  'video slots': slotMotif,
  fishing: fishingMotif,
  'live baccarat': cardsMotif,
  'card games': cardsMotif,
  'live roulette': rouletteMotif,
  sportsbook: sportMotif,
  lottery: lottoMotif,
};

export function drawMotif(game: CatalogueGame, box: MotifBox, seed: number): string {
  return MOTIFS[game.category](game, box, seededSequence(seed));
}
