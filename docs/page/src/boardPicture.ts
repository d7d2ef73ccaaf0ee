/**
 * The board on the page: the SVG text `kriegsspiel/render` draws, put into a container, and what a click on it
 * touched (a counter's `data-id` and `data-at`, a hex's `data-hex`, a box's `data-box`).
 *
 * @module
 */
import type { RenderResult } from 'kriegsspiel/render';
import { h, fill } from './dom.js';

/** Shows a picture in `container` at the container's zoom, or why none could be drawn. */
export function showBoard(container: HTMLElement, drawn: RenderResult): void {
  if (drawn.ok) container.innerHTML = drawn.svg;
  else fill(container, h('p', { class: 'error' }, `No board: ${drawn.violation.message}`));
  zoomBoard(container, container.dataset['zoom'] ?? '1');
}

/**
 * Sets the board's zoom: `'fit'` (shrunk to the container's width) or a factor of the picture's own size (`'1.5'`),
 * scrolled in its container.
 */
export function zoomBoard(container: HTMLElement, zoom: string): void {
  container.dataset['zoom'] = zoom;
  const svg = container.querySelector('svg');
  if (svg === null) return;
  const factor = Number(zoom);
  const [width, height] = [Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))];
  if (zoom === 'fit' || !Number.isFinite(factor) || !(width > 0)) svg.style.removeProperty('width');
  else svg.style.width = `${Math.round(width * factor)}px`;
  if (zoom === 'fit' || !Number.isFinite(factor) || !(height > 0)) svg.style.removeProperty('height');
  else svg.style.height = `${Math.round(height * factor)}px`;
}

/** What a click touched: a counter (its id, if the viewer may know it) and a place (printed hex id or box id). */
export interface BoardClick {
  readonly unit: string | null;
  readonly place: string | null;
}

/**
 * What the click `event` on a board touched.
 *
 * @example
 * ```ts
 * board.addEventListener('click', (event) => console.log(boardClick(event))); // { unit: 'F1', place: '0304' }
 * ```
 */
export function boardClick(event: Event): BoardClick {
  const target = event.target instanceof Element ? event.target : null;
  const piece = target?.closest('.piece');
  if (piece) return { unit: piece.getAttribute('data-id'), place: piece.getAttribute('data-at') };
  const place = target?.closest('[data-hex],[data-box]');
  return { unit: null, place: place?.getAttribute('data-hex') ?? place?.getAttribute('data-box') ?? null };
}
