import type { PresentationHooks } from 'kriegsspiel';
import type { JdgContext } from './context.js';
import type { JdgEvent } from './events.js';
import type { JdgTypes } from './jdgTypes.js';
import { jdgPieces } from './pieces.js';
import { jdgEventLine } from './queries/jdgEventLine.js';
import { dateOfTurn } from './scenarios/calendar.js';
import type { JdgView } from './view.js';
import { sideName } from './sideName.js';
import type { Side } from './vocabulary.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];


/** A turn's date (0.2), e.g. `Turn 3/6 (end of May 1800)`. */
function turnOf(ctx: JdgContext, turn: number): string {
  const d = dateOfTurn({ first: ctx.scenario.first, turns: ctx.scenario.turns }, turn);
  return `Turn ${turn}/${ctx.scenario.turns} (${d.half} of ${MONTHS[d.month - 1]} ${d.year})`;
}

/** Where a game stands, e.g. `Turn 2/6 (beginning of May 1800): French movement`. */
function turnLabel(ctx: JdgContext, view: JdgView): string {
  if (view.phase === 'over') return `${turnOf(ctx, view.turn)}: over`;
  const player = ['admin', 'command', 'movement', 'attrition', 'sound', 'combat'].includes(view.phase) ? `${sideName(ctx, view.player)} ` : '';
  return `${turnOf(ctx, view.turn)}: ${player}${view.phase}${view.battle ? ` (battle in ${ctx.boxIds[view.battle.box]}, round ${view.battle.round})` : ''}`;
}

const ENGINEERING = { destroyed: 'bridge destroyed', repaired: 'bridge repaired', pontoon: 'pontoon laid', pontoonRemoved: 'pontoon lifted' } as const;

/** The log line of an event worth one: each turn and player turn, weather, S9's optional reinforcements, reconnaissances, withdrawals, engineering, battles and their results, captures, the end. */
function describeEvent(ctx: JdgContext, event: JdgEvent): string | null {
  switch (event.type) {
    case 'phaseStarted':
      if (event.phase === 'weather') return `${turnOf(ctx, event.turn)}`;
      if (event.phase === 'armistice') return `${turnOf(ctx, event.turn)}: armistice`;
      return event.phase === 'admin' && event.player !== null ? ` ${sideName(ctx, event.player)} player turn` : null;
    case 'generalRemoved':
      return `  ${event.general} removed${event.replacement === null ? '' : `, ${event.replacement} in his place`}`;
    case 'weather':
      return `  weather: ${event.weather}${event.mudNext ? ' (mud next turn)' : ''}`;
    case 'firstPlayer':
      return `  initiative: ${sideName(ctx, event.chooser)}; ${sideName(ctx, event.first)} player first`;
    case 'arrivalRolled':
      return `  ${event.roll === 'italy' ? 'reinforcements from Italy' : `${sideName(ctx, event.roll)} additional reinforcements`} rolled ${event.die}: ${event.outcome === 'none' ? 'nothing' : event.outcome === 'choose' ? `may bring in ${event.pieces.join(' or ')}` : event.outcome === 'pf' ? `PF for ${event.pieces[0]}` : event.pieces.join(', ')}`;
    case 'unitCalled':
      return `  ${sideName(ctx, event.side)}: ${event.piece} comes in`;
    case 'battleStarted':
      return `  battle in ${event.box}, the ${sideName(ctx, event.attacker)} attacking`;
    case 'chitsRevealed':
      return `    chits: French ${event.french}, ${sideName(ctx, 'coalition')} ${event.coalition}: ${event.rounds} round(s)`;
    case 'roundFought':
      return `    round ${event.round}: French ${event.pf.french} PF on ${event.column.french} rolled ${event.dice.french} (${event.modified.french}), ${sideName(ctx, 'coalition')} ${event.pf.coalition} PF on ${event.column.coalition} rolled ${event.dice.coalition} (${event.modified.coalition}); losses ${event.losses.french}/${event.losses.coalition}`;
    case 'battleEnded':
      return `    ${event.loser === null ? 'indecisive' : `${sideName(ctx, event.loser)} defeat`}${event.vp > 0 ? ` (${event.vp} VP)` : ''}`;
    case 'engaged':
      return `    ${sideName(ctx, event.side)}: ${event.choice}`;
    case 'siegeRolled':
      return `    siege ${event.level} of ${event.box} rolled ${event.roll}: ${event.fallen ? 'the city falls' : 'the siege goes on'}`;
    case 'siegeLifted':
      return `  the ${sideName(ctx, event.besieger)} siege of ${event.box} is lifted`;
    case 'overrun':
      return `    overrun rolled ${event.roll} (${event.modified}): the defender ${event.result === 'retreat' ? 'retreats' : event.result === 'losses' ? 'loses half its PF and retreats' : 'is eliminated'}`;
    case 'reconnoitred':
      return `  ${sideName(ctx, event.side)} reconnaissance of ${event.box}: ${event.pf} PF${event.screen > 0 ? ` against a ${event.screen} PF screen` : ''}${event.failed ? ', failed' : ''}`;
    case 'reconnaissanceRolled':
      return `    reconnaissance rolled ${event.roll} (${event.modified}): ${event.shown} counter(s) shown`;
    case 'withdrew':
      return `  ${sideName(ctx, event.side)} cavalry withdrew from ${event.from} to ${event.to}`;
    case 'engineered':
      return `  ${sideName(ctx, event.side)} engineers, ${event.between.join('-')}: ${ENGINEERING[event.work]}`;
    case 'eliminated':
      return `    ${event.piece} eliminated in ${event.box}`;
    case 'captured':
      return `    ${event.piece} captured in ${event.box}`;
    case 'controlChanged':
      return `  ${event.box} taken: ${sideName(ctx, event.side)}`;
    case 'armistice':
      return describeArmistice(ctx, event);
    case 'victoryPoints':
      return event.rule === 'JdG S3' ? `  ${sideName(ctx, event.side)} ${event.points > 0 ? '+' : ''}${event.points} VP: ${event.reason}` : null;
    case 'gameEnded':
      return `Game over: ${event.summary} (${event.rule})`;
    default:
      return null;
  }
}

/** S3: the armistice declared, kept, broken, ended by itself (with the turn play resumes on), or the counters replaced. */
function describeArmistice(ctx: JdgContext, event: Extract<JdgEvent, { type: 'armistice' }>): string {
  if (event.stage === 'replaced') return "  armistice: S2's generals and units replace those on the map";
  const by = event.side === null ? '' : ` (${sideName(ctx, event.side)})`;
  const resumes = event.resumes === null ? '' : ` on ${turnOf(ctx, event.turn)}; play resumes on ${turnOf(ctx, event.resumes)}`;
  return `  armistice ${event.stage}${by}${resumes}`;
}

/**
 * How the command line and generic front ends name Jours de Gloire's sides, turns and events, and what a drawing of
 * the board shows (its box map and counters, the enemy's face-down ones as markers, for `kriegsspiel/render`).
 */
export const JDG_PRESENTATION: PresentationHooks<JdgTypes> = {
  title: (ctx) => `${ctx.scenario.name} (${ctx.scenario.turns} turns)`,
  sideName,
  turnLabel,
  describeEvent: (ctx, event, detail = 'summary') => (detail === 'full' ? jdgEventLine(ctx, event) : describeEvent(ctx, event)),
  map: (ctx) => ctx.map,
  pieces: jdgPieces,
};
