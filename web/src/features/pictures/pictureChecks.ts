import { limits } from '@mithaq/contract/constants';
import { acceptedPictureTypes } from '@mithaq/contract/profiles';
import type { TFunction } from 'i18next';

/** The `accept` attribute of picture inputs. */
export const PICTURE_ACCEPT = acceptedPictureTypes.join(',');

const accepted = new Set<string>(acceptedPictureTypes);

export interface PictureCheck {
  /** Files that may be added, in the order they were picked. */
  files: File[];
  /** What was refused and why, ready to show (spec §5). */
  problems: string[];
}

/**
 * Checks newly picked files against the spec's rules before anything is sent: type (jpeg, png,
 * gif, webp) and at most 5 pictures in all. No size is checked here: every picture is shrunk
 * before upload (shrinkPicture.ts), and the 5MB limit applies to what is sent (tooLargeToSend).
 * If the good files would not fit beside the `currentCount` already there, none is added. The
 * server checks again by content.
 */
export function checkPictures(
  picked: readonly File[],
  currentCount: number,
  t: TFunction,
  tooManyMessage: 'maxReached' | 'maxShort' = 'maxReached',
): PictureCheck {
  const problems: string[] = [];
  const files: File[] = [];
  for (const file of picked) {
    if (accepted.has(file.type)) files.push(file);
    else problems.push(t('pictures.messages.unsupported', { name: file.name }));
  }
  if (files.length > 0 && currentCount + files.length > limits.maxPictures) {
    problems.push(
      tooManyMessage === 'maxReached'
        ? t('pictures.messages.maxReached', { count: currentCount })
        : t('pictures.messages.maxShort'),
    );
    return { files: [], problems };
  }
  return { files, problems };
}

/** The server's limit, on the bytes that would be sent. */
export const tooLargeToSend = (file: Blob) => file.size > limits.maxPictureBytes;

const SIGNATURES: { type: string; bytes: (number | null)[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // 'RIFF', any size, 'WEBP'
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/**
 * True when the file's first bytes are those of a jpeg, png, gif or webp picture, whatever its
 * name or declared type says: a renamed document is caught before it is uploaded.
 */
export async function looksLikePicture(file: Blob): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    return SIGNATURES.some(({ bytes }) => bytes.every((byte, index) => byte === null || head[index] === byte));
  } catch {
    return false;
  }
}
