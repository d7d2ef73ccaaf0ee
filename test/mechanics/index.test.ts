import { describe, expect, it } from 'vitest';
import * as mechanics from '../../src/mechanics/index.js';

describe('src/mechanics public API', () => {
  it('exports the entry points', () => {
    for (const name of ['reachable', 'createPathfinder', 'zoneOfControl', 'isControlled', 'lineOfSight', 'oddsColumn', 'oddsResult', 'differentialColumn', 'differentialResult', 'shiftColumn', 'applyDrm']) {
      expect(typeof (mechanics as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
