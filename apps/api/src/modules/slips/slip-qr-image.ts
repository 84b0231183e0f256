import Piscina from 'piscina';
import { MAX_SLIP_IMAGE_BYTES } from '@app/contract/slips';
import { AppError } from '../../lib/app-error';
import { decodeRgba, ImageRefused, type ImageLimits } from '../../lib/bounded-image';

/** Phone screenshots and photos fit in this; larger images would cost too much memory to decode. */
const SLIP_LIMITS: ImageLimits = { maxPixels: 24_000_000, timeoutSeconds: 5 };
/** A slip's QR stays readable at this size, and finding it costs a fraction of a full-size photo. */
const QR_SEARCH_MAX_SIDE = 2000;

/** JPEG files start FF D8 FF. */
export function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** PNG files start with their fixed 8-byte signature. */
export function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

/** Base64 or a data URL, as the web sends a file; anything over 5 MB is refused before decoding. */
export function slipImageBytes(image: string): Buffer {
  const base64 = image.replace(/^data:[^;,]{1,100};base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_SLIP_IMAGE_BYTES) throw new AppError('SLIP_IMAGE_INVALID');
  return bytes;
}

function refusal(error: unknown): AppError {
  if (error instanceof ImageRefused) return new AppError(error.reason === 'undecodable' ? 'SLIP_UNREADABLE' : 'SLIP_IMAGE_INVALID');
  return error instanceof AppError ? error : new AppError('SLIP_UNREADABLE');
}

/** The file's own first bytes decide its type, never a name or a declared type: a slip is a PNG or a JPEG. */
function assertSlipType(bytes: Buffer): void {
  if (!isPng(bytes) && !isJpeg(bytes)) throw new AppError('SLIP_IMAGE_INVALID');
}

let qrReaders: Piscina | undefined;

/** Threads that look for the QR code, started on first use and stopped when idle. */
function qrReaderPool(): Piscina {
  qrReaders ??= new Piscina({ filename: new URL('./qr-reader.worker.mjs', import.meta.url).href, maxThreads: 2, idleTimeout: 30_000 });
  return qrReaders;
}

export type SlipPixels = Awaited<ReturnType<typeof decodeRgba>>;

/**
 * A slip photo as pixels: a PNG or JPEG by its first bytes, decoded whole off the event loop
 * (a broken or truncated file is SLIP_UNREADABLE), scaled to fit the QR search.
 */
export async function decodeSlipImage(bytes: Buffer): Promise<SlipPixels> {
  assertSlipType(bytes);
  try {
    return await decodeRgba(bytes, { ...SLIP_LIMITS, maxSide: QR_SEARCH_MAX_SIDE });
  } catch (error) {
    throw refusal(error);
  }
}

/** The text of the QR code in decoded slip pixels, found in a worker thread; SLIP_UNREADABLE when there is none. */
export async function findSlipQr(image: SlipPixels): Promise<string> {
  const text: unknown = await qrReaderPool().run(image);
  if (typeof text !== 'string' || !text) throw new AppError('SLIP_UNREADABLE');
  return text;
}

/** The text of the QR code on a slip photo. */
export async function readSlipQr(bytes: Buffer): Promise<string> {
  return findSlipQr(await decodeSlipImage(bytes));
}
