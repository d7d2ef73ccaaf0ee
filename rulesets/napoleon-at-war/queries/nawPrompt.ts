import type { DecisionPrompt } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawView } from '../nawTypes.js';
import { boardOf } from '../board.js';
import { obligations } from '../rules/combat/obligations.js';
import { movementActions } from '../rules/movement.js';
import { nawSteps, stepOf } from '../rules/steps.js';
import type { NawState, Side } from '../types.js';
import { viewState } from './viewState.js';

/** The step table, for who decides each step (the AI hooks play no part in a prompt). */
const STEPS = nawSteps();

/** What a step asks, in words, and its rule case (the side is named by the caller). */
type Ask = { readonly text: string; readonly rule: string };

/** The hexes of the combat in progress, e.g. `0405+0506`. */
const hexesOf = (ctx: NawContext, state: NawState): string => (state.combat?.defenderHexes ?? []).map((h) => ctx.hexIds[h]!).join('+');

/** What each step asks of the side that decides it (NAW 4.1, 5.0, 7.0-7.9, 8.15; Wagram 13.1, 14.7). */
function ask(ctx: NawContext, state: NawState, step: string, name: string): Ask {
  const combat = state.combat;
  switch (step) {
    case 'arrival-roll':
      return { text: `Arrival roll for ${state.pendingRolls[0] ?? '?'}`, rule: 'Wagram 14.7' };
    case 'deployment': {
      const left = state.units.filter((u) => u.side === state.phasing && u.status === 'undeployed').length;
      return { text: `${name} set-up: place a unit in its set-up area (${left} to place)`, rule: 'Wagram 13.1' };
    }
    case 'movement': {
      if (state.mustMove !== null) return { text: `${name} movement: ${state.mustMove} must move out of the hex it shares`, rule: 'NAW 5.32' };
      const movers = new Set(movementActions(ctx, state).flatMap((a) => (a.type === 'move' || a.type === 'exit' ? [a.unit] : []))).size;
      return { text: `${name} movement: move a unit (${movers} can move), or end the phase`, rule: 'NAW 5.0' };
    }
    case 'combat': {
      if (combat !== null) {
        return { text: `${name} combat against ${hexesOf(ctx, state)}: add attacking units or defending hexes, or resolve at the computed odds or lower`, rule: 'NAW 7.9' };
      }
      const owed = obligations(boardOf(ctx, state)).pending;
      return owed
        ? { text: `${name} combat: attack an enemy hex; every engaged unit must attack and every engaged enemy be attacked before the phase ends`, rule: 'NAW 7.11' }
        : { text: `${name} combat: attack an enemy hex, or end the phase`, rule: 'NAW 7.0' };
    }
    case 'combat-roll':
      return { text: `Combat die against ${hexesOf(ctx, state)} on the ${state.options.crt.columns[combat?.column ?? 0]?.label ?? '?'} column`, rule: 'NAW 7.6' };
    case 'exchange':
      return { text: `${name}: choose attacking units of at least ${combat?.exchangeOwed ?? 0} printed strength points to lose to the exchange`, rule: 'NAW 7.6 Ex' };
    case 'displacement':
      return { text: `${name}: move ${combat?.displacing?.unit ?? '?'}, displaced by a retreat, one hex`, rule: 'NAW 7.8' };
    case 'retreat': {
      const retreating = combat?.retreating ?? [];
      if (retreating.length > 0) return { text: `${name}: retreat ${retreating.join(', ')} one hex${retreating.length > 1 ? ' each' : ''}`, rule: 'NAW 7.71' };
      return { text: `${name}: retreat the bombarding artillery ${combat?.mayRetreat.join(', ') ?? ''} one hex, or stay`, rule: 'NAW 8.15' };
    }
    case 'advance': {
      const vacated = (combat?.vacated ?? []).map((h) => ctx.hexIds[h]!).join(', ');
      return { text: `${name}: advance one victorious unit into ${vacated}, or decline`, rule: 'NAW 7.74' };
    }
    default:
      return { text: `${name}: ${step}`, rule: 'NAW 4.1' };
  }
}

/**
 * What the pending decision asks of `side` (NAW 4.1 to 8.15, Wagram 13.1, 14.7), in words, with its rule case: the
 * set-up, a move (or the unit that must make room), a combat to form or resolve, the exchange, each retreat and
 * displacement, the advance; a die when chance decides. When another side decides, `side` is `null` and the text
 * says whom `side` waits for.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { nawPrompt } from './nawPrompt.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const made = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
 * const view = setup.ok ? napoleonAtWar.view(setup.state, 'coalition') : null;
 * if (made?.ok && view?.ok) nawPrompt(made.context, view.view, 'coalition').text; // 'Waiting for the French: French movement: move a unit ...'
 * ```
 */
export function nawPrompt(ctx: NawContext, view: NawView, side: Side): DecisionPrompt {
  const state = viewState(view);
  const step = stepOf(ctx, state);
  if (step === null) return { side: null, step: null, text: 'The game is over', rule: 'NAW 4.1' };
  const spec = STEPS[step]!;
  const decider: Side | null = spec.kind === 'side' ? spec.who(ctx, state) : null;
  const asked = ask(ctx, state, step, decider === null ? '' : ctx.scenario.sideNames[decider]);
  if (decider === side) return { side, step, ...asked };
  const waiting = decider === null ? asked.text : `Waiting for the ${ctx.scenario.sideNames[decider]}: ${asked.text}`;
  return { side: null, step, text: waiting, rule: asked.rule };
}
