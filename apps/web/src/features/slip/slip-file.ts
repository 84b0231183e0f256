import { MAX_SLIP_IMAGE_BYTES } from '@app/contract/slips';

/** The photo types the server reads a slip QR from. */
export const SLIP_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** For the file inputs' `accept`, so the phone offers only photos it can send. */
export const SLIP_IMAGE_ACCEPT = SLIP_IMAGE_TYPES.join(',');

export type SlipFileProblem = 'type' | 'size' | 'empty';

/**
 * Checks a chosen photo on the phone before it is sent. The server checks the bytes again and
 * has the final word; this spares the member a long upload of a photo that would be refused.
 */
export function checkSlipFile(file: Pick<File, 'type' | 'size'>): SlipFileProblem | null {
  if (!SLIP_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_SLIP_IMAGE_BYTES) return 'size';
  return null;
}

/** The photo as a data URL, which the API takes as it is and an <img> can show as a preview. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file was not read as text'));
    });
    reader.addEventListener('error', () => {
      reject(reader.error ?? new Error('The file could not be read'));
    });
    reader.readAsDataURL(file);
  });
}
