import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { MAGIC } from '../../../test/profileFixtures';

/**
 * A browser's decoder and canvas in miniature: pictures decode to `size` (`mostOpen` counts the
 * most decoded pictures held at once), and the canvas records its size and transform and encodes
 * (`encodedBytes`, 300 KB unless told, starting like the type) to `encodes`, what the browser can
 * write, or else PNG.
 */
export function fakeBrowser(size: { width: number; height: number }, encodes: string[], encodedBytes = 300 * 1024) {
  const canvases: { width: number; height: number; transform: number[] }[] = [];
  const bitmapOptions: unknown[] = [];
  const decoded = { open: 0, mostOpen: 0 };
  vi.stubGlobal('createImageBitmap', (_file: Blob, options: unknown) => {
    bitmapOptions.push(options);
    decoded.open += 1;
    decoded.mostOpen = Math.max(decoded.mostOpen, decoded.open);
    return Promise.resolve({ ...size, close: () => (decoded.open -= 1) });
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      record: { width: number; height: number; transform: number[] };
      constructor(width: number, height: number) {
        this.record = { width, height, transform: [] };
        canvases.push(this.record);
      }
      getContext() {
        return {
          fillRect: () => {},
          setTransform: (...matrix: number[]) => (this.record.transform = matrix),
          drawImage: () => {},
        };
      }
      convertToBlob({ type }: { type: string }) {
        const written = encodes.includes(type) ? type : 'image/png';
        const bytes = new Uint8Array(encodedBytes);
        bytes.set(MAGIC[written] ?? []);
        return Promise.resolve(new Blob([bytes], { type: written }));
      }
    },
  );
  return { canvases, bitmapOptions, decoded };
}

/**
 * jsdom lays nothing out: the picture is made 1000×800 and the crop box 400×320 on screen, so the
 * picture shows 2.5 of its pixels per screen pixel and the card-shaped frame (4:5) is 256×320.
 */
export function stubCropLayout() {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 320 }));
}

/** Tells the crop component in `dialog` its picture has loaded; hands back the crop frame. */
export async function loadCropPicture(dialog: HTMLElement) {
  await vi.waitFor(() => expect(dialog.querySelector('img')).not.toBeNull());
  fireEvent.load(dialog.querySelector('img')!);
  return screen.findByRole('group', { name: "Picture in the card's frame" });
}
