// Independent seeds: a seed is mixed (SplitMix64) into the whole generator state, so consecutive seeds give
// independent games, any safe integer is a seed, and anything else is refused.
import { describe, expect, it } from 'vitest';
import { drawInt, seedRng } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

const SEEDS = 6000;

/** The first `n` d6 rolls of the game seeded with `seed`. */
function rolls(seed: number, n: number): number[] {
  let rng = seedRng(seed);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const drawn = drawInt(rng, 1, 6);
    out.push(drawn.value);
    rng = drawn.rng;
  }
  return out;
}

/** Pearson's chi-square statistic of observed counts against expected counts. */
const chiSquare = (observed: readonly number[], expected: readonly number[]): number =>
  observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);

/** Critical values of chi-square at p = 0.001. */
const CRITICAL = { 5: 20.515, 25: 52.62 } as const;

describe('core seeds', () => {
  const games = Array.from({ length: SEEDS }, (_, seed) => rolls(seed, 2));

  for (const [which, at] of [['first', 0], ['second', 1]] as const) {
    it(`the ${which} roll over ${SEEDS} consecutive seeds is uniform (chi-square, p > 0.001)`, () => {
      const counts = [0, 0, 0, 0, 0, 0];
      for (const game of games) counts[game[at]! - 1]! += 1;
      expect(chiSquare(counts, counts.map(() => SEEDS / 6))).toBeLessThan(CRITICAL[5]);
    });
  }

  it('successive seeds’ first rolls are independent (6x6 contingency table, chi-square, p > 0.001)', () => {
    const table = Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 0]);
    for (let seed = 0; seed + 1 < SEEDS; seed++) table[games[seed]![0]! - 1]![games[seed + 1]![0]! - 1]! += 1;
    const total = SEEDS - 1;
    const rows = table.map((row) => row.reduce((a, b) => a + b, 0));
    const cols = table[0]!.map((_, j) => table.reduce((sum, row) => sum + row[j]!, 0));
    const observed = table.flat();
    const expected = rows.flatMap((r) => cols.map((c) => (r * c) / total));
    expect(chiSquare(observed, expected)).toBeLessThan(CRITICAL[25]);
  });

  it('seeds are not cut to 32 bits, and negative seeds are seeds too', () => {
    const first = (seed: number) => JSON.stringify(seedRng(seed));
    expect(first(1)).not.toBe(first(2 ** 32 + 1));
    expect(first(-1)).not.toBe(first(1));
    expect(first(Number.MAX_SAFE_INTEGER)).not.toBe(first(Number.MAX_SAFE_INTEGER - 1));
  });

  it('setup refuses a seed that is not a safe integer, naming the field', () => {
    for (const seed of [1.5, Number.NaN, 2 ** 53, Number.POSITIVE_INFINITY, '7' as unknown as number]) {
      const made = napoleonAtWar.setup('skirmish', {}, seed);
      expect(made.ok).toBe(false);
      if (!made.ok) expect(made.violation).toMatchObject({ code: 'bad-seed', rule: 'core', message: expect.stringMatching(/^seed: /) });
    }
    expect(napoleonAtWar.setup('skirmish', {}, -5).ok).toBe(true);
  });

  it('setup refuses an unknown chance mode, naming the field', () => {
    const made = napoleonAtWar.setup('skirmish', {}, 1, 'weird' as 'auto');
    expect(!made.ok && made.violation).toMatchObject({ code: 'bad-chance-mode', message: expect.stringMatching(/^chanceMode: /) });
  });
});
