import { parseSlipPayload } from '../apps/api/src/modules/slips/slip-payload';
import { readSlipQr, slipImageBytes } from '../apps/api/src/modules/slips/slip-qr-image';
import { slipPayload, slipScreenshotBase64 } from '../apps/api/src/test-support/slip-images';
import { readPositiveNumber } from './support/bench-env';
import { describeMachine } from './support/machine';
import { formatNumber, printTable } from './support/print-table';

/**
 * Slip screenshots (1080x1920) read per second, one after another: base64 decoding, image decoding
 * (libvips' threads), QR detection (the CPU-heavy part, in a worker thread) and mini-QR validation,
 * as the API does for every uploaded slip.
 * Figures are printed, never asserted.
 */

const IMAGE_COUNT = readPositiveNumber('BENCH_SLIP_IMAGES', 100);

async function makeImages(kind: 'png' | 'jpeg'): Promise<string[]> {
  const images: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const payload = slipPayload('014', `2026112100${String(index).padStart(10, '0')}`);
    images.push(await slipScreenshotBase64(payload, kind));
  }
  return images;
}

async function readAll(images: string[], count: number): Promise<{ perSecond: number; isEveryOneRead: boolean }> {
  const started = process.hrtime.bigint();
  let isEveryOneRead = true;
  for (let index = 0; index < count; index += 1) {
    const reference = parseSlipPayload(await readSlipQr(slipImageBytes(images[index % images.length] ?? '')));
    if (!reference) isEveryOneRead = false;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: count / seconds, isEveryOneRead };
}

const rows: string[][] = [];
for (const kind of ['png', 'jpeg'] as const) {
  const images = await makeImages(kind);
  const bytes = Math.round(images.reduce((total, image) => total + image.length * 0.75, 0) / images.length);
  await readAll(images, 10); // warm-up
  const { perSecond, isEveryOneRead } = await readAll(images, IMAGE_COUNT);
  rows.push([kind, formatNumber(bytes / 1024, 1), formatNumber(IMAGE_COUNT), formatNumber(perSecond, 1), isEveryOneRead ? 'yes' : 'NO']);
}
console.log(describeMachine());
printTable(['image', 'KiB each', 'images', 'slips/s', 'all read'], rows);
// maxRSS is in kilobytes: the peak resident memory of this process over the whole run.
console.log(`peak memory (max RSS): ${formatNumber(process.resourceUsage().maxRSS / 1024, 1)} MiB`);
