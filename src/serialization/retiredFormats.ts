import type { RetiredFormat } from './formatMigrations.js';

/**
 * Why format version 1 of saved states and records (kriegsspiel 0.1) is refused rather than migrated: its files
 * name scenarios by id alone, without the content hash that tells two scenarios with one id apart, and seeds were
 * not mixed, so the same seed now rolls other dice and a replayed record would not reproduce its game.
 */
export const FORMAT_1_RETIRED: RetiredFormat = Object.freeze({
  retired:
    'it was written by kriegsspiel 0.1, whose files name scenarios without a content hash and whose seeds roll other dice than today; set the game up again (same scenario, options and seed) with this version',
});
