/**
 * Maps: hex coordinates, printed hex grids, hex maps with terrain and hexside
 * features, point-to-point graphs, and the {@link Topology} they share.
 *
 * @module
 */
export {
  HEX_DIRECTIONS,
  hex,
  hexAdd,
  hexDirectionTo,
  hexDistance,
  hexEquals,
  hexNeighbor,
  hexRange,
  hexRing,
  hexRound,
  hexS,
  hexScale,
  hexSubtract,
  oppositeDirection,
} from './hexCoords.js';
export type { Hex } from './hexCoords.js';
export { hexLine, isHexsideDirection, lineRunsAlongHexside } from './hexLine.js';
export type { LineStep } from './hexLine.js';
export { formatHexId, hexId, isHexId, splitHexId } from './hexId.js';
export type { HexId } from './hexId.js';
export { hexToOffset, offsetToHex } from './offsetCoords.js';
export type { HexOrientation, OffsetLayout, ShiftedParity } from './offsetCoords.js';
export { MAP_EDGES, checkHexGridDeclaration, createHexGrid } from './hexGrid.js';
export type { HexGrid, HexGridDeclaration, IndexLineStep, MapEdge } from './hexGrid.js';
export { hexCorners, hexLayout, hexToPixel, pixelToHex } from './hexLayout.js';
export type { HexLayout, Point } from './hexLayout.js';
export { neighborsOf, slotTo } from './topology.js';
export type { Topology } from './topology.js';
export {
  HEXSIDE_FEATURES,
  UPHILL_FEATURES,
  featureBit,
  featureMask,
  featuresOf,
  hexsideKey,
  isHexsideFeature,
} from './hexsideFeatures.js';
export type { HexsideFeature, HexsideKey } from './hexsideFeatures.js';
export { MAP_ERROR_CODES } from './mapLoadError.js';
export type { MapErrorCode, MapLoadError } from './mapLoadError.js';
export {
  PROVENANCE_KINDS,
  hexGridDeclarationSchema,
  hexIdSchema,
  hexMapJsonSchema,
  hexsideSchema,
  placeSchema,
  provenanceSchema,
} from './hexMapSchema.js';
export type { HexMapJson, MapProvenance, ProvenanceKind } from './hexMapSchema.js';
export { loadHexMap } from './hexMap.js';
export { MAP_LIMITS } from './mapLimits.js';
export type { HexMap, LoadHexMapResult } from './hexMap.js';
export { hexMapView, northUp } from './hexMapView.js';
export type { HexMapView, ViewRotation } from './hexMapView.js';
export { boxSchema, connectionSchema, pointGraphJsonSchema } from './pointGraphSchema.js';
export type { PointGraphJson } from './pointGraphSchema.js';
export { loadPointGraph } from './pointGraph.js';
export type { Box, BoxAttribute, BoxId, Connection, LoadPointGraphResult, PointGraph } from './pointGraph.js';
