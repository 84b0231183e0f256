// Runs in the QR reader's worker threads (slip-qr-image.ts): finding a QR code in a photo is
// seconds of CPU for a large one, which must never hold up the event loop. Plain JavaScript, so
// it loads the same way under the server, the tests and tsx.
import jsQR from 'jsqr';

/** The text of the QR code in RGBA pixels, or null when there is none. */
export default function readQr({ data, width, height }) {
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, width, height)?.data ?? null;
}
