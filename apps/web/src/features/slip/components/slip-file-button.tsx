import type { ChangeEvent, ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { SLIP_IMAGE_ACCEPT } from '../slip-file';
import styles from './slip-file-button.module.css';

interface SlipFileButtonProps {
  /** Opens the camera on a phone instead of the photo library. */
  isCamera?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  isIconOnly?: boolean;
  isDisabled?: boolean;
  onChoose: (file: File) => void;
  testId?: string;
  /** The visible label; it also names the input for screen readers. */
  children: ReactNode;
}

/**
 * A file input behind a button-like label. `capture="environment"` makes phones open the rear
 * camera; desktop browsers ignore it and show the file picker, which is fine there.
 */
export function SlipFileButton({
  isCamera = false,
  variant,
  size,
  isFullWidth,
  isIconOnly,
  isDisabled = false,
  onChoose,
  testId,
  children,
}: SlipFileButtonProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again, after fixing the problem, is noticed.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <label className={[buttonClassName({ variant, size, isFullWidth, isIconOnly }), styles.button].join(' ')} aria-disabled={isDisabled || undefined}>
      <input
        type="file"
        className="visually-hidden"
        accept={SLIP_IMAGE_ACCEPT}
        capture={isCamera ? 'environment' : undefined}
        disabled={isDisabled}
        onChange={handleChange}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
