import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '@/lib/format-date-time';
import { chooseDate } from '@/test/choose-date';
import { DateField } from './date-field';

function Field({ initial = '', onChange = vi.fn() }: { initial?: string; onChange?: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="วันที่โอน"
      value={value}
      min="2026-10-05"
      max="2026-11-22"
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

describe('DateField', () => {
  it('writes the chosen day exactly as the lists do, with the Buddhist-era year', () => {
    render(<Field initial="2026-11-05" />);
    const field = screen.getByLabelText('วันที่โอน');
    expect(field.textContent).toBe('5 พ.ย. 2569');
    expect(field.textContent).toBe(formatDay('2026-11-05'));
  });

  it('asks for a date while none is chosen', () => {
    render(<Field />);
    expect(screen.getByLabelText('วันที่โอน').textContent).toBe('เลือกวันที่');
  });

  it('offers Thai months and Buddhist-era years, and gives the chosen day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<Field initial="2026-11-05" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('วันที่โอน'));
    const calendar = screen.getByRole('dialog', { name: 'วันที่โอน' });
    const year = within(calendar).getByLabelText<HTMLSelectElement>('ปี พ.ศ.');
    expect(year.selectedOptions[0]?.textContent).toBe('2569');
    expect(within(calendar).getByLabelText<HTMLSelectElement>('เดือน').selectedOptions[0]?.textContent).toBe('พฤศจิกายน');
    expect(within(calendar).getByRole('table', { name: 'พฤศจิกายน 2569' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: '5 พ.ย. 2569', pressed: true })).toBeTruthy();

    fireEvent.click(within(calendar).getByRole('button', { name: '12 พ.ย. 2569' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-12');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('วันที่โอน').textContent).toBe('12 พ.ย. 2569');
  });

  it('never gives a day outside its range', () => {
    const onChange = vi.fn();
    render(<Field initial="2026-11-05" onChange={onChange} />);
    chooseDate('วันที่โอน', '2026-11-23');
    chooseDate('วันที่โอน', '2026-10-04');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    chooseDate('วันที่โอน', '2026-10-05');
    expect(onChange).toHaveBeenCalledWith('2026-10-05');
  });

  it('moves between days with the arrow keys and months with the arrows', () => {
    render(<Field initial="2026-11-05" />);
    fireEvent.click(screen.getByLabelText('วันที่โอน'));
    const calendar = screen.getByRole('dialog', { name: 'วันที่โอน' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('5 พ.ย. 2569');
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12 พ.ย. 2569');
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12 ต.ค. 2569');
    // October 2026 starts the range: nothing before it.
    expect(within(calendar).getByRole<HTMLButtonElement>('button', { name: 'เดือนก่อนหน้า' }).disabled).toBe(true);
    fireEvent.click(within(calendar).getByRole('button', { name: 'เดือนถัดไป' }));
    expect(within(calendar).getByRole('table', { name: 'พฤศจิกายน 2569' })).toBeTruthy();
  });
});
