/**
 * The lucky wheel's angle maths. Angles are in degrees, measured clockwise from the top, where the
 * fixed pointer is. The segments are drawn clockwise from the top in the order of the board's
 * options, all of the same size; rotating the wheel by `angle` moves every point of it `angle`
 * degrees clockwise.
 */

const FULL_TURN = 360;

/** A remainder in [0, 360), also for negative angles. */
function normaliseAngle(angle: number): number {
  return ((angle % FULL_TURN) + FULL_TURN) % FULL_TURN;
}

/** How wide each of `segmentCount` equal segments is. */
export function segmentSweep(segmentCount: number): number {
  return FULL_TURN / segmentCount;
}

/** Where the centre of segment `index` lies on the wheel at rest. */
export function segmentCentreAngle(index: number, segmentCount: number): number {
  return (index + 0.5) * segmentSweep(segmentCount);
}

interface SpinTarget {
  /** The wheel's rotation now; spins add up, so it grows with every spin. */
  currentAngle: number;
  /** The segment the server drew. */
  index: number;
  segmentCount: number;
  /** Whole turns the wheel makes before it slows onto the segment. */
  fullTurns: number;
}

/**
 * The rotation at which the wheel stops with the centre of segment `index` under the pointer. The
 * wheel only ever turns forward: the answer is at least `fullTurns` whole turns past the current
 * angle, and less than one more turn beyond that.
 */
export function spinTargetAngle({ currentAngle, index, segmentCount, fullTurns }: SpinTarget): number {
  if (!Number.isInteger(segmentCount) || segmentCount < 1) throw new RangeError('segmentCount must be a positive integer');
  if (!Number.isInteger(index) || index < 0 || index >= segmentCount) throw new RangeError('index must name a segment');
  // The segment's centre sits at centre + rotation; under the pointer that is a multiple of 360.
  const restingAngle = normaliseAngle(-segmentCentreAngle(index, segmentCount));
  const earliestAngle = currentAngle + fullTurns * FULL_TURN;
  return earliestAngle + normaliseAngle(restingAngle - earliestAngle);
}

/** Where the wheel rests before its first spin: the first segment centred under the pointer. */
export function startingAngle(segmentCount: number): number {
  return segmentCount > 0 ? -segmentCentreAngle(0, segmentCount) : 0;
}

/** Which segment is under the pointer when the wheel is rotated by `angle`. */
export function segmentUnderPointer(angle: number, segmentCount: number): number {
  const pointerOnWheel = normaliseAngle(-angle);
  return Math.floor(pointerOnWheel / segmentSweep(segmentCount)) % segmentCount;
}

/** How far the pointer is from the centre of segment `index`, in degrees, in either direction. */
export function distanceFromSegmentCentre(angle: number, index: number, segmentCount: number): number {
  const offset = normaliseAngle(segmentCentreAngle(index, segmentCount) + angle);
  return Math.min(offset, FULL_TURN - offset);
}
