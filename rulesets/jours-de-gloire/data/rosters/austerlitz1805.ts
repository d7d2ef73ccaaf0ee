import type { Roster } from '../../roster.js';
import { baOfGuns, general, pfOfMen, REFERENCE as REF, unit } from './ratings.js';

/**
 * The 1805 roster (A: scenarios S4-S6), reconstructed (the printed roster is not in the copy): the Grande Armée
 * with the Bavarians, the Austrian Armée d'Allemagne, the Russian armies of Kutuzov and Buxhöwden, and Archduke
 * John's army of the Tyrol. Strengths from the reference §5 at 3,000 men a PF (`pfOfMen`); where a scenario fixes a
 * strength the roster holds the largest stated PF plus the detachments attached to the unit (Kienmayer 3 PF +
 * detachment A 2 PF), and Jellacic carries the correction S5 prints for his line (2 boxes printed, 3 corrected).
 * Ratings: §6 ranks and reputations through `commandRatings` (Napoléon 5 with +1 as a tactician, Ney +1 as §6's
 * "tactically 5"); guns at the campaign's ratios (French 1.9 a thousand men, 396 guns for 210,500; Coalition 3.3,
 * 278 guns for ~85,000 allies at Austerlitz, §5) through `baOfGuns`, from §5's men, or PF × 3,000 where a scenario
 * fixes the PF; cavalry counters BA 1 from 3 PF up (horse batteries), else 0; BC about one a brigade of horse in a
 * corps, one a division in a cavalry corps (JdG 0.2); cohesion per §6's table (Grande Armée corps and both Guards 5,
 * Bagration 4, Russian line and Bavarians 3, Mack's army 2).
 */
