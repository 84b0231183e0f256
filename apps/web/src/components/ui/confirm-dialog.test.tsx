import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="ยืนยันการออกจากระบบ"
      text="คุณต้องการออกจากระบบหรือไม่?"
      confirmLabel="ตกลง"
      cancelLabel="ยกเลิก"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

afterEach(() => vi.useRealTimers());

describe('ConfirmDialog', () => {
  it('counts down and cancels itself after 5 s', () => {
    vi.useFakeTimers();
    const { onCancel } = renderDialog();
    expect(screen.getByText('ปิดอัตโนมัติใน 5 วินาที')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('ปิดอัตโนมัติใน 3 วินาที')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('confirms with the Thai OK button', () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'ยืนยันการออกจากระบบ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the Thai cancel button', () => {
    const { onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
