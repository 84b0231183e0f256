import sharp from 'sharp';

/**
 * WebP quality of the pictures: the drawings are flat colours, gradients and large letters,
 * which lose nothing visible at 80 (a tile is 5-10 KB, a background about 30).
 */
const WEBP_QUALITY = 80;

/**
 * The sandbox's artwork as pictures, the way an aggregator's thumbnails and logos come: raster
 * files. Sent as SVG, every phone laid out each drawing's words itself, in whatever fonts it had,
 * on the page's main thread (a product logo's letters took 16-49 ms on a desktop, four times that
 * on a phone). Each drawing is rasterised once, here, with this machine's fonts, and kept: the
 * catalogue is fixed, so the pictures are a few hundred kilobytes in all.
 */
export function createArtPictures(): (name: string, drawing: () => string) => Promise<Buffer> {
  const pictures = new Map<string, Promise<Buffer>>();
  return (name, drawing) => {
    let picture = pictures.get(name);
    if (!picture) {
      picture = sharp(Buffer.from(drawing())).webp({ quality: WEBP_QUALITY }).toBuffer();
      // A failed rasterisation is not kept: the next request tries again.
      picture.catch(() => pictures.delete(name));
      pictures.set(name, picture);
    }
    return picture;
  };
}
