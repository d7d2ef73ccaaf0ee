/**
 * Mechanics shared by rulesets: movement reach and paths, zones of control,
 * line of sight, and combat results tables with shifts and modifiers.
 *
 * @module
 */
export { createPathfinder, reachable } from './reachable.js';
export type { MovementRules, Pathfinder, Reachable } from './reachable.js';
export { createTableReach } from './tableReach.js';
export type { TableMasks, TableReach } from './tableReach.js';
export { createMinHeap } from './minHeap.js';
export type { MinHeap } from './minHeap.js';
export { isControlled, zoneOfControl } from './zoneOfControl.js';
export { lineOfSight } from './lineOfSight.js';
export type { LineOfSight } from './lineOfSight.js';
export { checkCrtRows, crtCell, crtDistribution } from './crtRows.js';
export type { CrtRows } from './crtRows.js';
export { crtOutcomes } from './crtOutcomes.js';
export { checkOddsTable, oddsColumn, oddsResult } from './oddsCrt.js';
export type { OddsColumn, OddsColumnLookup, OddsTable } from './oddsCrt.js';
export { checkDifferentialTable, differentialColumn, differentialResult } from './differentialCrt.js';
export type { DifferentialColumn, DifferentialColumnLookup, DifferentialTable } from './differentialCrt.js';
export { applyDrm, shiftColumn } from './tableModifiers.js';
