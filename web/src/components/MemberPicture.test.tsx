import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../lib/authTokens';
import { CARD_PICTURE_SLOT, pictureSources, type PictureRenditions } from '../lib/pictureSources';
import { MemberPicture } from './MemberPicture';

const CARD = '/media/pictures/a.webp?sig=x';
const THUMB = '/media/pictures/a-thumb.webp?sig=x';
const BLUR = '/media/pictures/a-blur.webp?sig=x';
const portrait: PictureRenditions = { url: CARD, thumbUrl: THUMB, width: 1080, height: 1350, blurred: false };
const avatar = { sizes: '3rem', maxWidth: 48 };
const scope = globalThis as { Capacitor?: { isNativePlatform: () => boolean } };

afterEach(() => {
  delete scope.Capacitor;
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('pictureSources', () => {
  it('offers both renditions by width with the slot sizes, and the card size', () => {
    expect(pictureSources(portrait, CARD_PICTURE_SLOT, false)).toEqual({
      src: CARD,
      srcSet: `${THUMB} 320w, ${CARD} 1080w`,
      sizes: '(min-width: 42rem) 40rem, 100vw',
      width: 1080,
      height: 1350,
    });
  });

  it('names the thumbnail as src where it is enough at density 1 (a small slot)', () => {
    expect(pictureSources(portrait, avatar, false)).toMatchObject({ src: THUMB, srcSet: `${THUMB} 320w, ${CARD} 1080w`, sizes: '3rem' });
  });

  it('gives a blurred picture (photo privacy) its one rendition, no srcset, and still its size', () => {
    expect(pictureSources({ url: BLUR, thumbUrl: BLUR, width: 1080, height: 1350, blurred: true }, CARD_PICTURE_SLOT, false)).toEqual({
      src: BLUR,
      width: 1080,
      height: 1350,
    });
  });

  it('gives an upload narrower than the thumbnail a single source (both renditions are that size)', () => {
    expect(pictureSources({ url: CARD, thumbUrl: THUMB, width: 300, height: 200, blurred: false }, CARD_PICTURE_SLOT, false)).toEqual({
      src: CARD,
      width: 300,
      height: 200,
    });
  });

  it.each([
    [1, avatar, THUMB],
    [3, avatar, THUMB],
    [1, CARD_PICTURE_SLOT, CARD],
    [2, { sizes: '10rem', maxWidth: 160 }, THUMB],
    [3, { sizes: '10rem', maxWidth: 160 }, CARD],
  ])('in the native wrapper at density %i, picks the one rendition the slot needs', (density, slot, expected) => {
    vi.stubGlobal('devicePixelRatio', density);
    expect(pictureSources(portrait, slot, true)).toEqual({ src: expected, width: 1080, height: 1350 });
  });
});

describe('MemberPicture', () => {
  it('renders an img with its size and both renditions, so nothing moves when it loads', () => {
    render(<MemberPicture picture={portrait} shownAt={CARD_PICTURE_SLOT} alt="Amina" className="w-full" />);
    const img = screen.getByRole('img', { name: 'Amina' });
    expect(img).toHaveAttribute('width', '1080');
    expect(img).toHaveAttribute('height', '1350');
    expect(img).toHaveAttribute('src', CARD);
    expect(img).toHaveAttribute('srcset', `${THUMB} 320w, ${CARD} 1080w`);
    expect(img).toHaveAttribute('sizes', '(min-width: 42rem) 40rem, 100vw');
  });

  it('shows the fallback when there is no picture', () => {
    render(<MemberPicture picture={undefined} shownAt={avatar} alt="" fallback={<span>A</span>} />);
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('in the native wrapper fetches only the chosen rendition with the access token and shows it without srcset', async () => {
    scope.Capacitor = { isNativePlatform: () => true };
    vi.stubGlobal('devicePixelRatio', 2);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 200, blob: async () => new Blob(['x']) }) as Response);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:thumb');
    setAccessToken('the-access-token');
    render(<MemberPicture picture={portrait} shownAt={avatar} alt="Amina" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Amina' })).toHaveAttribute('src', 'blob:thumb'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(THUMB);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer the-access-token');
    const img = screen.getByRole('img', { name: 'Amina' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '1080');
  });
});
