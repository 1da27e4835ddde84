import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { imageFile } from '../../test/profileFixtures';
import { checkPictures, PICTURE_ACCEPT } from './pictureChecks';

const MB = 1024 * 1024;

describe('checkPictures', () => {
  it('accepts jpeg, png, gif and webp; a phone photo over 5MB too (it is shrunk before it is sent)', () => {
    const files = [
      imageFile('a.jpg', 'image/jpeg', 12 * MB),
      imageFile('b.png', 'image/png'),
      imageFile('c.gif', 'image/gif'),
      imageFile('d.webp', 'image/webp'),
    ];
    expect(checkPictures(files, 0, i18n.t)).toEqual({ files, problems: [] });
    expect(PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it('refuses other types and GIFs over 5MB (never redrawn) with the spec messages, keeping the good ones', () => {
    const good = imageFile('ok.jpg');
    const result = checkPictures([imageFile('cv.pdf', 'application/pdf'), imageFile('big.gif', 'image/gif', 5 * MB + 1), good], 0, i18n.t);
    expect(result.files).toEqual([good]);
    expect(result.problems).toEqual([
      'File "cv.pdf" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
      'File "big.gif" is too large. Maximum size is 5MB.',
    ]);
  });

  it('refuses a batch that would pass 5 pictures, saying how many there are', () => {
    const result = checkPictures([imageFile('a.jpg'), imageFile('b.jpg')], 4, i18n.t);
    expect(result).toEqual({ files: [], problems: ['You can upload a maximum of 5 pictures. Currently have 4.'] });
    expect(checkPictures([imageFile('a.jpg')], 5, i18n.t, 'maxShort').problems).toEqual([
      'You can upload a maximum of 5 pictures',
    ]);
  });
});
