import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { slipVerify } from 'promptparse/generate';

/** The mini QR text a Thai bank prints on a slip. */
export function slipPayload(sendingBank: string, transRef: string): string {
  return slipVerify({ sendingBank, transRef });
}

/** A slip-like PNG: white page with the QR code, base64 encoded as the web sends it. */
export async function slipPngBase64(text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: 'png', margin: 4, scale: 6 });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The same QR as a JPEG photo. */
export async function slipJpegBase64(text: string): Promise<string> {
  const png = PNG.sync.read(await QRCode.toBuffer(text, { type: 'png', margin: 4, scale: 6 }));
  const encoded = jpeg.encode({ data: png.data, width: png.width, height: png.height }, 90);
  return Buffer.from(encoded.data).toString('base64');
}

/**
 * A phone-screenshot-sized slip (1080x1920 by default): a white page with the QR in its lower
 * right corner, as banking apps lay it out. Used by the slip benchmark for realistic sizes.
 */
export async function slipScreenshotBase64(text: string, kind: 'png' | 'jpeg', size = { width: 1080, height: 1920 }): Promise<string> {
  const qr = PNG.sync.read(await QRCode.toBuffer(text, { type: 'png', margin: 2, scale: 6 }));
  const page = new PNG({ width: size.width, height: size.height });
  page.data.fill(255);
  const left = size.width - qr.width - 60;
  const top = size.height - qr.height - 200;
  for (let row = 0; row < qr.height; row += 1) {
    qr.data.copy(page.data, ((top + row) * size.width + left) * 4, row * qr.width * 4, (row + 1) * qr.width * 4);
  }
  const bytes = kind === 'png' ? PNG.sync.write(page) : Buffer.from(jpeg.encode({ data: page.data, width: size.width, height: size.height }, 85).data);
  return bytes.toString('base64');
}
