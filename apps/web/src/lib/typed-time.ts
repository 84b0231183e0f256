/**
 * Writes what a person types into a time field as "HH:MM" on a 24-hour clock: digits only,
 * the colon put in after the hour ("0915" is "09:15"), so a phone's number pad is enough. A time
 * input would show "AM" and "PM" in many settings, where Thai slips and schedules use 24 hours.
 */
export function typeTime(text: string): string {
  // A separator typed at either end waits for digits: "21:" stays "21" until the minutes come.
  const cleaned = text
    .replace(/[^\d:.]/g, '')
    .replace(/^[:.]+|[:.]+$/g, '')
    .replace('.', ':');
  const [hourPart = '', minutePart] = cleaned.split(':');
  if (minutePart !== undefined) return `${hourPart.slice(0, 2)}:${minutePart.replace(/\D/g, '').slice(0, 2)}`;
  const digits = hourPart.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
