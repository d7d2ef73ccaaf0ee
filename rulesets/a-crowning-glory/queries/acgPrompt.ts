import type { DecisionPrompt } from 'kriegsspiel';
import type { AcgView } from '../acgTypes.js';
import type { AcgContext } from '../context.js';
import { ACG_STEPS, stepOf } from '../rules/steps.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

const NAMES: { readonly [S in Side]: string } = { french: 'French', allied: 'Allied' };

/** What each step asks of the side that decides it, and its rule case. */
function ask(ctx: AcgContext, state: AcgState, step: string, name: string): { readonly text: string; readonly rule: string } {
  const combat = state.combat;
  const unitName = (u: number): string => state.units[u]?.id ?? '?';
  switch (step) {
    case 'artillery':
      return { text: `${name}: choose the artillery markers of the scenario`, rule: 'ACG 10.4' };
    case 'placement':
      return { text: `${name}: place a unit on the map`, rule: 'ACG 5.6' };
    case 'declaration':
      return { text: `${name}: declare whether Phase II is movement or combat first`, rule: 'ACG 5.2' };
    case 'variable-roll':
      return { text: 'Arrival roll of the Variable group', rule: 'ACG 5.7' };
    case 'select':
      return { text: `${name} movement: select an Active unit to move next`, rule: 'ACG 8.2' };
    case 'move':
      return { text: `${name} movement: move ${unitName(state.moving)}, or leave it where it is`, rule: 'ACG 8.1' };
    case 'attack':
      return { text: `${name} combat: attack an enemy unit with Active units next to it (and at most one artillery marker), or pass`, rule: 'ACG 9.1' };
    case 'combat-roll':
      return { text: `Combat die against ${combat ? ctx.hexIds[combat.hex] : '?'}`, rule: 'ACG 9.14' };
    case 'attacker-losses':
      return { text: `${name}: share the loss of ${combat?.attackerLoss ?? 0} step(s) among the attacking units`, rule: 'ACG 9.16' };
    case 'retreat':
      return { text: `${name}: retreat ${combat ? unitName(combat.defender) : '?'} one hex to lose one step fewer, or stand`, rule: 'ACG 9.17' };
    case 'advance':
      return { text: `${name}: advance one victorious unit into ${combat ? ctx.hexIds[combat.hex] : '?'}, or decline`, rule: 'ACG 9.18' };
    case 'regroup':
      return { text: `${name}: regroup the army, or decline`, rule: 'ACG 5.5' };
    default:
      return { text: `${name}: ${step}`, rule: 'ACG 5.0' };
  }
}

/**
 * What the pending decision asks of `side` (ACG 5.2-11.0), in words, with its rule case: the set-up, the declaration
 * of Phase II, the unit to select and its move, an attack or a pass, the split of the attacker's losses, the
 * defender's retreat, the advance, the regroup; a die when chance decides. Playing the Variant marker (11.0) and
 * capitulating (4.6) are open at every decision and not repeated. When another side decides, `side` is `null` and
 * the text says whom it waits for.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * import { acgPrompt } from './acgPrompt.js';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const made = setup.ok ? aCrowningGlory.contextOf(setup.state) : null;
 * const view = setup.ok ? aCrowningGlory.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) acgPrompt(made.context, view.view, 'french').rule; // the set-up's rule case
 * ```
 */
export function acgPrompt(ctx: AcgContext, view: AcgView, side: Side): DecisionPrompt {
  const state = viewState(ctx, view, side);
  const step = stepOf(ctx, state);
  if (step === null) return { side: null, step: null, text: 'The game is over', rule: 'ACG 4.0' };
  const spec = ACG_STEPS[step]!;
  const decider: Side | null = spec.kind === 'side' ? spec.who(ctx, state) : null;
  const asked = ask(ctx, state, step, decider === null ? '' : NAMES[decider]);
  if (decider === side) return { side, step, ...asked };
  return { side: null, step, text: decider === null ? asked.text : `Waiting for the ${NAMES[decider]}: ${asked.text}`, rule: asked.rule };
}
