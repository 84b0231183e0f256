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
