import type { CSSProperties, TransitionEvent } from 'react';
import type { PrizeOption } from '@app/contract/rewards/prize-draws';
import { useBrand } from '@/components/layouts/brand-context';
import { resolveImageUrl } from '@/lib/image-url';
import { segmentCentreAngle } from '../wheel-angle';
import { labelColourOn, labelFontSize, segmentPath, segmentWidthAt, splitLabel, squeezedWidth } from '../wheel-geometry';
import styles from './prize-wheel.module.css';

/** The wheel is drawn in a 320-unit square, about its size in CSS pixels on a phone. */
const SIZE = 320;
const CENTRE = SIZE / 2;
const RADIUS = 158;
const IMAGE_SIZE = 30;
/** A label line longer than this many characters is split at a space, when it has one. */
const MAX_CHARACTERS_ON_ONE_LINE = 9;
/** The easing of a wheel given a push: fast at first, slowing gently onto the prize. */
const SPIN_EASING = 'cubic-bezier(0.12, 0.68, 0.16, 1)';

interface PrizeWheelProps {
  options: PrizeOption[];
  angleDegrees: number;
  /** Milliseconds of the turn towards `angleDegrees`; 0 shows the wheel where it rests. */
  durationMs: number;
  label: string;
  onTurnEnd: () => void;
}

/** One segment's label: one or two lines across the segment, upright when the segment is at the top. */
function SegmentLabel({ option, index, segmentCount, imageBaseUrl }: { option: PrizeOption; index: number; segmentCount: number; imageBaseUrl: string }) {
  const fontSize = labelFontSize(segmentCount);
  const lines = splitLabel(option.label, MAX_CHARACTERS_ON_ONE_LINE);
  const lineGap = fontSize * 1.25;
  const firstLineDistance = RADIUS * 0.76;
  const colour = labelColourOn(option.colour);
  return (
    <g transform={`rotate(${segmentCentreAngle(index, segmentCount)} ${CENTRE} ${CENTRE})`}>
      {lines.map((line, lineIndex) => {
        const distance = firstLineDistance - lineIndex * lineGap;
        // Kept inside the segment with a margin on each side, so it never runs into a neighbour.
        const width = squeezedWidth(line, fontSize, segmentWidthAt(distance - fontSize / 2, segmentCount) * 0.86);
        return (
          <text
            key={line}
            className={styles.label}
            x={CENTRE}
            y={CENTRE - distance}
            fill={colour}
            fontSize={fontSize}
            textAnchor="middle"
            dominantBaseline="central"
            textLength={width ?? undefined}
            lengthAdjust={width === null ? undefined : 'spacingAndGlyphs'}
          >
            {line}
          </text>
        );
      })}
      {option.image ? (
        <image
          href={resolveImageUrl(imageBaseUrl, option.image)}
          x={CENTRE - IMAGE_SIZE / 2}
          y={CENTRE - firstLineDistance + (lines.length - 1) * lineGap + fontSize + 2}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          preserveAspectRatio="xMidYMid meet"
        />
      ) : null}
    </g>
  );
}

/**
 * The lucky wheel: equal segments in the board's order, clockwise from the top, under a fixed
 * pointer. Turning is a CSS transition of the rotation, so the browser animates it smoothly; the
 * screen learns that it stopped from transitionend.
 */
export function PrizeWheel({ options, angleDegrees, durationMs, label, onTurnEnd }: PrizeWheelProps) {
  const brand = useBrand();
  const segmentCount = options.length;
  const rotorStyle: CSSProperties & { '--spin-duration': string } = {
    // Lets the reduced-motion rule keep this short turn (see the CSS).
    '--spin-duration': `${durationMs}ms`,
    transform: `rotate(${angleDegrees}deg)`,
    transition: durationMs > 0 ? `transform ${durationMs}ms ${SPIN_EASING}` : 'none',
  };
  const endTurn = (event: TransitionEvent<SVGSVGElement>) => {
    if (event.target === event.currentTarget) onTurnEnd();
  };
  return (
    <div className={styles.frame} role="img" aria-label={label} data-testid="wheel-frame">
      <div className={styles.rim} aria-hidden="true" />
      <svg
        className={styles.rotor}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        data-testid="prize-wheel"
        data-angle={angleDegrees}
        style={rotorStyle}
        onTransitionEnd={endTurn}
        aria-hidden="true"
      >
        {options.map((option, index) => (
          <path key={option.id} d={segmentPath(index, segmentCount, CENTRE, RADIUS)} fill={option.colour} className={styles.segment} data-index={index} />
        ))}
        {options.map((option, index) => (
          <SegmentLabel key={option.id} option={option} index={index} segmentCount={segmentCount} imageBaseUrl={brand.imageBaseUrl} />
        ))}
      </svg>
      <span className={styles.hub} aria-hidden="true" />
      <svg className={styles.pointer} viewBox="0 0 40 48" aria-hidden="true">
        <path d="M20 46 L3 12 A18 18 0 1 1 37 12 Z" />
        <circle cx="20" cy="17" r="6" />
      </svg>
    </div>
  );
}
