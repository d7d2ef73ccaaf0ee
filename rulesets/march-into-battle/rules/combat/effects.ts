import type { Draft } from 'immer';
import { D6, type ChanceSpec, type Emit } from 'kriegsspiel';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import { cetRowOf, crtRowOf, FATIGUE_BY_ACTION } from '../../tables.js';
import type { MibCombat, MibState } from '../../types.js';
import type { CetColumn } from '../../vocabulary.js';
import { SIDES } from '../../vocabulary.js';
import { addFatigue, disorganise, smash, takeLoss } from '../losses.js';
import { isCombat, KIND } from '../unitStatus.js';
import { chargeFatigue } from './chargeChecks.js';
import { finishEffects } from './finish.js';
import { oddsOf } from './odds.js';

/** The combat die (MiB CRT) and the effects die (MiB CET). */
export const crtDie = (): ChanceSpec => ({ what: 'combat die', rule: 'MiB CRT', values: D6 });
export const cetDie = (state: MibState): ChanceSpec => ({ what: `effects die, ${state.combat!.stacks[0]!.column}`, rule: 'MiB CET', values: D6 });

/**
 * Resolves the CRT roll (MiB CRT, 7.3): the modified roll picks the row, which gives each side its CET column and
 * modifier; each attacking stack and the defending stack then roll on the CET in turn. Cavalry in combat rises a
 * fatigue level (FE), and a charge adds its own (7.12).
 */
export function applyCrt(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const odds = oddsOf(ctx, draft, combat);
  const row = crtRowOf(roll + odds.drm);
  const result = cetColumns(draft, combat, row);
  combat.row = row;
  emit?.({ type: 'combatRolled', rule: 'MiB CRT', attack: odds.attack, defence: odds.defence, drm: odds.drm, drms: odds.drms.map(({ rule, value }) => ({ rule, value })), artillery: odds.artillery, roll, row });
  chargeFatigue(ctx, draft, emit);
  for (const u of [...combat.attackers, ...combat.defenders]) {
    if (ctx.unitKind[u] === KIND.cavalry) addFatigue(ctx, draft, u, FATIGUE_BY_ACTION.cavalryInCombat, 'MiB FE', emit);
  }
  const stacks = combat.from.map((hex) => ({ hex, units: combat.attackers.filter((u) => draft.units[u]!.hex === hex), column: result.attacker.column, drm: result.attacker.drm }));
  stacks.push({ hex: combat.target, units: combat.defenders.filter((u) => draft.units[u]!.hex === combat.target), column: result.defender.column, drm: result.defender.drm });
  combat.stacks = stacks.filter((s) => s.units.length > 0);
  combat.stage = 'cet';
  if (combat.stacks.length === 0) finishEffects(ctx, draft, emit);
}

/**
 * What a CRT row gives each side (MiB CRT): the CET column each attacking stack and the defending stack roll on, and
 * its modifier; charged defenders roll on the Engaged column, with the row's modifier, and do not retreat (7.12).
 */
export function cetColumns(state: MibState, combat: Pick<MibCombat, 'charge'>, row: number): { readonly attacker: CetRoll; readonly defender: CetRoll } {
  const result = state.options.crt[row]!;
  return {
    attacker: { column: result.attacker.column, drm: result.attacker.drm },
    defender: { column: combat.charge ? 'engaged' : result.defender.column, drm: result.defender.drm },
  };
}

/** A stack's CET column and modifier. */
export interface CetRoll {
  readonly column: CetColumn;
  readonly drm: number;
}

/**
 * Resolves one stack's CET roll (MiB CET): fatigue, disorganisation (all, or units rated n or less), the commanders'
 * casualty checks (L), and the casualties and stragglers its owner allocates. The cell's losses come before its D:
 * a unit the D finds already disorganised is smashed only once the losses are allocated (interpretation 7.3, 9.2).
 */
