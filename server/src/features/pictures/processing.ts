import { limits } from '@mithaq/contract/constants';
import { acceptedPictureTypes } from '@mithaq/contract/profiles';
import { serverMessage } from '@mithaq/contract/messages';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError, invalid } from '../../errors';

/** Twice a 12 MP phone photo; a header claiming more is refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = limits.maxPicturePixels;
export const CARD_WIDTH = 1080;
export const THUMB_WIDTH = 320;
/** libwebp effort 0-6: 2 encodes twice as fast as the default 4 for a few percent more bytes. */
const WEBP_EFFORT = 2;

export interface ProcessedPicture {
  card: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
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
    const [card, thumb] = await Promise.all([
      base.clone().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true }),
      base.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78, effort: WEBP_EFFORT }).toBuffer(),
    ]);
    return { card: card.data, thumb, width: card.info.width, height: card.info.height };
  } catch {
    throw invalid(serverMessage('pictures.unreadable', { name }));
  }
}
