import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Waits for a toast; its phrases are separate elements, so the region's text is compared. */
export async function findToast(text: string): Promise<void> {
  await vi.waitFor(() => {
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true);
  });
}

/** The error the field points at (aria-describedby), once there is one. */
export async function findFieldError(field: HTMLElement): Promise<string> {
  return vi.waitFor(() => {
    const errorId = field.getAttribute('aria-describedby');
    const text = errorId ? document.getElementById(errorId)?.textContent : null;
    if (!text) throw new Error('the field shows no error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    return text;
  });
}
