import { describe, expect, it } from 'vitest';
import { actionLabel, words } from '../../docs/page/src/actionLabel.js';

describe("the page's action labels", () => {
  it('writes the type in words and the fields after it', () => {
    expect(words('endPhase')).toBe('end phase');
    expect(actionLabel({ type: 'endPhase' })).toBe('end phase');
    expect(actionLabel({ type: 'move', unit: 'F1', to: '0203' } as never)).toBe('move F1 to 0203');
    expect(actionLabel({ type: 'resolve', odds: '3-1' } as never)).toBe('resolve odds 3-1');
    expect(actionLabel({ type: 'retreat', unit: 'A1', to: null } as never)).toBe('retreat A1 to none');
    expect(actionLabel({ type: 'exchange', units: ['F1', 'F2'] } as never)).toBe('exchange F1, F2');
  });
});
