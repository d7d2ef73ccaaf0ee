import type { MibScenario } from '../../scenario.js';
import { ARMY_COMMANDERS, BRIDGE_BREAKS, FORMATIONS, LEADER_SETUP, SETUP, UNITS } from './orderOfBattle.js';
import { ASPERN_LAST_TURN, clockOfTurn } from './turnClock.js';

const commander = (side: 'french' | 'austrian') => {
  const { id, name, rating, provenance } = ARMY_COMMANDERS.find((c) => c.side === side)!;
  return { id, name, rating, provenance };
};
const armyCommanderIds = new Set(ARMY_COMMANDERS.map((c) => c.id));

/**
 * Aspern-Essling, 21-22 May 1809 (MiB 16): the reconstructed map (data/MAP.md), both orders of battle
 * (data/ORDER_OF_BATTLE.md), 27 turns from 21 May 14:00 to 22 May 20:00 with the night between, the great bridge
 * on its historical timeline, and the objectives of 16.2. All of it is reconstructed: see the provenance notes.
 */
export const ASPERN: MibScenario = {
  id: 'aspern',
  name: 'Aspern-Essling, 21-22 May 1809 (reconstructed)',
  map: 'aspern',
  turns: Array.from({ length: ASPERN_LAST_TURN }, (_, i) => ({ label: clockOfTurn(i + 1), night: i + 1 === 8 || i + 1 === 9 })),
  formations: FORMATIONS.map(({ id, name, side, commander: c, provenance }) => ({ id, name, side, commander: { id: c.id, name: c.name, rating: c.rating, provenance: c.provenance }, provenance })),
  armyCommanders: { french: commander('french'), austrian: commander('austrian') },
  units: UNITS.map((u) => ({ ...u })),
  placements: [
    ...SETUP.map((r) => ({ piece: r.unit, turn: r.turn, region: r.region, provenance: r.provenance })),
    // The army commanders stand with their HQs (MiB 2.5), so only the HQ markers are placed.
    ...LEADER_SETUP.filter((r) => !armyCommanderIds.has(r.leader)).map((r) => ({ piece: r.leader, turn: r.turn, region: r.region, provenance: r.provenance })),
  ],
  // The French face the Marchfeld to the north; the Austrians face south toward the Danube.
  facing: { french: 2, austrian: 5 },
  armyMorale: { french: 12, austrian: 14 },
  supply: { french: 'french-supply', austrian: 'austrian-supply' },
  friendlyEdge: { french: 'lobau', austrian: 'austrian-supply' },
  targets: ['Aspern', 'Aspern church', 'Essling', 'Essling granary', 'Gross-Enzersdorf', 'Breitenlee', 'Hirschstetten', 'Stadlau', 'Muhlau bridgehead'],
  bridge: { side: 'french', entry: 'french-entry', breaks: BRIDGE_BREAKS.map((b) => ({ turn: b.turn, repaired: b.repairedTurn, provenance: b.provenance })) },
  objectives: { church: 'Aspern church', granary: 'Essling granary', bridgehead: 'Muhlau bridgehead', minor: ['Gross-Enzersdorf'] },
  provenance:
    'Reconstructed (MiB 16): only the player aid of March into Battle survives, so the map, the orders of battle, the turn track, army morale and the victory conditions are ours, built from /shared/reference/aspern-essling.md. ' +
    'Army morale [A]: French 12 and Austrians 14, about two thirds of each army\'s division count (16 French and 18 Austrian divisions), so an army breaks after losing most of its divisions or after a string of failed attacks; the French start lower for the precarious bridgehead. Victory follows the reference\'s suggested conditions (its section 4).',
};
