import type { NawContext } from '../context.js';
import type { Draft, Emit, GameResult } from 'kriegsspiel';
import { boardOf, enemyOf } from '../board.js';
import type { NawEvent } from '../events.js';
import type { NawState, Side } from '../types.js';

/**
 * Removes a unit as eliminated: its strength counts as a combat loss (NAW 14.4, Wagram 16.1) and, where the
 * scenario scores eliminations, as victory points for the enemy (Wagram 17.11).
 */
export function eliminate(ctx: NawContext, draft: Draft<NawState>, unitIndex: number, rule: string, emit: Emit<NawEvent>): void {
  const unit = draft.units[unitIndex]!;
  const hex = unit.hex;
  unit.status = 'eliminated';
  unit.hex = -1;
  draft.losses[unit.side] += unit.strength;
  emit?.({ type: 'eliminated', rule, unit: unit.id, hex: hex >= 0 ? ctx.map.grid.idOf(hex) : '', strength: unit.strength });
  if (ctx.scenario.victory.eliminationPoints) score(ctx, draft, enemyOf(unit.side), unit.strength, `eliminated ${unit.id}`, emit);
  const threshold = draft.options.demoralizedAt[unit.side];
  if (threshold !== null && !draft.demoralized[unit.side] && draft.losses[unit.side] >= threshold) {
    draft.demoralized[unit.side] = true; // Wagram 16.11-16.21: at once and for good
    emit?.({ type: 'demoralized', rule: 'Wagram 16.1', side: unit.side });
  }
}

/** Takes a unit off the map by an exit: not a loss; victory points where the scenario gives them (Wagram 17.11). */
export function exitMap(ctx: NawContext, draft: Draft<NawState>, unitIndex: number, emit: Emit<NawEvent>): void {
  const unit = draft.units[unitIndex]!;
  const from = unit.hex >= 0 ? ctx.map.grid.idOf(unit.hex) : null;
  unit.status = 'exited';
  unit.hex = -1;
  unit.moved = true;
  draft.exited[unit.side] += unit.strength;
  emit?.({ type: 'exited', rule: 'Wagram 17.11', unit: unit.id, from, strength: unit.strength });
  const perStrength = ctx.scenario.victory.exitPointsPerStrength;
  if (perStrength > 0) score(ctx, draft, unit.side, unit.strength * perStrength, `exited ${unit.id}`, emit);
}

/** Awards one-time points for places a unit has just entered (Wagram 17.11: once per place per game). */
export function noteEntered(ctx: NawContext, draft: Draft<NawState>, unitIndex: number, hexes: readonly number[], emit: Emit<NawEvent>): void {
  const unit = draft.units[unitIndex]!;
  for (const award of ctx.scenario.victory.places) {
    if (!award.onEntry || award.side !== unit.side) continue;
    const key = `enter:${award.place}`;
    if (draft.awarded.includes(key)) continue;
    const place = ctx.map.place(award.place) ?? [];
    if (hexes.some((h) => place.includes(h))) {
      draft.awarded.push(key);
      score(ctx, draft, unit.side, award.points, `entered ${award.place}`, emit);
    }
  }
}

function score(ctx: NawContext, draft: Draft<NawState>, side: Side, points: number, reason: string, emit: Emit<NawEvent>): void {
  draft.points[side] += points;
  emit?.({ type: 'pointsScored', rule: 'Wagram 17.11', side, points, reason });
}

/**
 * Victory points now, with the end-of-game awards once the game is over (Wagram 17.12), the winner (Wagram 17.0,
 * 17.21's minimum) and the grade (Wagram 17.22).
 */
export function finalScores(ctx: NawContext, state: NawState): GameResult<Side> {
  const victory = ctx.scenario.victory;
  const scores = { french: state.points.french, coalition: state.points.coalition };
  if (!state.over) return { terminal: false, winner: null, scores };
  const board = boardOf(ctx, state);
  for (const award of victory.places) {
    if (!award.atEnd) continue;
    const held = (ctx.map.place(award.place) ?? []).some((h) => board.occupant[h]! > 0 && state.units[board.occupant[h]! - 1]!.side === award.side);
    if (held) scores[award.side] += award.points;
  }
  for (const award of victory.regionStrength) {
    const region = new Set(ctx.map.region(award.region) ?? []);
    for (const unit of state.units) {
      if (unit.status === 'active' && unit.side === award.side && region.has(unit.hex)) scores[award.side] += unit.strength * award.perStrength;
    }
  }
  return decide(scores, victory.minimum, victory.grades, ctx.scenario.sideNames);
}

function decide(
  scores: { french: number; coalition: number },
  minimum: { readonly side: Side; readonly points: number } | null,
  grades: readonly { readonly atLeast: number; readonly strictly: boolean; readonly grade: string }[],
  names: Readonly<Record<Side, string>>,
): GameResult<Side> {
  const byPoints: Side | null = scores.french > scores.coalition ? 'french' : scores.coalition > scores.french ? 'coalition' : null;
  let winner = byPoints;
  let summary = winner ? 'more victory points' : 'equal victory points';
  const forfeit = minimum !== null && scores[minimum.side] < minimum.points;
  if (forfeit) {
    winner = enemyOf(minimum.side); // Wagram 17.21: forfeits below the minimum
    summary = `${minimum.side} scored under the required ${minimum.points}`;
  }
  if (winner === null) return { terminal: true, winner, scores, summary };
  const loser = scores[enemyOf(winner)];
  // A winner with points over a loser with none has an unbounded ratio; a forfeit won with 0 against 0 has none.
  const ratio = loser > 0 ? scores[winner] / loser : scores[winner] > 0 ? Infinity : 0;
  // Wagram 17.22 grades by the ratio; a forfeit (17.21) that the ratio does not grade is graded 'forfeit'.
  const graded = grades.find((g) => (g.strictly ? ratio > g.atLeast : ratio >= g.atLeast))?.grade;
  const grade = graded ?? (forfeit ? 'forfeit' : undefined);
  // The forfeit is the reason when it gave the win or the grade; a win the points and their ratio give needs none.
  const reason = minimum !== null && forfeit && (graded === undefined || byPoints !== winner) ? `${names[minimum.side]} forfeit under ${minimum.points} VP` : undefined;
  return { terminal: true, winner, scores, summary, ...(grade === undefined ? {} : { grade }), ...(reason === undefined ? {} : { reason }) };
}