export const AUSTERLITZ_1805: Roster = {
  campaign: 'A',
  provenance: `reconstructed from ${REF} §5-§6 and the S4-S6 set-ups (see data/ROSTERS.md)`,
  armies: [
    { id: 'grande-armee', side: 'french', name: 'Grande Armée', commander: 'napoleon' },
    { id: 'allemagne', side: 'coalition', name: "Austrian Armée d'Allemagne (Archduke Ferdinand)", commander: 'ferdinand' },
    { id: 'russie', side: 'coalition', name: 'Russian army (Kutuzov)', commander: 'koutousov' },
    { id: 'tyrol', side: 'coalition', name: 'Austrian army of the Tyrol (Archduke John)', commander: 'jean' },
  ],
  generals: [
    general('napoleon', 'Napoléon', 'french', 'grande-armee', 4, 5, 1, 'Emperor and army commander; reputation 5 [§6], +1 tactical: VC 4, BT 4'),
    general('ney', 'Ney', 'french', 'grande-armee', 3, 4, 1, 'marshal, VI Corps; reputation 4, rated 5 as a tactician though erratic in strategy, hence +1 [§6]'),
    general('soult', 'Soult', 'french', 'grande-armee', 3, 4, 0, 'marshal, IV Corps; reputation 4 [§6]'),
    general('davout', 'Davout', 'french', 'grande-armee', 3, 5, 0, 'marshal, III Corps; reputation 5, the best of the corps commanders [§6]'),
    general('ferdinand', 'Archduke Ferdinand', 'coalition', 'allemagne', 4, 2, 0, 'nominal commander of the army in Germany (rank 4 in 1805), reputation 2; led the breakout from Ulm [§6]'),
    general('koutousov', 'Koutousov', 'coalition', 'russie', 4, 4, 0, 'Russian commander-in-chief until the Tsar arrives; reputation 4, a master of the retreat [§6]'),
    general('alexandre', 'Alexandre Ist', 'coalition', 'russie', 4, 1, 0, 'the Tsar, rank 4 as sovereign, reputation 1 for his interference at Austerlitz [§6]; BT 0 whatever the tactical note'),
    general('jean', 'Archduke Jean', 'coalition', 'tyrol', 4, 2, 0, 'commander in the Tyrol; rank 4 as an army commander, reputation 2: brave but green [§6]'),
  ],
  units: [
    // Grande Armée: 210,500 men with 29,500 horse and 396 guns, 1.9 guns a thousand men [§5 1805]
    unit({ id: 'bessieres', name: 'Bessières (Imperial Guard)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(7000), ba: baOfGuns(7000 * 1.9 / 1000), co: 5, bc: 1, guard: true }, 'the Guard at the start, ~7,000 [§5]; guns at the army ratio (the 24 guns it had at Austerlitz would give BA 2); one brigade of Guard horse; cohesion 5 for the Guard [§6]'),
    unit({ id: 'lannes', name: 'Lannes (V)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(18000), ba: baOfGuns(18000 * 1.9 / 1000), co: 5, bc: 1 }, "V Corps, ~18,000 with Oudinot's grenadiers at the start [§5]; one light cavalry brigade; Grande Armée corps cohesion 5 [§6]"),
    unit({ id: 'murat', name: 'Murat (Cavalry reserve)', side: 'french', army: 'grande-armee', arm: 'cavalry', pf: pfOfMen(22000), ba: 1, co: 5, bc: 4 }, "cavalry reserve, ~22,000 horse in six divisions (Nansouty, d'Hautpoul, Klein, Walther, Beaumont, Bourcier) plus the dismounted dragoons [§5]: BC one a division, capped at 4; horse batteries BA 1"),
    unit({ id: 'ney', name: 'Ney (VI)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(24000), ba: baOfGuns(24000 * 1.9 / 1000), co: 5, bc: 1 }, 'VI Corps, ~24,000 [§5]; one light cavalry brigade; cohesion 5 [§6]'),
    unit({ id: 'soult', name: 'Soult (IV)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(41000), ba: baOfGuns(41000 * 1.9 / 1000), co: 5, bc: 1 }, 'IV Corps, the largest at 41,000 [§5]; guns over the cap of 4; one light cavalry brigade; cohesion 5 [§6]'),
    unit({ id: 'davout', name: 'Davout (III)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(27500), ba: baOfGuns(27500 * 1.9 / 1000), co: 5, bc: 1 }, 'III Corps, ~27,500 [§5]; one light cavalry brigade; cohesion 5 [§6]'),
    unit({ id: 'marmont', name: 'Marmont (II)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(20800), ba: baOfGuns(20800 * 1.9 / 1000), co: 5, bc: 1 }, 'II Corps from Holland, ~20,800 [§5]; one light cavalry brigade; cohesion 5 [§6]'),
    unit({ id: 'bernadotte', name: 'Bernadotte (I)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(17700), ba: baOfGuns(17700 * 1.9 / 1000), co: 5, bc: 2 }, "I Corps from Hanover, ~17,700 [§5]; a light cavalry division of two brigades; cohesion 5 [§6]"),
    unit({ id: 'deroi', name: 'Deroi (Bavarians)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(23500), ba: baOfGuns(23500 * 1.9 / 1000), co: 3, bc: 2 }, 'the Bavarian contingent (Deroi and Wrede), 22-25,000 [§5]; about two brigades of Bavarian horse (low confidence); Bavarians cohesion 3 [§6]'),
    unit({ id: 'augereau', name: 'Augereau (VII)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: pfOfMen(14000), ba: baOfGuns(14000 * 1.9 / 1000), co: 5, bc: 1 }, 'VII Corps, the smallest at 14,000, arriving late [§5]; one light cavalry brigade; cohesion 5 [§6]'),
    unit({ id: 'mortier', name: 'Mortier (Provisional corps)', side: 'french', army: 'grande-armee', arm: 'infantry', pf: 2, ba: baOfGuns(2 * 3000 * 1.9 / 1000), co: 5, bc: 0 }, 'the north-bank provisional corps (~15,000 [§5]) as S5-S6 use it: formed like a detachment of at most 2 PF, so 2 PF (6,000 men) and their guns; divisions drawn from Grande Armée corps, cohesion 5 [§6]'),
    // Armée d'Allemagne: ~70-72,000 [§5]; guns at the allies' Austerlitz ratio, 278 for ~85,000 (3.3 a thousand)
    unit({ id: 'mack', name: 'Mack', side: 'coalition', army: 'allemagne', arm: 'infantry', pf: pfOfMen(25000), ba: baOfGuns(25000 * 3.3 / 1000), co: 2, bc: 1 }, "the main body in Ulm, 23-27,000 at the capitulation [§5]; guns over the cap of 4; one brigade of horse; Mack's army cohesion 2 [§6]"),
    unit({ id: 'schwarzenberg', name: 'Schwarzenberg', side: 'coalition', army: 'allemagne', arm: 'infantry', pf: pfOfMen(8000), ba: baOfGuns(8000 * 3.3 / 1000), co: 2, bc: 1 }, "division, ~8,000 (low confidence) [§5]; the horse that broke out with Ferdinand, one brigade; Mack's army cohesion 2 [§6]"),
    unit({ id: 'riesch', name: 'Riesch', side: 'coalition', army: 'allemagne', arm: 'infantry', pf: pfOfMen(15000), ba: baOfGuns(15000 * 3.3 / 1000), co: 2, bc: 1 }, "corps beaten at Elchingen, ~15,000 (low confidence) [§5]; one brigade of horse; Mack's army cohesion 2 [§6]"),
    unit({ id: 'werneck', name: 'Werneck', side: 'coalition', army: 'allemagne', arm: 'infantry', pf: pfOfMen(17500), ba: baOfGuns(17500 * 3.3 / 1000), co: 2, bc: 1 }, "corps that surrendered at Trochtelfingen, 15-20,000 (low confidence) [§5]; one brigade of horse; Mack's army cohesion 2 [§6]"),
    unit({ id: 'kienmayer', name: 'Kienmayer', side: 'coalition', army: 'allemagne', arm: 'infantry', pf: 5, ba: baOfGuns(5 * 3000 * 3.3 / 1000), co: 3, bc: 2 }, 'corps of 16-18,000 [§5], held at 5 PF as S4 splits it (3 PF and detachment A 2 PF), guns for 15,000; 3,193 horse at Donauwörth, two brigades [§5]; escaped Ulm and fought at Austerlitz: Austrian line cohesion 3, not Mack\'s 2 [§6]'),
    unit({ id: 'jellacic', name: 'Jellacic', side: 'coalition', army: 'allemagne', arm: 'infantry', pf: 3, ba: baOfGuns(3 * 3000 * 3.3 / 1000), co: 2, bc: 0 }, "division in the Vorarlberg, 6-10,000 (2-3 PF) [§5]; printed line taken as 2 boxes (S5 sets him at 2 PF), plus the one box the S4-S6 roster correction adds: 3 PF; infantry only; Mack's army cohesion 2 [§6]"),
    unit({ id: 'liechtenstein', name: 'Liechtenstein', side: 'coalition', army: 'allemagne', arm: 'cavalry', pf: pfOfMen(5000), ba: 0, co: 3, bc: 2 }, "the allied cavalry of Austerlitz's fifth column, 4,600-5,400 [§5]; two divisions of horse; too small for its own horse batteries; line cohesion 3 [§6]"),
    // Russian army: Kutuzov's Podolian army, Bagration's advance guard, the Guard, Buxhöwden's Volhynian army [§5]
    unit({ id: 'koutousov', name: 'Koutousov', side: 'coalition', army: 'russie', arm: 'infantry', pf: pfOfMen(27000), ba: baOfGuns(27000 * 3.3 / 1000), co: 3, bc: 2 }, "the Podolian army that reached the Inn, 36-38,000 [§5], less the ~10,000 of Bagration's own counter: 27,000; guns over the cap; hussars and Cossacks, two brigades; Russian line cohesion 3 [§6]"),
    unit({ id: 'bagration', name: 'Bagration', side: 'coalition', army: 'russie', arm: 'infantry', pf: pfOfMen(10000), ba: baOfGuns(10000 * 3.3 / 1000), co: 4, bc: 2 }, 'the advance and rear guard, ~7,000 at Schöngrabern and ~13,000 at Austerlitz [§5], taken at ~10,000; a guard strong in horse, two brigades; cohesion 4 for his troops [§6]'),
    unit({ id: 'constantine', name: 'Constantine (Russian Guard)', side: 'coalition', army: 'russie', arm: 'infantry', pf: pfOfMen(9500), ba: baOfGuns(9500 * 3.3 / 1000), co: 5, bc: 2, guard: true }, 'the Russian Guard under Grand Duke Constantine, 8,500-10,500 [§5]; Guard heavy horse, hussars and Cossacks, two brigades; cohesion 5 [§6]'),
    unit({ id: 'buxhowden', name: 'Buxhöwden', side: 'coalition', army: 'russie', arm: 'infantry', pf: pfOfMen(30000), ba: baOfGuns(30000 * 3.3 / 1000), co: 3, bc: 2 }, 'the Volhynian army, ~30,000, joined at Olmütz [§5]; guns over the cap; two brigades of horse; Russian line cohesion 3 [§6]'),
  ],
  detachments: [
    ...['A', 'B', 'C', 'D', 'E', 'F'].flatMap((l) => [
      { id: `fr-${l}`, side: 'french', arm: 'infantry', co: 3, bc: 0, provenance: 'reconstructed: the 1800 pool, six infantry detachment letters a side (S5 uses A to E)' } as const,
      { id: `co-${l}`, side: 'coalition', arm: 'infantry', co: 3, bc: 0, provenance: 'reconstructed: the 1800 pool, six infantry detachment letters a side (S5 uses A to E)' } as const,
    ]),
    ...['1', '2', '3'].flatMap((n) => [
      { id: `fr-${n}`, side: 'french', arm: 'cavalry', co: 3, bc: 1, provenance: 'reconstructed: the 1800 pool, three numbered cavalry detachments a side' } as const,
      { id: `co-${n}`, side: 'coalition', arm: 'cavalry', co: 3, bc: 1, provenance: 'reconstructed: the 1800 pool, three numbered cavalry detachments a side' } as const,
    ]),
    { id: 'co-1R', side: 'coalition', arm: 'cavalry', co: 3, bc: 1, provenance: "reconstructed: the Russian cavalry detachment 1R (1 PF) that comes with Kutuzov in S4-S6; Russian line cohesion 3 [§6]" },
  ],
};
