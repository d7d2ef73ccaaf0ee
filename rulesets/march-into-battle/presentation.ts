import type { PresentationHooks } from 'kriegsspiel';
import type { MibContext } from './context.js';
import type { MibEvent } from './events.js';
import type { MibTypes } from './mibTypes.js';
import { mibPieces } from './pieces.js';
import { mibEventLine } from './queries/mibEventLine.js';
import type { MibView } from './view.js';
import type { Side } from './vocabulary.js';

const SIDE_NAMES: { readonly [S in Side]: string } = { french: 'French', austrian: 'Austrian' };

/** A turn's clock label and number, e.g. `Turn 3 (21 May 16:00)`. */
const turnOf = (ctx: MibContext, turn: number): string => `Turn ${turn}/${ctx.scenario.turns.length} (${ctx.scenario.turns[turn - 1]?.label ?? '?'})`;

/** Where a game stands, e.g. `Turn 3/27 (21 May 16:00): operations, IV Corps`. */
function turnLabel(ctx: MibContext, view: MibView): string {
  if (view.phase === 'over') return `${turnOf(ctx, view.turn)}: over`;
  if (view.phase === 'orders') return `${turnOf(ctx, view.turn)}: ${SIDE_NAMES[view.toAct]} orders`;
  const active = view.active >= 0 ? `, ${ctx.scenario.formations[view.active]!.name}` : '';
  return `${turnOf(ctx, view.turn)}: ${view.phase}${active}${view.combat ? ` (attack: ${view.combat.stage})` : ''}`;
}

/** The log line of an event worth one: turns, orders taking effect, chits, attacks and their results, losses of note, the end. */
function describeEvent(ctx: MibContext, event: MibEvent): string | null {
  switch (event.type) {
    case 'turnStarted':
      return `${turnOf(ctx, event.turn)}${event.night ? ', night' : ''}`;
    case 'bridge':
      return `  the great bridge ${event.broken ? 'breaks' : 'is mended'} (${event.rule})`;
    case 'chitPulled':
      return `  chit: ${ctx.scenario.formations[ctx.formationIndex.get(event.formation)!]!.name}`;
    case 'orderImplemented':
      return `    ${event.formation} now ${event.order === null ? 'without orders' : `under ${event.order.toUpperCase()} on ${event.target}`} (${event.rule})`;
    case 'orderCheck':
      return event.result === 'follow' ? null : `    order check ${event.roll}+: ${event.result} (${event.rule})`;
    case 'attackDeclared':
      return `    ${event.attackers.join('+')} ${event.charge ? 'charge' : 'attack'} ${event.defenders.join('+')} in ${event.target}${event.hasty ? ' (hasty)' : ''}`;
    case 'combatRolled':
      return `      ${event.attack}:${event.defence}, DRM ${event.drm >= 0 ? '+' : ''}${event.drm}, rolled ${event.roll}: row ${event.row} (${event.rule})`;
    case 'retreated':
      return `      ${event.units.join('+')} retreat ${event.from} -> ${event.to}`;
    case 'smashed':
      return event.cleared ? `    ${event.unit} rallies (${event.rule})` : `      ${event.unit} smashed (${event.rule})`;
    case 'eliminated':
      return `      ${event.unit} eliminated (${event.rule})`;
    case 'leaderCasualty':
      return `      ${event.leader} is a casualty (${event.rule})`;
    case 'armyMorale':
      return `      ${SIDE_NAMES[event.side]} army morale ${event.change > 0 ? '+' : ''}${event.change} -> ${event.value}: ${event.reason}`;
    case 'gameEnded':
      return `Game over: ${event.summary} (${event.rule})`;
    default:
      return null;
  }
}

/**
 * How March into Battle names its scenario, sides, turns and events for people (the command line prints through it),
 * and what a drawing of the board shows (its map and counters, for `kriegsspiel/render`).
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const context = setup.ok ? marchIntoBattle.contextOf(setup.state) : null;
 * if (context?.ok) marchIntoBattle.presentation?.sideName(context.context, 'austrian'); // 'Austrian'
 * ```
 */
export const MIB_PRESENTATION: PresentationHooks<MibTypes> = {
  title: (ctx) => `${ctx.scenario.name} (${ctx.scenario.turns.length} turns)`,
  sideName: (_ctx, side) => SIDE_NAMES[side],
  turnLabel,
  describeEvent: (ctx, event, detail = 'summary') => (detail === 'full' ? mibEventLine(ctx, event) : describeEvent(ctx, event)),
  scoreUnit: 'army morale',
  map: (ctx) => ctx.map,
  pieces: mibPieces,
};
