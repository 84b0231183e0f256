import { brandImageTypeSchema, MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';

export type ImageFileProblem = 'wrongType' | 'tooLarge';

/**
 * Judged in the browser before anything is sent, so an operator learns at once that a file will
 * not do; the server checks the bytes again whatever the browser said.
 */
export function findImageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!brandImageTypeSchema.safeParse(file.type).success) return 'wrongType';
  if (file.size > MAX_BRAND_IMAGE_BYTES) return 'tooLarge';
  return null;
}

/** The file as a data URL: what the upload sends, and what the chosen-file preview shows. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('the file reader gave no text'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('the file could not be read'));
    };
    reader.readAsDataURL(file);
  });
}

/** The file types the file picker offers. */
export const IMAGE_FILE_ACCEPT = brandImageTypeSchema.options.join(',');
