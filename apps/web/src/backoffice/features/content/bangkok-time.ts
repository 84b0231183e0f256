/**
 * The announcement dialog's times are typed in Bangkok time whatever the computer's zone, because
 * the operator schedules for Thai members. Bangkok keeps +07:00 all year (no daylight saving),
 * so a fixed offset is exact.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** "2026-11-21T17:30:00.000Z" -> "2026-11-22T00:30", the value of a datetime-local input. */
export function toBangkokInputValue(isoDateTime: string): string {
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) return '';
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2026-11-22T00:30" (Bangkok) -> "2026-11-22T00:30:00+07:00"; null for anything else. */
export function fromBangkokInputValue(value: string): string | null {
  if (!LOCAL_INPUT.test(value) || Number.isNaN(Date.parse(`${value}:00+07:00`))) return null;
  return `${value}:00+07:00`;
}
