import type { JdgEvent } from './events.js';
import type { Side } from './vocabulary.js';

/**
 * An event as `side` may see it (JdG 7.0): the enemy's secret events keep their boxes and counts but not which
 * counters; the enemy's detachments made and rejoined (6.1), his command points (the rules let a player announce false expenditure, 7.1) and the strength of
 * his face-down units (stragglers, recovery, PF reinforcements) are not shown.
 */
export function redactEvent(event: JdgEvent, side: Side): JdgEvent | null {
  if (!('secret' in event) || !event.secret || event.side === side) return event;
  // a face-down detachment made or rejoined shows only as a counter more or fewer in the box (6.1, 7.0)
  if (event.type === 'commandPoints' || event.type === 'pfChanged' || event.type === 'reinforced' || event.type === 'detached' || event.type === 'joined') return null;
  if (event.type === 'activated') return { ...event, pieces: [], cost: null };
  return 'pieces' in event ? { ...event, pieces: [] } : event;
}
