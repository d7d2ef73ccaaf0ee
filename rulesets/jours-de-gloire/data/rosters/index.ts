import type { Roster } from '../../roster.js';
import { AUSTERLITZ_1805 } from './austerlitz1805.js';
import { HOHENLINDEN_1800 } from './hohenlinden1800.js';
import { WAGRAM_1809 } from './wagram1809.js';

/** The built-in rosters by campaign letter (reconstructed: data/ROSTERS.md). */
export const BUILT_IN_ROSTERS: Readonly<Record<string, Roster>> = Object.freeze({ H: HOHENLINDEN_1800, A: AUSTERLITZ_1805, W: WAGRAM_1809 });
