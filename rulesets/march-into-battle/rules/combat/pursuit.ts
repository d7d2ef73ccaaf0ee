import type { Draft } from 'immer';
import { D6, type ChanceSpec, type Emit } from 'kriegsspiel';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import { cetRowOf, crtRowOf } from '../../tables.js';
import type { MibState } from '../../types.js';
import { unitId } from '../unitStatus.js';
import { organicSp } from './chargeStrength.js';
import { forceRatioDrm } from './odds.js';

/** The pursuing organic cavalry's CRT roll, and its own CET roll (MiB 7.13). */
export const pursuitDie = (): ChanceSpec => ({ what: 'organic cavalry charge', rule: 'MiB 7.13', values: D6 });
export const pursuitEffectsDie = (state: MibState): ChanceSpec => ({ what: `organic cavalry effects die, ${state.combat!.stacks[0]!.column}`, rule: 'MiB 7.13', values: D6 });

/** The attacking divisions whose organic cavalry pursues (MiB 7.13, 10.1): on the map, not tired, spent or smashed. */
function pursuers(ctx: MibContext, state: MibState): number[] {
  return state.combat!.attackers.filter((u) => state.units[u]!.hex >= 0 && organicSp(ctx, state, u) > 0);
}

/** The retreating units, where their retreat ended. */
function retreated(state: MibState): { hex: number; units: number[] } {
  const r = state.combat!.retreat!;
  const hex = r.path[r.path.length - 1]!;
  return { hex, units: r.units.filter((u) => state.units[u]!.hex === hex) };
}

/**
 * Starts the organic cavalry's charge on a stack that retreated (MiB 7.13), once per attack: when the retreat left
 * the defended hex, some of the stack survived, and an attacking division has organic cavalry to pursue with.
 * Returns whether it did.
 */
export function startPursuit(ctx: MibContext, draft: Draft<MibState>): boolean {
  const combat = draft.combat!;
  const r = combat.retreat;
  if (r === null || r.column !== 'retreat' || r.path.length < 2 || retreated(draft).units.length === 0 || pursuers(ctx, draft).length === 0) return false;
  r.column = 'engaged';
  combat.stage = 'pursuit';
  combat.stacks = [];
  return true;
}

/**
 * Resolves the pursuit's CRT roll (MiB 7.13): the organic cavalry's SP against the retreating divisions' own organic
 * cavalry, or against 1 when they have none, with the force ratio DRM only. The organic cavalry then rolls on its
 * CET column, and the retreating stack on the Engaged column with the row's defender modifier.
 */
export function applyPursuitRoll(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const units = pursuers(ctx, draft);
  const target = retreated(draft);
  const attack = units.reduce((s, u) => s + draft.units[u]!.orgCav, 0);
  const defence = target.units.reduce((s, u) => s + organicSp(ctx, draft, u), 0) || 1;
  const drm = forceRatioDrm(draft, attack, defence);
  const row = crtRowOf(roll + drm);
  const result = draft.options.crt[row]!;
  emit?.({ type: 'combatRolled', rule: 'MiB 7.13', attack, defence, drm, drms: drm === 0 ? [] : [{ rule: 'MiB CM', value: drm }], artillery: { attacker: 0, defender: 0, drm: 0 }, roll, row });
  combat.stacks = [
    { hex: draft.units[units[0]!]!.hex, units, column: result.attacker.column, drm: result.attacker.drm },
    { hex: target.hex, units: target.units, column: 'engaged', drm: result.defender.drm },
  ];
}

/**
 * Resolves the organic cavalry's CET roll (MiB 7.13): each casualty and straggler of its cell is 1 SP of organic
 * cavalry lost, from the pursuing division with the most first; its other codes touch no unit. The retreating
 * stack's Engaged roll follows.
 */
export function applyPursuitEffects(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const stack = combat.stacks.shift()!;
  const modified = roll + stack.drm;
  const cell = draft.options.cet[stack.column][cetRowOf(modified)]!;
  emit?.({ type: 'effectRolled', rule: 'MiB 7.13', hex: ctx.hexIds[stack.hex]!, column: stack.column, roll, modified });
  for (const loss of [...Array<'c'>(cell.c).fill('c'), ...Array<'s'>(cell.s).fill('s')]) {
    const u = stack.units.reduce((best, v) => (draft.units[v]!.orgCav > draft.units[best]!.orgCav ? v : best), stack.units[0]!);
    if (draft.units[u]!.orgCav === 0) break;
    draft.units[u]!.orgCav--;
    emit?.({ type: 'loss', rule: 'MiB 7.13', unit: unitId(ctx, u), loss });
  }
  combat.stage = 'cet';
}
