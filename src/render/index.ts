/**
 * Drawing boards as SVG text, with no DOM: any hex map or point-to-point map, and any ruleset's state or side's view
 * through its presentation hooks (`map`, `pieces`), with counters (values, faces, steps), hidden stacks as markers,
 * highlights for legal destinations and paths, combat odds, a title and a key.
 *
 * @example
 * ```ts
 * import { renderState } from 'kriegsspiel/render';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const drawn = setup.ok ? renderState(napoleonAtWar, setup.state) : null;
 * if (drawn?.ok) console.log(drawn.svg.length); // an SVG document: save it as board.svg
 * ```
 *
 * @packageDocumentation
 * @module kriegsspiel/render
 */
export type { BoardFrame, KeyEntry } from './boardFrame.js';
export { counterSvg, stackSvg } from './counterSvg.js';
export { hexBoardFrame } from './hexBoardFrame.js';
export type { HexFrameOptions } from './hexBoardFrame.js';
export { boundariesSvg, highlightsSvg, oddsSvg, pathsSvg } from './overlays.js';
export type { Highlight, MarkedBoundary, OddsLabel, PathOverlay } from './overlays.js';
export { DEFAULT_SIDE_COLORS, DEFAULT_TERRAIN_COLORS, HEXSIDE_STYLES, OVERLAY_COLORS, UNKNOWN_TERRAIN } from './palette.js';
export type { HexsideStyle } from './palette.js';
export { pointBoardFrame } from './pointBoardFrame.js';
export type { PointFrameOptions } from './pointBoardFrame.js';
export { renderBoard } from './renderBoard.js';
export type { DrawableMap, RenderBoardOptions } from './renderBoard.js';
export { renderHexMapSvg } from './renderHexMapSvg.js';
export type { RenderHexMapSvgOptions, SvgUnitMarker } from './renderHexMapSvg.js';
export { renderState, renderView } from './renderView.js';
export type { RenderResult, RenderViewOptions } from './renderView.js';
export { hexsideFeatureSvg, svgHexsides } from './svgHexsides.js';
export type { HexsideGeometry, HexsideLayers } from './svgHexsides.js';
export { escapeXml, num as svgNumber } from './svgMarkup.js';
