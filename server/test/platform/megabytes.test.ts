import { describe, expect, it } from 'vitest';
import { megabytes } from '../../src/platform/backup/megabytes';

describe("the backup messages' sizes", () => {
  it('give a tenth of a megabyte for small archives and whole megabytes from 100 MB', () => {
    expect(megabytes(0)).toBe('0.0 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(megabytes(99.94 * 1024 * 1024)).toBe('99.9 MB');
    expect(megabytes(250.6 * 1024 * 1024)).toBe('251 MB');
  });
});
