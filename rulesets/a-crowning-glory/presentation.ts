import type { PresentationHooks } from 'kriegsspiel';
import type { AcgTypes, AcgView } from './acgTypes.js';
import type { AcgContext } from './context.js';
import type { AcgEvent } from './events.js';
import { acgPieces } from './pieces.js';
import { acgEventLine } from './queries/acgEventLine.js';
import type { Side } from './vocabulary.js';

const SIDE_NAMES: { readonly [S in Side]: string } = { french: 'French', allied: 'Allied' };

/** A turn's clock time and number, e.g. `Turn 3 (9a)` (ACG 1.2). */
const turnOf = (ctx: AcgContext, turn: number): string => {
  const label = ctx.scenario.turnLabels[turn - 1];
  return `Turn ${turn}${label === undefined ? '' : ` (${label})`}`;
};

/** Where a game stands, e.g. `Turn 3 (9a): Allied movement`. */
function turnLabel(ctx: AcgContext, view: AcgView): string {
  if (view.phase === 'over') return `${turnOf(ctx, view.turn)}: over`;
  const who = view.phase === 'movement' || view.phase === 'combat' ? `${SIDE_NAMES[view.combat?.attacker ?? view.toAct]} ` : '';
  return `${turnOf(ctx, view.turn)}: ${who}${view.phase}${view.combat ? ` (attack: ${view.combat.stage})` : ''}`;
}

/** The log line of an event worth one: phases, attacks and their results, arrivals, demoralization, the end. */
function describeEvent(ctx: AcgContext, event: AcgEvent): string | null {
  switch (event.type) {
    case 'phaseStarted':
      return `${turnOf(ctx, event.turn)}: ${event.phase}`;
    case 'attacked': {
      const b = event.breakdown;
      const marker = b.marker ? ` + ${b.marker.added} artillery` : '';
      const shifts = b.shifts.length > 0 ? ` shifted to ${b.finalColumn} (${b.shifts.map((s) => s.rule).join(', ')})` : '';
      return `  ${b.attackers.map((a) => a.unit).join('+')}${marker} attack ${b.defender.unit} in ${b.defender.hex}: ${b.differential >= 0 ? '+' : ''}${b.differential}, column ${b.column}${shifts}`;
    }
    case 'combatResolved':
      return `    rolled ${event.roll}: ${event.attackerLoss}/${event.defenderLoss}`;
    case 'arrivalRolled':
      return `  Variable group roll: ${event.roll}, ${event.arrived ? 'arrives' : 'still marching'}`;
    case 'eliminated':
      return `    ${event.unit} eliminated in ${event.hex}`;
    case 'regrouped':
      return `  the French regroup: ${event.steps} steps back`;
    case 'demoralized':
      return `  the ${SIDE_NAMES[event.side]} army is demoralized (${event.rule})`;
    case 'exited':
      return `  ${event.unit} leaves the map by the ${event.edge} edge (${event.rule})`;
    case 'gameEnded':
      return `Game over: ${event.summary} (${event.rule})`;
    default:
      return null;
  }
}

/**
 * How A Crowning Glory names its scenario, sides, turns and events for people (the command line prints through it),
 * and what a drawing of the board shows (its map and counters, for `kriegsspiel/render`).
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const context = setup.ok ? aCrowningGlory.contextOf(setup.state) : null;
 * if (context?.ok) aCrowningGlory.presentation?.sideName(context.context, 'allied'); // 'Allied'
 * ```
 */
export const ACG_PRESENTATION: PresentationHooks<AcgTypes> = {
  title: (ctx) => `${ctx.scenario.name} (turns ${ctx.scenario.turns.first}-${ctx.scenario.turns.last})`,
  sideName: (_ctx, side) => SIDE_NAMES[side],
  turnLabel,
  describeEvent: (ctx, event, detail = 'summary') => (detail === 'full' ? acgEventLine(ctx, event) : describeEvent(ctx, event)),
  scoreUnit: 'steps taken',
  map: (ctx) => ctx.map,
  pieces: acgPieces,
};
