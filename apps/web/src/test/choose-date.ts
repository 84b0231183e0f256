import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Chooses a day ('YYYY-MM-DD') in the date field labelled `label` (inside `container`, when two
 * fields share a label) as a member would: opens its calendar, picks the year and the month from
 * the lists, and taps the day. A day outside the field's range is disabled, so tapping it changes
 * nothing.
 */
export function chooseDate(label: string, day: string, container: HTMLElement = document.body): void {
  // A calendar still open (after a tap on a disabled day) is used as it is.
  if (!screen.queryByRole('dialog', { name: label })) fireEvent.click(within(container).getByLabelText(label));
  const calendar = screen.getByRole('dialog', { name: label });
  fireEvent.change(within(calendar).getByLabelText('ปี พ.ศ.'), { target: { value: day.slice(0, 4) } });
  fireEvent.change(within(calendar).getByLabelText('เดือน'), { target: { value: day.slice(5, 7) } });
  const button = calendar.querySelector(`button[data-day="${day}"]`);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`the calendar of ${label} has no ${day}`);
  fireEvent.click(button);
}

const dateTimeGroup = (label: string) => screen.getByRole('group', { name: label });

/** Types 'YYYY-MM-DDTHH:MM' (Bangkok) into the date-and-time field labelled `label`, or clears it with ''. */
export function fillDateTime(label: string, value: string): void {
  const group = dateTimeGroup(label);
  if (value === '') {
    fireEvent.click(within(group).getByRole('button', { name: 'ไม่กำหนด' }));
    return;
  }
  const [day = '', time = ''] = value.split('T');
  chooseDate('วันที่', day, group);
  fireEvent.change(within(group).getByLabelText('เวลา (24 ชม.)'), { target: { value: time } });
}

/** What the date-and-time field labelled `label` holds, as 'YYYY-MM-DDTHH:MM' ('' when empty). */
export function readDateTime(label: string): string {
  const group = dateTimeGroup(label);
  const day = within(group).getByLabelText<HTMLButtonElement>('วันที่').value;
  const time = within(group).getByLabelText<HTMLInputElement>('เวลา (24 ชม.)').value;
  return day || time ? `${day}T${time}` : '';
}
