import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGBA PNG of the given header size around the given compressed image data. */
export function pngWithData(header: { width: number; height: number; isInterlaced?: boolean }, compressed: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  ihdr.writeUInt8(header.isInterlaced ? 1 : 0, 12);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A zlib stream of `mebibytes` MiB of zeros, built from one compressed MiB repeated (each ends
 * with a full flush, so the copies chain), in about a thousandth of the size it inflates to.
 */
function zerosStream(mebibytes: number): Buffer {
  const oneMebibyte = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const lastBlock = Buffer.from([0x03, 0x00]); // an empty final block with fixed codes
  const adler = Buffer.alloc(4);
  // Adler-32 of zeros: the low sum stays 1, the high sum grows by 1 per byte.
  adler.writeUInt32BE(((mebibytes * 2 ** 20) % 65521) * 65536 + 1);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: mebibytes }, () => oneMebibyte), lastBlock, adler]);
}

/** The probe's bomb: an interlaced PNG whose header says 1x1, whose data inflates to 1 GiB (a 1 MB file). */
export function inflationBombPng(): Buffer {
  return pngWithData({ width: 1, height: 1, isInterlaced: true }, zerosStream(1024));
}

/** A header that claims 40000x40000 pixels, with a few bytes of data. */
export function hugeHeaderPng(): Buffer {
  return pngWithData({ width: 40_000, height: 40_000 }, deflateSync(Buffer.alloc(1000)));
}

/** A real PNG of `side`x`side` transparent pixels, cut off halfway through its data. */
export function truncatedPng(side = 64): Buffer {
  const rows = Buffer.alloc(side * (1 + side * 4));
  const whole = pngWithData({ width: side, height: side }, deflateSync(rows));
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** `png` grown to exactly `totalBytes` with a text chunk before its end: metadata, not pixels. */
export function paddedPng(png: Buffer, totalBytes: number): Buffer {
  const end = png.subarray(png.length - 12);
  const padding = totalBytes - png.length - 12;
  if (padding < 1) throw new Error('the PNG is already that large');
  return Buffer.concat([png.subarray(0, png.length - 12), chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding - 8, 0x20)])), end]);
}
