import type { JdgEvent } from './events.js';
import type { Side } from './vocabulary.js';

/**
 * An event as `side` may see it (JdG 7.0): the enemy's secret events keep their boxes and counts but not which
 * counters; the enemy's command points (the rules let a player announce false expenditure, 7.1) and the strength of
 * his face-down units (stragglers, recovery, PF reinforcements) are not shown.
 */
export function redactEvent(event: JdgEvent, side: Side): JdgEvent | null {
  if (!('secret' in event) || !event.secret || event.side === side) return event;
  if (event.type === 'commandPoints' || event.type === 'pfChanged' || event.type === 'reinforced') return null;
  if (event.type === 'activated') return { ...event, pieces: [], cost: null };
  return 'pieces' in event ? { ...event, pieces: [] } : event;
}
