import { cropMatrix, MAX_SIDE, targetSize, wholePicture, type CropChoice, type Size } from './pictureGeometry';

/** About 85 %: a phone photo at 2048 px comes to a few hundred KB with no visible loss. */
const QUALITY = 0.85;
/** A picture at most this heavy and already at most MAX_SIDE px is sent as it is. */
const SEND_AS_IS_BYTES = 1024 * 1024;

/**
 * True when `file`, `size` pixels as decoded, must be redrawn smaller before it is sent. A GIF is
 * no exception: the server keeps only its first frame anyway (server/src/features/pictures/processing.ts).
 */
export function needsShrinking(file: Blob, size: Size): boolean {
  return Math.max(size.width, size.height) > MAX_SIDE || file.size > SEND_AS_IS_BYTES;
}

/** The member's crops this module drew: already at most MAX_SIDE px and encoded, never redrawn (a second lossy pass). */
const drawnCrops = new WeakSet<File>();

interface Decoded extends Size {
  source: CanvasImageSource;
  close: () => void;
}

/**
 * Decodes a picture upright: createImageBitmap turns it by its EXIF orientation ('from-image');
 * where it is missing or refuses the options (older Safari), an <img> does the same by default.
 */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Try the <img> below.
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas({ width, height }: Size): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toBlob(canvas: Canvas, type: string): Promise<Blob | null> {
  if (canvas instanceof HTMLCanvasElement) return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
  return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
}

/**
 * WebP where the browser encodes it, else JPEG: a browser that cannot encode a type hands back a
 * PNG instead (Safari), which is why the answer's type is checked.
 */
async function encode(canvas: Canvas): Promise<Blob> {
  for (const type of ['image/webp', 'image/jpeg']) {
    const blob = await toBlob(canvas, type);
    if (blob?.type === type) return blob;
  }
  throw new Error('This browser cannot encode pictures');
}

/** Draws `choice` of the decoded picture at most MAX_SIDE px on a white ground (no black where it was clear), encoded. */
async function render(picture: Decoded, choice: CropChoice, name: string): Promise<File> {
  const output = targetSize(choice.area);
  const canvas = makeCanvas(output);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.setTransform(...cropMatrix(picture, choice, output));
  context.drawImage(picture.source, 0, 0);
  const blob = await encode(canvas);
  return new File([blob], name, { type: blob.type });
}

/**
 * What is sent for a picked picture: small pictures and the member's crops as they are; anything
 * else decoded upright and redrawn with its longest side at most 2048 px. A picture the browser
 * cannot decode goes as it is (the server has the last word, and its 5MB limit), as does a picture
 * already small enough in pixels whose redrawing would come out heavier.
 */
export async function shrinkPicture(file: File): Promise<File> {
  if (drawnCrops.has(file)) return file;
  let picture: Decoded;
  try {
    picture = await decode(file);
  } catch {
    return file;
  }
  try {
    if (!needsShrinking(file, picture)) return file;
    const shrunk = await render(picture, wholePicture(picture), file.name);
    const fits = Math.max(picture.width, picture.height) <= MAX_SIDE;
    return fits && shrunk.size >= file.size ? file : shrunk;
  } catch {
    return file;
  } finally {
    picture.close();
  }
}

async function drawCrop(file: File, choice: CropChoice): Promise<File> {
  const picture = await decode(file);
  try {
    const crop = await render(picture, choice, file.name);
    drawnCrops.add(crop);
    return crop;
  } finally {
    picture.close();
  }
}

/** The crop asked for last: the next one waits for it. */
let lastCrop: Promise<unknown> = Promise.resolve();

/**
 * The member's crop of `file`, drawn upright at most 2048 px, in the final format: shrinkPicture
 * sends it as it is. Crops are drawn one at a time, in the order asked, however quickly they are
 * asked for: each decodes a whole phone photo (12 MP is about 48 MB of pixels).
 */
export function cropPicture(file: File, choice: CropChoice): Promise<File> {
  const crop = lastCrop.then(() => drawCrop(file, choice));
  lastCrop = crop.catch(() => undefined);
  return crop;
}
