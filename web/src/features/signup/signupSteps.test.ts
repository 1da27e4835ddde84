import { describe, expect, it } from 'vitest';
import { signupStepNumber } from './signupSteps';

describe('signupStepNumber', () => {
  it.each([
    ['/signup', 1],
    ['/signup/', 1],
    ['/signup/details', 2],
    ['/signup/pictures/', 3],
    ['/signup/review', 4],
    ['/signup/other', 1],
  ])('%s → %i', (pathname, step) => {
    expect(signupStepNumber(pathname)).toBe(step);
  });
});
