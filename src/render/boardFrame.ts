/**
 * A map laid out for drawing, whatever its kind: its size in pixels, where each location (printed hex id or box id)
 * is, the drawing of the ground, and the key entries of what the ground shows. `renderBoard` draws counters and
 * overlays on any frame; `hexBoardFrame` and `pointBoardFrame` make one.
 *
 * @module
 */
import type { Point } from '../maps/hexLayout.js';

/** One line of a map key: a sample drawn in a 30 x 18 px box, and what it means. */
export interface KeyEntry {
  /** SVG elements drawn inside the sample box (origin at its top-left corner). */
  readonly swatch: string;
  /** What the sample means, e.g. `'forest'` or `'stream (8.8)'`. */
  readonly label: string;
}

/** A map laid out for drawing. */
export interface BoardFrame {
  /** The picture's size, margins included. */
  readonly width: number;
  readonly height: number;
  /** The side of a square counter, in pixels. */
  readonly counterSize: number;
  /** The centre of a location (a printed hex id or a box id), or `null` when the map has no such location. */
  locate(at: string): Point | null;
  /** The centre of the `k`-th of `n` stacks standing at a location (sides side by side), or `null`. */
  stackAt(at: string, k: number, n: number): Point | null;
  /** The location's outline (a hex polygon or a ring around a box) with `attrs` written in, or `null`. */
  outline(at: string, attrs: string): string | null;
  /** The ends of the line between two adjacent locations (the hexside between two hexes), or `null`. */
  boundary(a: string, b: string): readonly [Point, Point] | null;
  /** The ground: terrain, hexside features, connections, boxes; drawn first. */
  readonly ground: readonly string[];
  /** Hex ids, place and box names; drawn over highlights, under counters. */
  readonly labels: readonly string[];
  /** The key entries of what the ground shows (the terrain and features present), in drawing order. */
  readonly key: readonly KeyEntry[];
}
