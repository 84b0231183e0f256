import { segmentSweep } from './wheel-angle';

/**
 * Drawing the wheel in SVG user units. Angles follow wheel-angle.ts: degrees clockwise from the
 * top. SVG's y axis points down, so the top of a circle is at y = centre - radius.
 */

export interface Point {
  x: number;
  y: number;
}

/** Rounded to a hundredth so the markup stays short and stable. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function pointOnCircle(centre: number, radius: number, angle: number): Point {
  const radians = (angle * Math.PI) / 180;
  return { x: round(centre + radius * Math.sin(radians)), y: round(centre - radius * Math.cos(radians)) };
}

/** The path of segment `index`: from the centre out to the rim, along the rim clockwise, and back. */
export function segmentPath(index: number, segmentCount: number, centre: number, radius: number): string {
  if (segmentCount === 1) {
    // A single option fills the wheel; an arc cannot start and end at the same point.
    return `M ${round(centre - radius)} ${centre} a ${radius} ${radius} 0 1 0 ${2 * radius} 0 a ${radius} ${radius} 0 1 0 ${-2 * radius} 0 Z`;
  }
  const sweep = segmentSweep(segmentCount);
  const start = pointOnCircle(centre, radius, index * sweep);
  const end = pointOnCircle(centre, radius, (index + 1) * sweep);
  const largeArc = sweep > 180 ? 1 : 0;
  return `M ${centre} ${centre} L ${start.x} ${start.y} A ${radius} ${radius} 0 ${largeArc} 1 ${end.x} ${end.y} Z`;
}

/**
 * A label of more than one phrase goes on two lines, split at the space that makes the longer
 * line shortest; Thai puts spaces between phrases, never inside a word.
 */
export function splitLabel(label: string, maxCharactersOnOneLine: number): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || visibleLength(label) <= maxCharactersOnOneLine) return [label.trim()];
  let best: string[] = [label.trim()];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map(visibleLength));
    if (longest < bestLongest) {
      best = lines;
      bestLongest = longest;
    }
  }
  return best;
}

/**
 * Characters that take room on a line. Thai vowel and tone marks sit above or below the letter
 * before them and take none.
 */
export function visibleLength(text: string): number {
  return Array.from(text.replace(/\p{M}/gu, '')).length;
}

/** About how wide a line of Thai or digits is, as a share of the font size per character. */
const AVERAGE_CHARACTER_WIDTH_EM = 0.58;

/**
 * The width to squeeze a line into when it would be wider than `availableWidth`, or null when it
 * fits as it is. The estimate is deliberately generous, so a label never runs into its neighbour.
 */
export function squeezedWidth(text: string, fontSize: number, availableWidth: number): number | null {
  const estimatedWidth = visibleLength(text) * fontSize * AVERAGE_CHARACTER_WIDTH_EM;
  return estimatedWidth > availableWidth ? round(availableWidth) : null;
}

/** The width of a segment at `distance` from the centre: the chord between its two edges. */
export function segmentWidthAt(distance: number, segmentCount: number): number {
  if (segmentCount < 2) return 2 * distance;
  return 2 * distance * Math.sin(Math.PI / segmentCount);
}

/** The label's font size: smaller when more segments share the wheel. */
export function labelFontSize(segmentCount: number): number {
  if (segmentCount <= 6) return 16;
  if (segmentCount <= 8) return 15;
  if (segmentCount <= 10) return 13;
  return 11.5;
}

function relativeLuminance(hexColour: string): number | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColour.trim());
  if (!match) return null;
  const [red, green, blue] = match.slice(1).map((channel) => {
    const value = parseInt(channel, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

export const DARK_LABEL_COLOUR = '#1b1400';
export const LIGHT_LABEL_COLOUR = '#ffffff';

/** Dark or white text, whichever contrasts more with a segment's colour (WCAG contrast ratio). */
export function labelColourOn(hexColour: string): string {
  const luminance = relativeLuminance(hexColour);
  if (luminance === null) return LIGHT_LABEL_COLOUR;
  const darkLuminance = relativeLuminance(DARK_LABEL_COLOUR) ?? 0;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / (darkLuminance + 0.05);
  return contrastWithDark > contrastWithWhite ? DARK_LABEL_COLOUR : LIGHT_LABEL_COLOUR;
}
