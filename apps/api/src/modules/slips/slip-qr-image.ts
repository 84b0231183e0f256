import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { MAX_SLIP_IMAGE_BYTES } from '@app/contract/slips';
import { AppError } from '../../lib/app-error';

/** Phone screenshots and photos fit in this; larger images would cost too much memory to decode. */
const MAX_PIXELS = 24_000_000;

interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

/** JPEG files start FF D8 FF. */
export function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** PNG files start with their fixed 8-byte signature. */
export function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

function decodePixels(bytes: Buffer): Rgba {
  try {
    if (isJpeg(bytes)) {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 512 });
      return { data: image.data, width: image.width, height: image.height };
    }
    if (isPng(bytes)) {
      // The size is read from the IHDR header first: a small, highly compressed file must not make
      // the decoder allocate gigabytes.
      if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS) throw new AppError('SLIP_IMAGE_INVALID');
      const image = PNG.sync.read(bytes);
      return { data: image.data, width: image.width, height: image.height };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SLIP_UNREADABLE');
  }
  // The file's own first bytes decide its type, never a name or a declared type.
  throw new AppError('SLIP_IMAGE_INVALID');
}

/** Base64 or a data URL, as the web sends a file; anything over 5 MB is refused before decoding. */
export function slipImageBytes(image: string): Buffer {
  const base64 = image.replace(/^data:[^;,]{1,100};base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_SLIP_IMAGE_BYTES) throw new AppError('SLIP_IMAGE_INVALID');
  return bytes;
}

/** The text of the QR code on a slip photo. */
export function readSlipQr(bytes: Buffer): string {
  const image = decodePixels(bytes);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height);
  if (!code?.data) throw new AppError('SLIP_UNREADABLE');
  return code.data;
}
