import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '@/lib/api-client';
import { createDeferred } from '@/test/fixtures';
import '@/backoffice/test/console-texts';
import { findFieldError } from '../test/queries';
import { DecisionDialog, type DecisionText } from './decision-dialog';

const reasonText: DecisionText = {
  field: 'reason',
  label: 'เหตุผล',
  maxLength: 500,
  requiredMessage: 'กรุณาระบุเหตุผล',
  isValid: (text) => text.trim().length >= 3,
};

function renderDialog(send: (text: string) => Promise<string>) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <DecisionDialog
      title="ปฏิเสธรายการ"
      testId="decision"
      summary={<p>สลิปของ somsak99</p>}
      text={reasonText}
      hint="สมาชิกจะเห็นเหตุผลนี้"
      confirmLabel="ยืนยันปฏิเสธ"
      sendingLabel="กำลังส่ง…"
      send={send}
      onDone={onDone}
      onClose={onClose}
    />,
  );
  const field = screen.getByLabelText<HTMLInputElement>('เหตุผล');
  return { onDone, onClose, field };
}

const refusal = (field: string | null, message: string): ApiFailure => ({ kind: 'http', status: 409, code: 'VALIDATION_FAILED', message, field });

describe('the console decision dialog', () => {
  it('checks the text first, then sends it trimmed once however often it is pressed, and cannot be closed meanwhile', async () => {
    const answer = createDeferred<string>();
    const send = vi.fn(() => answer.promise);
    const { onDone, onClose, field } = renderDialog(send);

    fireEvent.submit(field);
    expect(await findFieldError(field)).toBe('กรุณาระบุเหตุผล');
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  สลิปปลอม  ' } });
    fireEvent.submit(field);
    fireEvent.submit(field);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('สลิปปลอม');
    expect(onClose).not.toHaveBeenCalled();

    answer.resolve('rejected');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('rejected'));
  });

  it('puts a refusal naming the text beside it with the focus there, and any other above the button, keeping what was typed', async () => {
    const send = vi
      .fn<(text: string) => Promise<string>>()
      .mockRejectedValueOnce(refusal('reason', 'เหตุผลยาวเกินไป'))
      .mockRejectedValueOnce(refusal(null, 'รายการนี้ถูกดำเนินการไปแล้ว'));
    const { onDone, field } = renderDialog(send);
    fireEvent.change(field, { target: { value: 'สลิปซ้ำ' } });

    fireEvent.submit(field);
    expect(await findFieldError(field)).toBe('เหตุผลยาวเกินไป');
    expect(document.activeElement).toBe(field);

    fireEvent.submit(field);
    expect((await screen.findByTestId('decision-error')).textContent).toBe('รายการนี้ถูกดำเนินการไปแล้ว');
    expect(field.value).toBe('สลิปซ้ำ');
    expect(onDone).not.toHaveBeenCalled();
  });
});
