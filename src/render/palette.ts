/**
 * The colours and line styles of `kriegsspiel/render`, in one place so that the map and its key always agree.
 * Every drawing function takes overrides; these are the defaults.
 *
 * @module
 */
import type { HexsideFeature } from '../maps/hexsideFeatures.js';

/** Default terrain fills by terrain name (hex terrain and box terrain); unknown terrain is {@link UNKNOWN_TERRAIN}. */
export const DEFAULT_TERRAIN_COLORS: Readonly<Record<string, string>> = {
  clear: '#f2ecd2',
  forest: '#8fb46a',
  town: '#c79a78',
  village: '#c79a78',
  fortress: '#8a5a44',
  lake: '#9cc6e8',
  river: '#9cc6e8',
  'all-pond': '#9cc6e8',
  rough: '#c9b48e',
  marsh: '#b7d4c0',
  swamp: '#9fc7b4',
  defensive: '#d9c9a0',
  mountain: '#b08a5a',
};

/** The fill of a terrain no colour is given for. */
export const UNKNOWN_TERRAIN = '#dddddd';

/** Default counter colours by the side's position in the ruleset's side list: French blue, then white, then others. */
export const DEFAULT_SIDE_COLORS: readonly string[] = ['#7d9be0', '#f4f4f0', '#e0a36f', '#9fcf8a'];

/** How one hexside feature is drawn: its colour and its width as a fraction of the hex size. */
export interface HexsideStyle {
  readonly color: string;
  readonly width: number;
  /** Dash length as a fraction of the hex size, for dashed lines. */
  readonly dash?: number;
}

/** The style of every hexside feature (a bridge is drawn as a plank in its own colours). */
export const HEXSIDE_STYLES: Readonly<Record<HexsideFeature, HexsideStyle>> = {
  road: { color: '#9a5b2e', width: 0.12 },
  trail: { color: '#9a5b2e', width: 0.07, dash: 0.2 },
  river: { color: '#2a64a8', width: 0.26 },
  creek: { color: '#3476c0', width: 0.2 },
  stream: { color: '#3f8fd8', width: 0.14 },
  pond: { color: '#8ec3ea', width: 0.2 },
  slope: { color: '#7a4a1c', width: 0.1 },
  hillcrest: { color: '#5b3a1a', width: 0.1 },
  steep: { color: '#3d2410', width: 0.1 },
  bridge: { color: '#2b2b2b', width: 0.36 },
};

/** The overlay colours: legal destinations, a selected counter or origin, attack targets, paths, odds labels. */
export const OVERLAY_COLORS = {
  destination: '#2e9d4f',
  origin: '#f2c230',
  target: '#d0342c',
  path: '#1f5fbf',
  odds: '#ffffff',
} as const;
