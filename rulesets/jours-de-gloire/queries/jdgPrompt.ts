import type { DecisionPrompt } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import { JDG_STEPS, stepOf } from '../rules/steps.js';
import { sideName } from '../sideName.js';
import type { JdgView } from '../view.js';
import type { Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

/** What each side step asks (JdG 3.2-8.8, S3, S9), in words from `view`, and its rule case. */
function ask(ctx: JdgContext, view: JdgView, step: string, name: string): { readonly text: string; readonly rule: string } {
  const box = (b: number | undefined): string => (b === undefined || b < 0 ? '?' : ctx.boxIds[b] ?? '?');
  const battle = view.battle;
  const at = box(battle?.box);
  const placing = view.placing[0];
  switch (step) {
    case 'place': {
      const piece = placing !== undefined && placing.piece >= 0 ? ctx.pieces[placing.piece]!.name : 'a counter';
      return { text: `${name}: choose the box of ${piece}`, rule: 'JdG 3.3' };
    }
    case 'evict':
      return { text: `${name}: move your counters out of ${box(view.evictions[0]?.box)}, where the enemy's reinforcements arrive`, rule: 'JdG 3.3' };
    case 'first-player':
      return { text: `${name}: choose the first player of the turn`, rule: 'JdG 3.2' };
    case 'call-unit':
      return { text: `${name}: bring in an additional unit, or none`, rule: 'JdG S9' };
    case 'reinforce':
      return { text: `${name}: give a PF of reinforcements to a unit, or stop`, rule: 'JdG 3.3' };
    case 'forces':
      return { text: `${name}: put counters under Force markers or take them out, then go on`, rule: 'JdG 7.2' };
    case 'select':
      return { text: `${name} movement: choose a box to form a stack in, or end the movement phase`, rule: 'JdG 5.1' };
    case 'form':
      return { text: `${name}: add counters to the stack in ${box(view.forming?.box)}, then activate it for its command points`, rule: 'JdG 5.3' };
    case 'move': {
      const a = view.activation;
      return { text: `${name}: move the stack in ${box(a?.box)}${a && a.pieces.length > 0 ? ` (${a.pm} PM left)` : ''} one box, act there, or stop`, rule: 'JdG 5.1' };
    }
    case 'recon-reveal':
      return { text: `${name}: show one of your counters in ${box(view.recon?.box)} to the enemy's reconnaissance`, rule: 'JdG 6.3' };
    case 'recon-withdraw':
      return { text: `${name}: withdraw the reconnoitring cavalry, or stay`, rule: 'JdG 6.3' };
    case 'withdrawal-target':
      return { text: `${name}: choose the box the cavalry withdraws to`, rule: 'JdG 6.3' };
    case 'react':
      return view.reaction !== null
        ? { text: `${name}: form a stack to intercept the enemy in ${box(view.reaction.box)}, or decline`, rule: 'JdG 6.5.1' }
        : { text: `${name}: form a stack to march to the sound of the guns, or go on to the battles`, rule: 'JdG 6.5.2' };
    case 'form-reaction':
      return { text: `${name}: add counters to the reacting stack in ${box(view.forming?.box)}, then go`, rule: 'JdG 6.5' };
    case 'march-target':
      return { text: `${name}: choose the battle to march to`, rule: 'JdG 6.5.2' };
    case 'intercept-effect':
      return { text: `${name}: the interception succeeds: enter ${box(view.reaction?.box)}, or fall back one box`, rule: 'JdG 6.5.1' };
    case 'battle':
      return { text: `${name} combat: choose the next battle to fight`, rule: 'JdG 8.0' };
    case 'withdraw':
      return { text: `${name}: withdraw cavalry before the battle in ${at}, or none`, rule: 'JdG 6.3' };
    case 'citadel':
      return { text: `${name}: shelter in the citadel of ${at}, or defend normally`, rule: 'JdG 8.8' };
    case 'siege':
      return { text: `${name}: assault the citadel of ${at}, or besiege it`, rule: 'JdG 8.8' };
    case 'sortie':
      return { text: `${name}: make a sortie against the besiegers of ${at}, or hold the citadel`, rule: 'JdG 8.8' };
    case 'overrun':
      return { text: `${name}: attempt an overrun in ${at}, or fight the battle`, rule: 'JdG 8.4' };
    case 'chits':
      return { text: `${name}: choose your tactic chit for the battle in ${at}, in secret`, rule: 'JdG 8.2' };
    case 'losses':
      return { text: `${name}: take the next PF of the battle's losses from a unit`, rule: 'JdG 8.4' };
    case 'retreat':
      return { text: `${name}: retreat the force from ${at}`, rule: 'JdG 8.7' };
    case 'victor':
      return { text: `${name}: stay in ${at}, or move the victorious force out`, rule: 'JdG 8.7' };
    case 'advance':
      return { text: `${name}: advance the overrunning force one box, or stay`, rule: 'JdG 8.4' };
    case 'redeploy':
      return { text: `${name}: choose a counter to redeploy, or end the redeployment`, rule: 'JdG S3' };
    case 'redeploy-to':
      return { text: `${name}: choose the box of the zone for the counter`, rule: 'JdG S3' };
    case 'armistice':
      return { text: `${name}: keep the armistice, or break it`, rule: 'JdG S3' };
    default:
      return { text: `${name}: ${step}`, rule: 'JdG 0.2' };
  }
}

/**
 * What the pending decision asks of `side` (JdG 3.0-8.8, S3, S9), in words, with its rule case, from what `side` sees:
 * a counter to place, the first player, reinforcements, Force markers, a stack to form, activate and move, a
 * reconnaissance, a reaction, the next battle and the choices before it, the secret tactic chit (owed by both sides at
 * once), losses, retreats, the armistice; for a die, what is rolled and why (a roll private to the enemy is named as
 * such, nothing more). When another side decides, `side` is `null` and the text says whom it waits for.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * import { jdgPrompt } from './jdgPrompt.js';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * const made = setup.ok ? joursDeGloire.contextOf(setup.state) : null;
 * const view = setup.ok ? joursDeGloire.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) jdgPrompt(made.context, view.view, 'french').text; // what the first decision asks
 * ```
 */
export function jdgPrompt(ctx: JdgContext, view: JdgView, side: Side): DecisionPrompt {
  const state = viewState(ctx, view, side); // the step and who decides are public
  const step = stepOf(ctx, state);
  if (step === null) return { side: null, step: null, text: 'The game is over', rule: 'JdG 9.0' };
  const spec = JDG_STEPS[step]!;
  if (spec.kind === 'chance') {
    const die = spec.chance(ctx, state);
    const hidden = die.privateTo !== undefined && die.privateTo !== side;
    return { side: null, step, text: hidden ? `Die: a roll private to the ${sideName(ctx, die.privateTo as Side)}` : `Die: ${die.what}`, rule: die.rule };
  }
  const deciders: readonly Side[] = spec.kind === 'side' ? [spec.who(ctx, state)] : spec.who(ctx, state);
  const first = deciders.includes(side) ? side : deciders[0]!;
  const asked = ask(ctx, view, step, sideName(ctx, first));
  if (deciders.includes(side)) return { side, step, ...asked };
  return { side: null, step, text: `Waiting for the ${deciders.map((d) => sideName(ctx, d)).join(' and ')}: ${asked.text}`, rule: asked.rule };
}
