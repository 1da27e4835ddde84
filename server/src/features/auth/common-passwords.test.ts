import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['password', '123456', 'qwerty', 'PASSWORD', 'iloveyou', 'football'])('catches %s', (password) =>
    expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['amina-reads-at-dawn', 'correct-horse-battery', 'Zk8#pL2q'])('lets %s through', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});
