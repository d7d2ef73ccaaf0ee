import type { Roster } from '../../roster.js';
import { baOfGuns, general, pfOfMen, REFERENCE as REF, unit } from './ratings.js';

/**
 * The 1800 roster (H: scenarios S1-S3), reconstructed (the printed roster is not in the copy): the Armée du Rhin
 * and Kray's army of the spring, and the armies of Hohenlinden (S2, and S3 after the armistice, which changes the
 * counters). Fewer than 20 counters a campaign, as the rules' reviewer says of 1800. Strengths from the reference
 * §5 at 3,000 men a PF; where a scenario fixes a strength (Sztaray 4 PF + detachment D 3 PF, Reuss 5 + E 5) the
 * roster holds their sum. Ratings: §6 reputations through `commandRatings`; guns at the armies' ratios (French 1.8,
 * Austrian 3.5 a thousand men, §5) through `baOfGuns`; cohesion per §6's table (Armée du Rhin 4, Austrian line 3).
 */
export const HOHENLINDEN_1800: Roster = {
  campaign: 'H',
  provenance: `reconstructed from ${REF} §5-§6 (see data/ROSTERS.md)`,
  armies: [
    { id: 'rhin', side: 'french', name: 'Armée du Rhin', commander: 'moreau' },
    { id: 'kray', side: 'coalition', name: 'Austrian army of Germany (Kray)', commander: 'kray' },
    { id: 'jean-1800', side: 'coalition', name: 'Austrian army of the Inn (Archduke John)', commander: 'jean' },
  ],
  generals: [
    general('moreau', 'Moreau', 'french', 'rhin', 4, 4, 1, 'army commander; methodical, an excellent tactician (Hohenlinden) [§6]'),
    general('lecourbe', 'Lecourbe', 'french', 'rhin', 3, 4, 0, 'right wing; mountain warfare [§6]'),
    general('kray', 'Kray', 'coalition', 'kray', 4, 3, 0, 'army commander; competent, out-generalled [§6]'),
    general('jean', 'Archduke Jean', 'coalition', 'jean-1800', 4, 2, 0, 'army commander at Hohenlinden; brave, inexperienced [§6]'),
  ],
  units: [
    // Armée du Rhin, spring (S1): the wings and the reserve as Napoleon's account gives them [§5 1800 spring]
    unit({ id: 'moreau', name: 'Moreau (Reserve)', side: 'french', army: 'rhin', arm: 'infantry', pf: pfOfMen(26000), ba: baOfGuns(26000 * 1.8 / 1000), co: 4, bc: 2 }, 'Reserve: Delmas, Leclerc, Richepanse, ~26,000; in S2 the centre at Hohenlinden (~28,000) [§5]'),
    unit({ id: 'lecourbe', name: 'Lecourbe (Right wing)', side: 'french', army: 'rhin', arm: 'infantry', pf: pfOfMen(29000), ba: baOfGuns(29000 * 1.8 / 1000), co: 4, bc: 2 }, 'right wing: Vandamme, Montrichard, Lorge, ~29,000 [§5]'),
    unit({ id: 'st-cyr', name: 'Gouvion St Cyr (Centre)', side: 'french', army: 'rhin', arm: 'infantry', pf: pfOfMen(27000), ba: baOfGuns(27000 * 1.8 / 1000), co: 4, bc: 1 }, 'centre: Baraguey d\'Hilliers, Ney, 25-29,000 [§5]'),
    unit({ id: 'st-suzanne', name: 'St Suzanne (Left wing)', side: 'french', army: 'rhin', arm: 'infantry', pf: pfOfMen(22000), ba: baOfGuns(22000 * 1.8 / 1000), co: 4, bc: 1 }, 'left wing: Souham, Legrand, 20-25,000 [§5]'),
    unit({ id: 'hautpoul', name: "d'Hautpoul", side: 'french', army: 'rhin', arm: 'cavalry', pf: pfOfMen(3000), ba: 0, co: 4, bc: 2 }, 'heavy cavalry reserve, ~3,000 [§5]'),
    unit({ id: 'nansouty', name: 'Nansouty', side: 'french', army: 'rhin', arm: 'cavalry', pf: pfOfMen(2000), ba: 0, co: 4, bc: 1 }, 'right-wing cavalry, ~2,000 [§5]'),
    unit({ id: 'sahuc', name: 'Sahuc', side: 'french', army: 'rhin', arm: 'cavalry', pf: pfOfMen(2000), ba: 0, co: 3, bc: 1 }, 'centre cavalry, 1,500-2,000; Sahuc a middling leader (reputation 2) [§5-§6]'),
    unit({ id: 'grenier', name: 'Grenier (Left wing)', side: 'french', army: 'rhin', arm: 'infantry', pf: pfOfMen(25000), ba: baOfGuns(25000 * 1.8 / 1000), co: 4, bc: 2 }, 'S2: left wing at Hohenlinden (Legrand, Ney, Bastoul), ~25,000 [§5 1800 autumn]'),
    // Kray's army, spring (S1): units named in the set-up [§5 1800 spring]
    unit({ id: 'nauendorf-inf', name: 'Nauendorf Inf.', side: 'coalition', army: 'kray', arm: 'infantry', pf: pfOfMen(34000), ba: 4, co: 3, bc: 1 }, 'centre, 40,000 of which ~6,000 horse counted in Nauendorf Cav.; 3.5 guns a thousand men, BA capped at 4 [§5]'),
    unit({ id: 'nauendorf-cav', name: 'Nauendorf Cav.', side: 'coalition', army: 'kray', arm: 'cavalry', pf: pfOfMen(6000), ba: 1, co: 3, bc: 2 }, "the centre's cavalry, ~6,000 of the army's 25,000 horse [§5]"),
    unit({ id: 'sztaray-inf', name: 'Sztaray Inf.', side: 'coalition', army: 'kray', arm: 'infantry', pf: 7, ba: baOfGuns(19000 * 3.5 / 1000 / 2), co: 3, bc: 0 }, 'lower Rhine, 16,000 + 8,000 [§5]; 7 PF as S1 gives it (4 PF and detachment D 3 PF), the rules\' own example'),
    unit({ id: 'sztaray-cav', name: 'Sztaray Cav.', side: 'coalition', army: 'kray', arm: 'cavalry', pf: pfOfMen(5000), ba: 0, co: 3, bc: 1 }, "the lower Rhine corps' horse, ~5,000 [§5]"),
    unit({ id: 'reuss', name: 'Reuss', side: 'coalition', army: 'kray', arm: 'infantry', pf: 10, ba: 2, co: 2, bc: 0 }, 'Vorarlberg and Tyrol, 25,000 with Tyrolese militia [§5]; 10 PF as S1 gives it (5 PF and detachment E 5 PF); militia: cohesion 2 [§6]'),
    // The army of the Inn at Hohenlinden (S2) [§5 1800 autumn]
    unit({ id: 'kollowrath-inf', name: 'Kollowrath Inf.', side: 'coalition', army: 'jean-1800', arm: 'infantry', pf: pfOfMen(19000), ba: 4, co: 3, bc: 0 }, 'main column, ~19,000 with the army\'s guns (214 for 60,000) [§5]'),
    unit({ id: 'kollowrath-cav', name: 'Kollowrath Cav.', side: 'coalition', army: 'jean-1800', arm: 'cavalry', pf: pfOfMen(9000), ba: 1, co: 3, bc: 3 }, "the army's horse outside the columns (14,000 in all) [§5]"),
    unit({ id: 'kienmayer', name: 'Kienmayer', side: 'coalition', army: 'jean-1800', arm: 'infantry', pf: pfOfMen(15981), ba: 3, co: 3, bc: 2 }, 'right column, 12,611 foot + 3,370 horse [§5]'),
    unit({ id: 'hiller', name: 'Hiller', side: 'coalition', army: 'jean-1800', arm: 'infantry', pf: pfOfMen(15000), ba: 2, co: 3, bc: 0 }, 'Tyrol, 15-20,000 (low confidence) [§5]'),
    unit({ id: 'klenau', name: 'Klenau', side: 'coalition', army: 'jean-1800', arm: 'infantry', pf: pfOfMen(13500), ba: 2, co: 3, bc: 1 }, 'north bank at Regensburg, 12-15,000 [§5]'),
  ],
  detachments: [
    ...['A', 'B', 'C', 'D', 'E', 'F'].flatMap((l) => [
      { id: `fr-${l}`, side: 'french', arm: 'infantry', co: 3, bc: 0, provenance: 'reconstructed: six infantry detachments a side (the scenarios name letters up to F)' } as const,
      { id: `co-${l}`, side: 'coalition', arm: 'infantry', co: 3, bc: 0, provenance: 'reconstructed: six infantry detachments a side (the scenarios name letters up to F)' } as const,
    ]),
    ...['1', '2', '3'].flatMap((n) => [
      { id: `fr-${n}`, side: 'french', arm: 'cavalry', co: 3, bc: 1, provenance: 'reconstructed: three cavalry detachments a side (the scenarios name 1, 2 and 1R)' } as const,
      { id: `co-${n}`, side: 'coalition', arm: 'cavalry', co: 3, bc: 1, provenance: 'reconstructed: three cavalry detachments a side (the scenarios name 1, 2 and 1R)' } as const,
    ]),
  ],
};
