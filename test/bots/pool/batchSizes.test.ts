import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchSizes, MAX_DEFAULT_BATCH } from 'kriegsspiel/pool';

describe('batchSizes', () => {
  it('splits every game into exactly one task, tasks of at least one game', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.integer({ min: 1, max: 16 }), fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), (games, workers, batch) => {
        const sizes = batchSizes(games, workers, batch);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(games);
        expect(sizes.every((size) => Number.isInteger(size) && size >= 1)).toBe(true);
      }),
    );
  });

  it('with a batch, makes tasks of that size with a shorter last one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 50 }), (games, workers, batch) => {
        const sizes = batchSizes(games, workers, batch);
        expect(sizes.slice(0, -1).every((size) => size === batch)).toBe(true);
        expect(sizes.at(-1)).toBeLessThanOrEqual(batch);
      }),
    );
    expect(batchSizes(5, 2, 2)).toEqual([2, 2, 1]);
  });

  it('by default, makes non-increasing tasks of at most 8 games, each of k games leaving at least (2 x workers - 1) x (k - 1) games after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 16 }), (games, workers) => {
        const sizes = batchSizes(games, workers);
        let left = games;
        sizes.forEach((size, i) => {
          expect(size).toBeLessThanOrEqual(MAX_DEFAULT_BATCH);
          if (i > 0) expect(size).toBeLessThanOrEqual(sizes[i - 1]!);
          left -= size;
          expect(left).toBeGreaterThanOrEqual((2 * workers - 1) * (size - 1));
        });
      }),
    );
    expect(batchSizes(32, 2)).toEqual([8, 6, 5, 4, 3, 2, 1, 1, 1, 1]);
    expect(batchSizes(3, 2)).toEqual([1, 1, 1]);
  });
});
