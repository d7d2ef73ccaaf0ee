import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import { sideName } from '../sideName.js';

/** The counters an event names, or how many when its side's enemy may not see which (a redacted `secret` event). */
const counters = (pieces: readonly string[], count: number): string => (pieces.length > 0 ? pieces.join(', ') : `${count} counter(s)`);

/**
 * A line for every Jours de Gloire event, for a front end's full log (`describeEvent` with `'full'`): the turn's
 * stages, placements, reinforcements, Force markers, command points, activations and moves box to box, reveals,
 * detachments, entrenchments, every PF lost or regained, battles round by round, morale, retreats, captures, control,
 * victory points, sieges, overruns, reconnaissance, withdrawals, engineering, the armistice and the end; each ends
 * with its rule case. An event as the enemy sees it (`eventsFor`: a secret one without its counters) reads as such.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * import { jdgEventLine } from './jdgEventLine.js';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * const made = setup.ok ? joursDeGloire.contextOf(setup.state) : null;
 * if (made?.ok) jdgEventLine(made.context, { type: 'entrenched', rule: 'JdG 6.2', side: 'french', box: 'ulm' });
 * // 'French entrench in ulm (JdG 6.2)'
 * ```
 */
export function jdgEventLine(ctx: JdgContext, event: JdgEvent): string {
  const line = detail(ctx, event);
  return line.includes(`(${event.rule})`) ? line : `${line} (${event.rule})`;
}

