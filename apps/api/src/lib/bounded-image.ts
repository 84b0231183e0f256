import sharp, { type Metadata } from 'sharp';

/**
 * Images from outside (slip photos, brand uploads) are decoded by libvips through sharp, on its
 * own threads, never on the event loop. The pixel count is bounded by the header before any
 * decoding (`limitInputPixels`), and a file whose data does not match its header (truncated, or
 * carrying more compressed data than its size needs: an inflation bomb) is an error, not a
 * partial or endless decode. A 1x1 PNG inflating to 1 GiB used to cost seconds of the event loop
 * and 1.5 GB of memory.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export interface ImageLimits {
  maxPixels: number;
  /** Seconds of decoding after which the file is given up on. */
  timeoutSeconds?: number;
}

export class ImageRefused extends Error {
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels' | 'undecodable') {
    super(`image refused: ${reason}`);
  }
}

/** Colour profiles, EXIF and the like that a camera or an editor may add to a small picture. */
const MAX_METADATA_BYTES = 256 * 1024;

function decoder(bytes: Buffer, limits: ImageLimits) {
  // failOn 'warning': libvips' warnings are how it reports data that does not fit the header.
  return sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning', sequentialRead: true }).timeout({ seconds: limits.timeoutSeconds ?? 5 });
}

/** The format and size the header declares, refusing what is not an image or is too large. */
export async function readImageHeader(bytes: Buffer, limits: ImageLimits): Promise<{ format: ImageFormat; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ImageRefused('not-an-image');
  }
  const { format, width, height } = metadata;
  if ((format !== 'png' && format !== 'jpeg' && format !== 'webp' && format !== 'gif') || !width || !height) throw new ImageRefused('not-an-image');
  const pixels = width * height * (metadata.pages ?? 1);
  if (pixels > limits.maxPixels) throw new ImageRefused('too-many-pixels');
  // No honest file is larger than its pixels uncompressed (at most 8 bytes each, 16-bit RGBA)
  // plus room for metadata: more is data the picture does not need, like the bomb's gigabyte.
  if (bytes.length > pixels * 8 + MAX_METADATA_BYTES) throw new ImageRefused('undecodable');
  return { format, width, height };
}

/** Decodes the whole file, to prove every byte of it is the image its header says. */
export async function assertDecodable(bytes: Buffer, limits: ImageLimits): Promise<ImageFormat> {
  const { format } = await readImageHeader(bytes, limits);
  try {
    await decoder(bytes, limits).raw().toBuffer();
  } catch {
    throw new ImageRefused('undecodable');
  }
  return format;
}

/** The image as RGBA pixels, scaled down to fit `maxSide` (never up). */
export async function decodeRgba(bytes: Buffer, limits: ImageLimits & { maxSide: number }): Promise<{ data: Buffer; width: number; height: number }> {
  await readImageHeader(bytes, limits);
  try {
    const { data, info } = await decoder(bytes, limits)
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRefused('undecodable');
  }
}
