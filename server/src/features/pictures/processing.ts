import { limits, pictureRenditions } from '@mithaq/contract/constants';
import { acceptedPictureTypes } from '@mithaq/contract/profiles';
import { serverMessage } from '@mithaq/contract/messages';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { DomainError, invalid } from '../../errors';

/** Twice a 12 MP phone photo; a header claiming more is refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = limits.maxPicturePixels;
export const CARD_WIDTH = pictureRenditions.cardWidth;
export const THUMB_WIDTH = pictureRenditions.thumbWidth;
/**
 * Photo privacy's rendition: 24 pixels wide, then blurred, so no face or detail survives; the
 * browser scales it up to the card, which only smooths it further.
 */
export const BLUR_WIDTH = 24;
const BLUR_SIGMA = 2;
/** libwebp effort 0-6: 2 encodes twice as fast as the default 4 for a few percent more bytes. */
const WEBP_EFFORT = 2;

export interface ProcessedPicture {
  card: Buffer;
  thumb: Buffer;
  blur: Buffer;
  width: number;
  height: number;
  /** The decoded picture's difference hash (differenceHash); null for a flat picture. */
  phash: string | null;
}

/** dHash's grid: 9 columns compared pairwise give 8 bits per row, 8 rows give 64 bits. */
const HASH_COLUMNS = 9;
const HASH_ROWS = 8;
/**
 * A picture whose squeezed grid spans fewer grey levels than this is flat (one colour, a blank
 * wall): its hash is all noise and would "match" every other flat picture, so it gets none.
 */
const FLAT_RANGE = 6;

/**
 * The 64-bit difference hash (dHash) of an image: greyscale, squeezed to 9x8 ('fill': the whole
 * picture, any proportions), then one bit per pair of neighbours in a row (is the left one
 * darker?). It follows the picture's broad light and shade, so re-encoding, resizing, a light
 * crop or a brightness change moves only a few bits; a different photo differs by about half.
 * Returned as a signed 64-bit decimal string, the form a PostgreSQL bigint takes; null when
 * the picture is flat (FLAT_RANGE).
 */
export async function differenceHash(image: Sharp): Promise<string | null> {
  const { data, info } = await image
    .removeAlpha()
    .greyscale()
    .resize(HASH_COLUMNS, HASH_ROWS, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels;
  const at = (row: number, column: number) => data[(row * HASH_COLUMNS + column) * channels]!;
  const grid = Array.from({ length: HASH_ROWS * HASH_COLUMNS }, (_, i) => data[i * channels]!);
  if (Math.max(...grid) - Math.min(...grid) < FLAT_RANGE) return null;
  let hash = 0n;
  for (let row = 0; row < HASH_ROWS; row++) {
    for (let column = 0; column < HASH_COLUMNS - 1; column++) {
      hash = (hash << 1n) | (at(row, column) < at(row, column + 1) ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash).toString();
}

/** How many bits two hashes (as differenceHash returns them) differ by. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let bits = 0;
  for (; diff > 0n; diff >>= 1n) bits += Number(diff & 1n);
  return bits;
}

/** The hash of an already processed (trusted, WebP) card: for pictures stored before hashing (npm run pictures:hash). */
export function hashStoredCard(card: Buffer): Promise<string | null> {
  return differenceHash(sharp(card, { limitInputPixels: MAX_INPUT_PIXELS }));
}

/**
 * Checks what the bytes really are (magic bytes, never the name or the declared type),
 * then re-encodes to WebP in two sizes. Re-encoding keeps pixels only: EXIF, GPS, XMP,
 * ICC comments and any payload hidden in the file are gone. Animated GIFs keep frame 1.
 */
export async function processPicture(bytes: Buffer, name: string): Promise<ProcessedPicture> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(acceptedPictureTypes as readonly string[]).includes(type.mime)) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', serverMessage('pictures.unsupported', { name }));
  }
  // 'warning' is sharp's strictest level: corrupt or truncated data is refused, never half-decoded.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone, with no pixel limit yet, so an oversized picture gets its own message.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata());
  } catch {
    throw invalid(serverMessage('pictures.unreadable', { name }));
  }
  if (!width || !height) throw invalid(serverMessage('pictures.unreadable', { name }));
  if (width * height > MAX_INPUT_PIXELS) throw invalid(serverMessage('pictures.tooManyPixels', { name }));

  // One decode, auto-rotated by its EXIF orientation before that EXIF is dropped.
  const base = sharp(bytes, options).rotate();
  try {
    const [card, thumb, blur, phash] = await Promise.all([
      base.clone().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true }),
      base.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78, effort: WEBP_EFFORT }).toBuffer(),
      blurredRendition(base.clone()),
      differenceHash(base.clone()),
    ]);
    return { card: card.data, thumb, blur, width: card.info.width, height: card.info.height, phash };
  } catch {
    throw invalid(serverMessage('pictures.unreadable', { name }));
  }
}

function blurredRendition(image: Sharp): Promise<Buffer> {
  return image.resize({ width: BLUR_WIDTH }).blur(BLUR_SIGMA).webp({ quality: 60, effort: WEBP_EFFORT }).toBuffer();
}

/** The blurred rendition of an already processed (trusted, WebP) card: for pictures stored before photo privacy. */
export function blurStoredCard(card: Buffer): Promise<Buffer> {
  return blurredRendition(sharp(card, { limitInputPixels: MAX_INPUT_PIXELS }));
}
