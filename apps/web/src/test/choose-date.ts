import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Chooses a day ('YYYY-MM-DD') in the date field labelled `label` as a member would: opens its
 * calendar, picks the year and the month from the lists, and taps the day. A day outside the
 * field's range is disabled, so tapping it changes nothing.
 */
export function chooseDate(label: string, day: string): void {
  // A calendar still open (after a tap on a disabled day) is used as it is.
  if (!screen.queryByRole('dialog', { name: label })) fireEvent.click(screen.getByLabelText(label));
  const calendar = screen.getByRole('dialog', { name: label });
  fireEvent.change(within(calendar).getByLabelText('ปี พ.ศ.'), { target: { value: day.slice(0, 4) } });
  fireEvent.change(within(calendar).getByLabelText('เดือน'), { target: { value: day.slice(5, 7) } });
  const button = calendar.querySelector(`button[data-day="${day}"]`);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`the calendar of ${label} has no ${day}`);
  fireEvent.click(button);
}
