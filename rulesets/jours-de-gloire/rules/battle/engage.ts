/**
 * The choices made before a battle's chits (JdG 8.4, 8.8). In a fortified city its holder, attacked, defends normally
 * (defensive terrain, and he may retreat) or shelters in the citadel; then the attacker assaults it (a battle with the
 * fortified city's modifiers, the defender eliminated if he loses) or besieges it (the siege die, no battle). Where
 * the attacker already besieges the box, he assaults or rolls the siege on (S3); where the phasing player is the
 * besieged, he makes a sortie (a normal battle against the besiegers) or holds the citadel (an interpretation: the
 * rules do not make the besieged attack every turn; a relief force that came in this turn must fight, 8.0). Then an attacker six times stronger may attempt an overrun,
 * unless the defender shelters in a citadel.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import type { JdgState } from '../../types.js';
import { enemyOf, type Engagement, type Side } from '../../vocabulary.js';
import { holdsCity, mayBesiege, siegeAt } from '../sieges.js';
import { battleDone } from './battleDone.js';
import { overrunPossible } from './overrun.js';

type D = Draft<JdgState>;

/** The stages of the choices before the chits. */
type EngagementStage = 'citadel' | 'siege' | 'sortie' | 'overrun';

/** Opens the battle once its counters are shown: the first choice due, or the chits. */
export function openBattle(ctx: JdgContext, draft: D): void {
  const battle = draft.battle!;
  const siege = siegeAt(draft, battle.box);
  battle.city = holdsCity(ctx, draft, battle.box, enemyOf(battle.attacker));
  if (siege !== null) {
    battle.citadel = siege.besieger === battle.attacker;
    battle.stage = battle.citadel ? 'siege' : 'sortie';
  } else if (battle.city) battle.stage = 'citadel';
  else toChits(draft);
}

/** The overrun choice if the odds allow it, else the chits (8.1 P1, 8.4). */
function toChits(draft: D): void {
  const battle = draft.battle!;
  battle.stage = !battle.citadel && overrunPossible(draft) ? 'overrun' : 'chits';
}

/** Who chooses at an engagement stage: the defender the citadel, the attacker the rest. */
export const engagingSide = (state: JdgState): Side => (state.battle!.stage === 'citadel' ? enemyOf(state.battle!.attacker) : state.battle!.attacker);

/** The choices of the stage (a siege needs a besieger in LdC to a general at least, 4.5). */
export function engagementOptions(ctx: JdgContext, state: JdgState): Engagement[] {
  switch (state.battle!.stage as EngagementStage) {
    case 'citadel':
      return ['shelter', 'defend'];
    case 'siege':
      return mayBesiege(ctx, state) ? ['assault', 'besiege'] : ['assault'];
    case 'sortie':
      // 8.0: a relief force that came into the box this turn must fight; the besieged alone may hold
      return relieved(state) ? ['sortie'] : ['sortie', 'hold'];
    case 'overrun':
      return ['overrun', 'fight'];
  }
}

/** Whether units of the besieged side entered the besieged box this turn (a relief force, 8.8). */
const relieved = (state: JdgState): boolean =>
  state.pieces.some((p) => p.status === 'map' && p.box === state.battle!.box && p.side === state.battle!.attacker && p.kind === 'unit' && p.from >= 0);

/** Applies a choice before the battle. */
export function engage(ctx: JdgContext, draft: D, choice: Engagement, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const rule = choice === 'overrun' || choice === 'fight' ? 'JdG 8.4' : 'JdG 8.8';
  emit?.({ type: 'engaged', rule, box: ctx.boxIds[battle.box]!, side: engagingSide(draft), choice });
  switch (choice) {
    case 'shelter':
      [battle.citadel, battle.stage] = [true, 'siege'];
      return;
    case 'besiege':
      battle.stage = 'siege-roll';
      return;
    case 'overrun':
      battle.stage = 'overrun-roll';
      return;
    case 'hold':
      return battleDone(ctx, draft, emit);
    case 'defend':
    case 'sortie':
      return toChits(draft);
    case 'assault':
    case 'fight':
      battle.stage = 'chits';
  }
}
