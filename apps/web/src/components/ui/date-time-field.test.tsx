import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillDateTime, readDateTime } from '@/test/choose-date';
import { DateTimeField } from './date-time-field';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="สิ้นสุด" value={value} onChange={setValue} isClearable />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateTimeField', () => {
  it('writes the day in the Buddhist era and gives the value a datetime-local input would', () => {
    render(<Field initial="2026-11-22T00:30" />);
    const group = screen.getByRole('group', { name: 'สิ้นสุด' });
    expect(within(group).getByLabelText('วันที่').textContent).toBe('22 พ.ย. 2569');
    expect(readDateTime('สิ้นสุด')).toBe('2026-11-22T00:30');
    fillDateTime('สิ้นสุด', '2026-12-01T0915');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01T09:15');
  });

  it('starts a day chosen without a time at midnight, and clears to nothing', () => {
    render(<Field />);
    expect(screen.queryByRole('button', { name: 'ไม่กำหนด' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'สิ้นสุด' })).getByLabelText('วันที่'));
    fireEvent.click(screen.getByRole('dialog', { name: 'วันที่' }).querySelector('button[aria-current="date"]') ?? document.body);
    expect(screen.getByTestId('value').textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/);
    fillDateTime('สิ้นสุด', '');
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
