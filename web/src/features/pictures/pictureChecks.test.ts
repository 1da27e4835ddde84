import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { imageFile } from '../../test/profileFixtures';
import { checkPictures, PICTURE_ACCEPT } from './pictureChecks';

const MB = 1024 * 1024;

describe('checkPictures', () => {
  it('accepts jpeg, png, gif and webp, over 5MB too (each is shrunk before it is sent)', () => {
    const files = [
      imageFile('a.jpg', 'image/jpeg', 12 * MB),
      imageFile('b.png', 'image/png'),
      imageFile('c.gif', 'image/gif', 6 * MB),
      imageFile('d.webp', 'image/webp'),
    ];
    expect(checkPictures(files, 0, i18n.t)).toEqual({ files, problems: [] });
    expect(PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it('refuses other types with the spec message, keeping the good ones', () => {
    const good = imageFile('ok.jpg');
    const result = checkPictures([imageFile('cv.pdf', 'application/pdf'), good, imageFile('notes.txt', 'text/plain')], 0, i18n.t);
    expect(result.files).toEqual([good]);
    expect(result.problems).toEqual([
      'File "cv.pdf" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
      'File "notes.txt" is not a supported image format. Please use JPG, PNG, GIF, or WebP.',
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
