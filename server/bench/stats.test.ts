import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './stats';

describe('benchmark figures', () => {
  it('take nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('count operations per second over the elapsed time', () => {
    expect(summarise([1, 2, 3, 4], 2000).ops_per_s).toBe(2);
  });
});
