import sharp from 'sharp';

/**
 * WebP quality of the pictures: the drawings are flat colours, gradients and large letters,
 * which lose nothing visible at 80 (a tile is 5-12 KB, a background 8-18).
 */
const WEBP_QUALITY = 80;

/**
 * The sandbox's artwork as pictures (WebP), not drawings for the phone to lay out. Sent as SVG,
 * every phone laid out each drawing's words itself, on the page's main thread, in whatever fonts
 * it had (a studio logo took 3-49 ms on a desktop, about four times that on a phone). Each
 * drawing is rasterised once, here, with this machine's fonts, and kept: the catalogue is fixed,
 * and all its pictures together are about 730 KB.
 */
export function createArtPictures(): (name: string, drawing: () => string, width?: number) => Promise<Buffer> {
  const pictures = new Map<string, Promise<Buffer>>();
  return (name, drawing, width) => {
    let picture = pictures.get(name);
    if (!picture) {
      picture = sharp(Buffer.from(drawing()))
        .resize(width ? { width } : undefined)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      // A failed rasterisation is not kept: the next request tries again.
      picture.catch(() => pictures.delete(name));
      pictures.set(name, picture);
    }
    return picture;
  };
}
