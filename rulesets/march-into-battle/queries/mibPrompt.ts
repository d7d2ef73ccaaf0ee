import type { DecisionPrompt } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import { MIB_STEPS, stepOf } from '../rules/steps.js';
import { unitId } from '../rules/unitStatus.js';
import type { MibState } from '../types.js';
import type { MibView } from '../view.js';
import type { Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

const NAMES: { readonly [S in Side]: string } = { french: 'French', austrian: 'Austrian' };

/** What a side's step asks, and its rule case. */
function ask(ctx: MibContext, state: MibState, step: string, name: string): { readonly text: string; readonly rule: string } {
  const combat = state.combat;
  const formation = state.active >= 0 ? ctx.scenario.formations[state.active]!.name : '?';
  const target = combat ? ctx.hexIds[combat.target]! : '?';
  switch (step) {
    case 'orders':
      return { text: `${name} orders: issue orders to formations${state.hqMoved ? '' : ' (the HQ may move first)'}, or end the orders`, rule: 'MiB 3.3' };
    case 'target':
      return { text: `${name}: ${formation} has reached its target: keep the order, hold, advance or remove it`, rule: 'MiB AM' };
    case 'hold-broken':
      return { text: `${name}: the HOLD of ${ctx.scenario.formations[state.holdBroken[0] ?? 0]?.name ?? '?'} broke: take up RETREAT or keep the order`, rule: 'MiB AM' };
    case 'act':
      return { text: `${name}, ${formation}: move, face, rest, recover, resupply, build or attack with its units, or end the activation`, rule: 'MiB 4.0' };
    case 'evade':
      return { text: `${name}: the cavalry attacked in ${target} may retreat before combat, or stand`, rule: 'MiB 7.6' };
    case 'losses': {
      const losses = combat?.losses;
      const kind = (losses?.c ?? 0) > 0 ? 'casualty' : 'straggler';
      return { text: `${name}: choose the unit that takes the next ${kind} loss (${(losses?.c ?? 0) + (losses?.s ?? 0)} left) among ${losses?.units.map((u) => unitId(ctx, u)).join(', ') ?? '?'}`, rule: 'MiB CET' };
    }
    case 'retreat':
      return { text: `${name}: retreat the stack from ${target} one hex`, rule: 'MiB 7.3' };
    case 'advance':
      return { text: `${name}: advance the attacking stack one hex, or stop`, rule: 'MiB 7.3' };
    default:
      return { text: `${name}: ${step}`, rule: 'MiB SoP' };
  }
}

/**
 * What the pending decision asks of `side` (MiB SoP), in words, with its rule case: the orders (3.3), the choice at a
 * reached target or a broken HOLD (AM), the active formation's actions (4.0), a cavalry retreat before combat (7.6),
 * each loss to allocate (CET), the retreat and advance after combat (7.3); for a die, what is rolled and why (the
 * step's own chance spec). When another side decides, `side` is `null` and the text says whom it waits for.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { mibPrompt } from './mibPrompt.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const made = setup.ok ? marchIntoBattle.contextOf(setup.state) : null;
 * const view = setup.ok ? marchIntoBattle.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) mibPrompt(made.context, view.view, 'french').rule; // 'MiB 3.3': the orders
 * ```
 */
export function mibPrompt(ctx: MibContext, view: MibView, side: Side): DecisionPrompt {
  const state = viewState(ctx, view, side);
  const step = stepOf(ctx, state);
  if (step === null) return { side: null, step: null, text: 'The game is over', rule: 'MiB SoP' };
  const spec = MIB_STEPS[step]!;
  if (spec.kind === 'chance') {
    const die = spec.chance(ctx, state);
    return { side: null, step, text: `Die: ${die.what}`, rule: die.rule };
  }
  const decider = spec.kind === 'side' ? spec.who(ctx, state) : null;
  const asked = ask(ctx, state, step, decider === null ? '' : NAMES[decider]);
  if (decider === side) return { side, step, ...asked };
  return { side: null, step, text: decider === null ? asked.text : `Waiting for the ${NAMES[decider]}: ${asked.text}`, rule: asked.rule };
}