export function applyCet(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const stack = combat.stacks.shift()!;
  const modified = roll + stack.drm;
  const cell = draft.options.cet[stack.column][cetRowOf(modified)]!;
  emit?.({ type: 'effectRolled', rule: 'MiB CET', hex: ctx.hexIds[stack.hex]!, column: stack.column, roll, modified });
  const units = stack.units.filter((u) => draft.units[u]!.hex === stack.hex);
  for (const u of units) addFatigue(ctx, draft, u, cell.f, 'MiB CET', emit);
  for (const u of units) {
    const d = cell.disorganise;
    if (d !== 'all' && (d === null || ctx.units[u]!.morale > d)) continue;
    if (draft.units[u]!.dis) combat.smash.push(u);
    else disorganise(ctx, draft, u, 'MiB CET', emit);
  }
  if (cell.leader) combat.leaders = commandersIn(ctx, draft, stack.hex, ctx.unitSide[units[0] ?? stack.units[0]!]!);
  const left = units.filter((u) => draft.units[u]!.hex === stack.hex);
  combat.losses = left.length === 0 || cell.c + cell.s === 0 ? null : { units: left, c: cell.c, s: cell.s };
  allocateForced(ctx, draft, emit);
  if (combat.losses === null && combat.leaders.length === 0 && combat.stacks.length === 0) finishEffects(ctx, draft, emit);
}

/** Commanders standing in a hex for a side: formation indices, and -1 (French) or -2 (Austrian) for the army commander. */
function commandersIn(ctx: MibContext, state: MibState, hex: number, side: number): number[] {
  const out = state.formations.flatMap((f, i) => (ctx.formationSide[i] === side && f.commander === hex ? [i] : []));
  const name = SIDES[side]!;
  if (state.armyCommander[name] && state.hq[name] === hex) out.push(-1 - side);
  return out;
}

/** The units that may take the next loss: combat units only (2.2); organic cavalry's division first for casualties (7.13). */
export function lossTakers(ctx: MibContext, state: MibState): number[] {
  const losses = state.combat!.losses!;
  const units = losses.units.filter((u) => state.units[u]!.hex >= 0 && isCombat(ctx, u));
  if (losses.c > 0) {
    const organic = units.filter((u) => state.units[u]!.orgCav > 0);
    if (organic.length > 0) return organic;
  }
  return units;
}

/** The kind of the next loss: casualties first, then stragglers. */
export const nextLoss = (state: MibState): 'c' | 's' => (state.combat!.losses!.c > 0 ? 'c' : 's');

/** Takes the next loss on a unit (MiB CET): a casualty from organic cavalry when it has any (7.13). */
function takeNext(ctx: MibContext, draft: Draft<MibState>, u: number, emit: Emit<MibEvent>): void {
  const loss = nextLoss(draft);
  draft.combat!.losses![loss]--;
  const unit = draft.units[u]!;
  if (loss === 'c' && unit.orgCav > 0 && !unit.smashed) {
    unit.orgCav--;
    emit?.({ type: 'loss', rule: 'MiB 7.13', unit: ctx.units[u]!.id, loss });
  } else takeLoss(ctx, draft, u, loss, 'MiB CET', emit);
}

/** The owner takes one loss on a unit (MiB CET), then the losses left to no choice. */
export function applyLoss(ctx: MibContext, draft: Draft<MibState>, u: number, emit: Emit<MibEvent>): void {
  takeNext(ctx, draft, u, emit);
  allocateForced(ctx, draft, emit);
  const combat = draft.combat!;
  if (combat.losses === null && combat.leaders.length === 0 && combat.stacks.length === 0) finishEffects(ctx, draft, emit);
}

/**
 * Takes the losses no one need choose for (a single unit left), and clears them once all are taken: then the units
 * the stack's D found disorganised are smashed (9.2).
 */
function allocateForced(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  while (combat.losses !== null) {
    const takers = combat.losses.c + combat.losses.s === 0 ? [] : lossTakers(ctx, draft);
    if (takers.length === 0) {
      combat.losses = null;
      break;
    }
    if (takers.length > 1) return;
    takeNext(ctx, draft, takers[0]!, emit);
  }
  for (const u of combat.smash.splice(0)) smash(ctx, draft, u, 'MiB 9.2', emit);
}