function detail(ctx: JdgContext, event: JdgEvent): string {
  const name = (side: Parameters<typeof sideName>[1]): string => sideName(ctx, side);
  switch (event.type) {
    case 'phaseStarted':
      return `Turn ${event.turn}: ${event.player === null ? '' : `${name(event.player)} `}${event.phase}`;
    case 'evicted':
      return `${name(event.side)}: ${event.count} counter(s) evicted ${event.from} -> ${event.to}`;
    case 'generalRemoved':
      return `${name(event.side)}: ${event.general} removed${event.replacement === null ? '' : `, ${event.replacement} in his place`}`;
    case 'weather':
      return `weather: ${event.weather}${event.mudNext ? ' (mud next turn)' : ''}`;
    case 'firstPlayer':
      return `initiative: ${name(event.chooser)}; ${name(event.first)} player first`;
    case 'placed':
      return `${name(event.side)}: ${counters(event.pieces, event.count)} placed in ${event.box}`;
    case 'arrivalRolled':
      return `${event.roll === 'italy' ? 'reinforcements from Italy' : `${name(event.roll)} additional reinforcements`} rolled ${event.die}: ${event.outcome}${event.pieces.length > 0 ? ` (${event.pieces.join(', ')})` : ''}`;
    case 'unitCalled':
      return `${name(event.side)}: ${event.piece} comes in`;
    case 'reinforced':
      return `${name(event.side)}: ${event.unit || 'a unit'} reinforced${event.pf > 0 ? ` to ${event.pf} PF` : ''}`;
    case 'forceFormed':
      return `${name(event.side)}: Force ${event.force} formed in ${event.box} with ${counters(event.pieces, event.count)}`;
    case 'commandPoints':
      return `${name(event.side)} ${event.army}: ${event.points} command points`;
    case 'activated':
      return `${name(event.side)}: stack of ${counters(event.pieces, event.count)} activated in ${event.box}${event.cost === null ? '' : ` for ${event.cost} PC`}`;
    case 'moved':
      return `${name(event.side)}: ${counters(event.pieces, event.count)} move ${event.from} -> ${event.to}`;
    case 'revealed':
      return `${name(event.side)}: ${event.pieces.length > 0 ? event.pieces.join(', ') : 'no counter'} shown in ${event.box}`;
    case 'dummiesRemoved':
      return `${name(event.side)}: ${event.count} dumm${event.count === 1 ? 'y' : 'ies'} removed from ${event.box}`;
    case 'detached':
      return `${name(event.side)}: ${event.detachment} detached from ${event.unit || 'a unit'} in ${event.box}${event.pf > 0 ? ` (${event.pf} PF)` : ''}`;
    case 'joined':
      return `${name(event.side)}: ${event.detachment} joins ${event.unit || 'a unit'} in ${event.box}${event.pf > 0 ? ` (${event.pf} PF)` : ''}`;
    case 'entrenched':
      return `${name(event.side)} entrench in ${event.box}`;
    case 'pfChanged':
      return `${name(event.side)}: ${event.piece || 'a unit'} ${event.change >= 0 ? 'gains' : 'loses'} ${Math.abs(event.change)} PF (${event.cause})${event.secret ? '' : `, ${event.pf} left`}`;
    case 'eliminated':
      return `${name(event.side)}: ${event.piece} eliminated in ${event.box}`;
    case 'generalMoved':
      return `${name(event.side)}: ${counters(event.pieces, event.count)} move on ${event.from} -> ${event.to}`;
    case 'captured':
      return `${name(event.side)}: ${event.piece} captured in ${event.box}`;
    case 'battleStarted':
      return `battle in ${event.box}, the ${name(event.attacker)} attacking`;
    case 'chitsRevealed':
      return `chits: ${name('french')} ${event.french}, ${name('coalition')} ${event.coalition}: ${event.rounds} round(s)`;
    case 'roundFought':
      return `round ${event.round}: ${name('french')} ${event.pf.french} PF on ${event.column.french} rolled ${event.dice.french} (${event.modified.french}), ${name('coalition')} ${event.pf.coalition} PF on ${event.column.coalition} rolled ${event.dice.coalition} (${event.modified.coalition}); losses ${event.losses.french}/${event.losses.coalition}`;
    case 'moraleTested':
      return `${name(event.side)} morale test: rolled ${event.roll} against ${event.target}, ${event.passed ? 'passed' : 'failed'}`;
    case 'battleEnded':
      return `battle in ${event.box} over after ${event.rounds} round(s): ${event.loser === null ? 'indecisive' : `${name(event.loser)} defeat`}${event.vp > 0 ? ` (${event.vp} VP)` : ''}`;
    case 'retreated':
      return `${name(event.side)}: ${event.pieces.length > 0 ? event.pieces.join(', ') : 'the force'} retreat ${event.from} -> ${event.to}`;
    case 'encircled':
      return `${name(event.side)} encircled in ${event.box}`;
    case 'controlChanged':
      return `${event.box} taken: ${name(event.side)}`;
    case 'victoryPoints':
      return `${name(event.side)} ${event.points > 0 ? '+' : ''}${event.points} VP: ${event.reason}`;
    case 'engaged':
      return `${name(event.side)} in ${event.box}: ${event.choice}`;
    case 'siegeRolled':
      return `siege ${event.level} of ${event.box} by the ${name(event.besieger)} rolled ${event.roll}: ${event.fallen ? 'the city falls' : 'the siege goes on'}`;
    case 'siegeLifted':
      return `the ${name(event.besieger)} siege of ${event.box} is lifted`;
    case 'overrun':
      return `overrun in ${event.box} by the ${name(event.attacker)} rolled ${event.roll} (${event.modified}): ${event.result}`;
    case 'armistice':
      return `armistice ${event.stage}${event.side === null ? '' : ` (${name(event.side)})`}, turn ${event.turn}${event.resumes === null ? '' : `; play resumes on turn ${event.resumes}`}`;
    case 'reconnoitred':
      return `${name(event.side)} reconnaissance of ${event.box}: ${event.pf} PF${event.screen > 0 ? ` against a ${event.screen} PF screen` : ''}${event.failed ? ', failed' : ''}`;
    case 'reconnaissanceRolled':
      return `reconnaissance of ${event.box} rolled ${event.roll} (${event.modified}): ${event.shown} counter(s) shown`;
    case 'withdrew':
      return `${name(event.side)} cavalry ${event.pieces.length > 0 ? `(${event.pieces.join(', ')}) ` : ''}withdrew ${event.from} -> ${event.to}`;
    case 'engineered':
      return `${name(event.side)} engineers, ${event.between.join('-')}: ${event.work}`;
    case 'gameEnded':
      return `game over: ${event.summary}`;
    default:
      return unknownEvent(event);
  }
}

/** Every event type has a line above: a new one fails to compile here. */
function unknownEvent(event: never): string {
  return String((event as { type: string }).type);
}
