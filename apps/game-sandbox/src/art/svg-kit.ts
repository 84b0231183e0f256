import { escapeHtml } from '../lib/html';

/**
 * Small helpers to draw the sandbox's artwork as SVG text. Everything is generated from the
 * game's code and its product's colours: no downloaded images and no web fonts (the generic
 * font families below are whatever the viewer's system has).
 */

export const FONT_FAMILY = "system-ui, 'Noto Sans Thai', Tahoma, 'Segoe UI', sans-serif";

/** A stable 32-bit number from a text (FNV-1a), so a game's artwork is the same every time. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A sequence of numbers in [0, 1) drawn from a seed: where shapes go and how big they are. */
export function seededSequence(seed: number): () => number {
  let state = seed || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${defs}</defs>`,
    body,
    '</svg>',
  ].join('');
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radialGlow(id: string, colour: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

export interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
}

export function svgText(text: string, style: TextStyle): string {
  return `<text x="${style.x}" y="${style.y}" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${style.weight ?? 700}" fill="${style.fill}" text-anchor="${style.anchor ?? 'middle'}">${escapeHtml(text)}</text>`;
}

const THAI = /[\u0E00-\u0E7F]/;

/**
 * A game name in at most two lines: a Thai part and an English part apart ("วัดทองคำ" / "Golden
 * Temple"), else split at the middle space when long. Thai words are never cut.
 */
export function nameLines(name: string): string[] {
  const words = name.split(' ');
  const thaiWords = words.filter((word) => THAI.test(word));
  const otherWords = words.filter((word) => !THAI.test(word));
  if (thaiWords.length > 0 && otherWords.length > 0) return [thaiWords.join(' '), otherWords.join(' ')];
  if (name.length <= 16 || words.length < 2) return [name];
  const middle = Math.ceil(words.length / 2);
  return [words.slice(0, middle).join(' '), words.slice(middle).join(' ')];
}

/** A five-pointed star centred on (x, y). */
export function starPoints(x: number, y: number, radius: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const r = index % 2 === 0 ? radius : radius * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    points.push(`${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** A pie slice of a circle centred on (x, y), from one angle to another (radians). */
export function wedgePath(x: number, y: number, radius: number, fromAngle: number, toAngle: number): string {
  const x1 = x + radius * Math.cos(fromAngle);
  const y1 = y + radius * Math.sin(fromAngle);
  const x2 = x + radius * Math.cos(toAngle);
  const y2 = y + radius * Math.sin(toAngle);
  return `M${x},${y} L${x1.toFixed(1)},${y1.toFixed(1)} A${radius},${radius} 0 0 1 ${x2.toFixed(1)},${y2.toFixed(1)} Z`;
}
