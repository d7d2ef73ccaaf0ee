import type { AspernRegion, OobArmyCommander, OobLeaderSetupRow } from './oobTypes.js';

/** The two army commanders (MiB 2.5), each with his HQ marker; the briefing fixes Napoleon at 5 and Charles at 4. */
export const ARMY_COMMANDERS: readonly OobArmyCommander[] = [
  { id: 'napoleon', name: 'Napoleon', side: 'french', rating: 5, hq: 'hq-french', provenance: '§1d rates him 3 of 3 [A], the top of the scale: 5; watched Hiller\'s attack from the Aspern church tower [S4] and chose to withdraw after the bridge broke [S2]' },
  { id: 'charles', name: 'Archduke Charles', side: 'austrian', rating: 4, hq: 'hq-austrian', provenance: '§1d rates him 2-3, cautious [A]: 2 x 2.5 - 1 = 4; planned the five-column envelopment and rallied the centre, colour in hand, on the 22nd [S6]' },
];

const row = (leader: string, turn: number, region: AspernRegion, provenance: string): OobLeaderSetupRow => ({ leader, turn, region, provenance });

/**
 * Where the commanders and the HQs start or enter (MiB 2.5): each formation commander with his formation's first
 * units, each HQ no later than its army's first units.
 */
export const LEADER_SETUP: readonly OobLeaderSetupRow[] = [
  row('hq-french', 0, 'lobau', 'Napoleon\'s headquarters on Lobau, north of the Panozzalacke [S18f]'),
  row('napoleon', 0, 'french-start-aspern', 'on the Aspern church tower with Masséna during Hiller\'s 14:30 attack [S4]'),
  row('massena', 0, 'french-start-aspern', 'on the Aspern church tower with Napoleon [S4]; held Aspern [S2]'),
  row('lannes', 0, 'french-start-essling', 'held and fortified Essling on the 21st [S5][§1d]'),
  row('bessieres', 0, 'french-start-centre', 'with the cavalry on the plain between the villages [S2]'),
  row('dorsenne', 9, 'french-entry', '22 May 00:00 (turn 9): with the first Guard battalions over the bridge [S5]'),
  row('hq-austrian', 1, 'austrian-entry-reserve', '21 May 14:00 (turn 1): from Gerasdorf, where the disposition was drafted [Hoen via minds.com], behind the centre; with the army\'s first units'),
  row('charles', 1, 'austrian-entry-reserve', '21 May 14:00 (turn 1): from the corps commanders\' meeting at Aderklaa [S4] to the centre'),
  row('hiller', 1, 'austrian-entry-1', '21 May 14:00 (turn 1): with his column\'s head [S4]'),
  row('bellegarde', 2, 'austrian-entry-2', '21 May 15:00 (turn 2): with the 2nd column [S4]'),
  row('hohenzollern', 1, 'austrian-entry-3', '21 May 14:00 (turn 1): with his advance guard [S3]'),
  row('rosenberg', 2, 'austrian-entry-5', '21 May 15:00 (turn 2): with the 5th column, which he led himself [§1c]'),
  row('liechtenstein', 1, 'austrian-entry-reserve', '21 May 14:00 (turn 1): with the reserve cavalry [S2]'),
  row('daspre', 8, 'austrian-entry-reserve', '21 May 21:00 (turn 8): with the grenadiers [S2]'),
];
