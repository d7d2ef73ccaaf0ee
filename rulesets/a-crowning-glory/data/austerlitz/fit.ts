/**
 * The fit from latitude and longitude to the game's hex ids (generator data: not part of the published ruleset).
 *
 * The reference (`/shared/reference/austerlitz.md` §2) fitted a similarity transform on three rule hexes (Austerlitz
 * 2401, Telnitz 2323, Sokolnitz Castle 2020) with even rows shifted. ACG 8.10 fixes the other parity (1514 touches
 * 1614 and 1615: odd rows sit half a hex toward higher columns), so the fit was redone on that grid by least squares,
 * with the three rule hexes at weight 1 and two intro set-up hexes at 0.3 (Levasseur in Sokolnitz 2121; Olsusiev on
 * the slope east of the pheasantry 2017).
 */

/** Turns a position into fractional (row, column): E, N in km from 49.14 N, 16.76 E. */
export function fitHex(lat: number, lon: number): { row: number; column: number } {
  const e = (lon - 16.76) * 72.827;
  const n = (lat - 49.14) * 111.133;
  const p = -1.49567 * e - 0.82957 * n + 14.84845;
  const q = 0.82957 * e - 1.49567 * n + 15.95057;
  const row = q / (Math.sqrt(3) / 2);
  return { row, column: p - (Math.round(row) % 2 === 1 ? 0.5 : 0) };
}

/** The fit, for the map's provenance. */
export const FIT_NOTE =
  'THE FIT: a similarity transform (scale 1.71 hexes a km, so one hex is 0.585 km against the nominal 600 yards; rules-north turned about 29 degrees west of true north) fitted by least squares on Austerlitz 2401, Telnitz 2323 and Sokolnitz Castle 2020 (weight 1) and Levasseur 2121, Olsusiev 2017 (weight 0.3), on the grid of ACG 8.10 (odd rows shifted). Residuals: Austerlitz 0.1 row and 0.1 column, Telnitz 0.2 row and 0.6 column (2322 for 2323), the castle 0.2 row and 0.7 column. Places are placed by this fit unless a rule names their hex.';
