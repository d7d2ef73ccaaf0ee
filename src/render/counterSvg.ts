/**
 * A counter as SVG, drawn the way a printed wargame counter reads: its name on top, the unit-type symbol in the
 * middle, its printed values at the bottom, its face (first letter) bottom left, status marks top left, its steps as
 * pips top right (filled: left; hollow: lost; up to six); a hidden marker is a plain counter with a question mark. A stack is its top counter over
 * the edges of the ones below, with a badge counting them.
 *
 * @module
 */
import type { Piece } from '../core/piece.js';
import type { Point } from '../maps/hexLayout.js';
import { escapeXml, num } from './svgMarkup.js';

/** Text fitted to a width: the font size shrinks for long labels (an average glyph is taken as 0.6 em, 0.75 em bold). */
const fitted = (text: string, width: number, max: number, bold = false): number => Math.min(max, width / ((bold ? 0.75 : 0.6) * Math.max(1, text.length)));

/** The unit-type symbol centred at `c` (NATO-style boxes for the three arms, a star for a leader, HQ for a headquarters). */
function symbolSvg(kind: string | undefined, c: Point, w: number): string {
  const [bw, bh] = [w * 0.46, w * 0.22];
  const [x0, y0, x1, y1] = [c.x - bw / 2, c.y - bh / 2, c.x + bw / 2, c.y + bh / 2];
  const box = `<rect x="${num(x0)}" y="${num(y0)}" width="${num(bw)}" height="${num(bh)}" fill="none" stroke="#000000" stroke-width="${num(w * 0.035)}"/>`;
  const stroke = `stroke="#000000" stroke-width="${num(w * 0.03)}"`;
  const diag = (ax: number, ay: number, bx: number, by: number): string => `<line x1="${num(ax)}" y1="${num(ay)}" x2="${num(bx)}" y2="${num(by)}" ${stroke}/>`;
  switch (kind) {
    case 'infantry':
      return box + diag(x0, y0, x1, y1) + diag(x0, y1, x1, y0);
    case 'cavalry':
      return box + diag(x0, y1, x1, y0);
    case 'artillery':
      return `${box}<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(w * 0.055)}" fill="#000000"/>`;
    case 'leader': {
      const r = w * 0.14;
      const star = Array.from({ length: 10 }, (_, k) => {
        const a = (Math.PI / 5) * k - Math.PI / 2;
        const rr = k % 2 === 0 ? r : r * 0.45;
        return `${num(c.x + rr * Math.cos(a))},${num(c.y + rr * Math.sin(a))}`;
      });
      return `<polygon points="${star.join(' ')}" fill="#000000"/>`;
    }
    case 'hq':
      return `<text x="${num(c.x)}" y="${num(c.y + w * 0.08)}" font-size="${num(w * 0.22)}" font-weight="bold">HQ</text>`;
    default:
      return '';
  }
}

/**
 * The counter's name above its symbol: on one line, or on two (split at the space nearest the middle) when one line
 * would need a font too small to read.
 */
function labelSvg(label: string, x: number, y0: number, w: number): string[] {
  const line = (text: string, y: number, size: number): string => `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" font-weight="bold">${escapeXml(text)}</text>`;
  const one = fitted(label, w * 0.9, w * 0.21, true);
  const spaces = [...label.matchAll(/ /g)].map((m) => m.index);
  if (one >= w * 0.15 || spaces.length === 0) return [line(label, y0 + w * 0.41, one)];
  const cut = spaces.reduce((best, i) => (Math.abs(i - label.length / 2) < Math.abs(best - label.length / 2) ? i : best));
  const [a, b] = [label.slice(0, cut), label.slice(cut + 1)];
  const size = Math.min(fitted(a, w * 0.9, w * 0.17, true), fitted(b, w * 0.9, w * 0.17, true));
  return [line(a, y0 + w * 0.29, size), line(b, y0 + w * 0.45, size)];
}

/** What a counter says, for the tooltip (`<title>`) of its group. */
function describe(piece: Piece): string {
  if (piece.hidden === true) return `${piece.count ?? 1} face-down (${piece.side})`;
  const parts = [`${piece.label} (${piece.side})`, piece.kind, piece.values, piece.face, piece.steps ? `${piece.steps.left}/${piece.steps.full} steps` : undefined, ...(piece.marks ?? [])];
  return parts.filter((p) => p !== undefined && p !== '').join(', ');
}

/**
 * One counter of side `w` px centred at `c`, filled `fill`.
 *
 * @example
 * ```ts
 * import { counterSvg } from 'kriegsspiel/render';
 * const svg = counterSvg({ id: 'F1', side: 'french', at: '0304', label: 'F1', kind: 'infantry', values: '6-4' }, { x: 20, y: 20 }, 36, '#7d9be0');
 * svg.includes('data-id="F1"'); // true
 * ```
 */
export function counterSvg(piece: Piece, c: Point, w: number, fill: string): string {
  const [x0, y0] = [c.x - w / 2, c.y - w / 2];
  const hidden = piece.hidden === true;
  const data = [`data-side="${escapeXml(piece.side)}"`, `data-at="${escapeXml(piece.at)}"`];
  if (!hidden && piece.id !== undefined) data.unshift(`data-id="${escapeXml(piece.id)}"`);
  if (piece.kind !== undefined) data.push(`data-kind="${escapeXml(piece.kind)}"`);
  if (piece.face !== undefined) data.push(`data-face="${escapeXml(piece.face)}"`);
  if (hidden) data.push(`data-count="${piece.count ?? 1}"`);
  const out = [
    `<g class="${hidden ? 'piece hidden' : 'piece'}" ${data.join(' ')}><title>${escapeXml(describe(piece))}</title>`,
    `<rect x="${num(x0)}" y="${num(y0)}" width="${num(w)}" height="${num(w)}" rx="${num(w * 0.08)}" fill="${escapeXml(fill)}" stroke="#000000" stroke-width="${num(Math.max(0.8, w * 0.035))}"/>`,
  ];
  if (hidden) {
    out.push(`<text x="${num(c.x)}" y="${num(c.y + w * 0.2)}" font-size="${num(w * 0.56)}" font-weight="bold" fill="#333333">?</text></g>`);
    return out.join('');
  }
  const corner = w * 0.17;
  const steps = piece.steps;
  const pips = steps !== undefined && steps.full > 1 && steps.full <= 6 ? steps.full : 0;
  const gap = w * 0.1;
  for (let k = 0; k < pips; k++) {
    const lost = k >= steps!.left;
    out.push(`<circle cx="${num(x0 + w * 0.91 - (pips - 1 - k) * gap)}" cy="${num(y0 + w * 0.12)}" r="${num(w * 0.04)}" fill="${lost ? 'none' : '#000000'}" stroke="#000000" stroke-width="${num(w * 0.02)}"/>`);
  }
  if (piece.face !== undefined && piece.face !== '') {
    out.push(`<text x="${num(x0 + w * 0.12)}" y="${num(y0 + w * 0.92)}" font-size="${num(corner)}" font-weight="bold">${escapeXml(piece.face.slice(0, 1))}</text>`);
  }
  if (piece.marks !== undefined && piece.marks.length > 0) {
    const marks = piece.marks.join(' ');
    const room = w * 0.86 - (pips > 0 ? pips * gap : 0);
    out.push(`<text x="${num(x0 + w * 0.06)}" y="${num(y0 + w * 0.19)}" font-size="${num(fitted(marks, room, corner, true))}" fill="#b00000" font-weight="bold" text-anchor="start">${escapeXml(marks)}</text>`);
  }
  out.push(...labelSvg(piece.label, c.x, y0, w));
  out.push(symbolSvg(piece.kind, { x: c.x, y: y0 + w * 0.59 }, w));
  if (piece.values !== undefined) {
    out.push(`<text x="${num(c.x)}" y="${num(y0 + w * 0.92)}" font-size="${num(fitted(piece.values, w * 0.8, w * 0.25))}">${escapeXml(piece.values)}</text>`);
  }
  out.push('</g>');
  return out.join('');
}

/**
 * A stack: its top counter (the first piece) over the edges of up to three below, and a badge (bottom right) with the
 * number of counters when there is more than one (a hidden marker counts as the counters it stands for).
 *
 * @example
 * ```ts
 * import { stackSvg } from 'kriegsspiel/render';
 * const pieces = [{ side: 'coalition', at: 'ulm', label: '?', hidden: true }, { side: 'coalition', at: 'ulm', label: '?', hidden: true }];
 * stackSvg(pieces, { x: 40, y: 40 }, 18, '#f4f4f0').includes('>2</text>'); // true
 * ```
 */
export function stackSvg(pieces: readonly Piece[], c: Point, w: number, fill: string): string {
  const first = pieces[0];
  if (first === undefined) return '';
  const d = w * 0.1;
  const out: string[] = [`<g class="stack" data-at="${escapeXml(first.at)}" data-side="${escapeXml(first.side)}">`];
  const below = Math.min(pieces.length - 1, 3);
  for (let k = below; k >= 1; k--) {
    out.push(counterSvg(pieces[k]!, { x: c.x - k * d, y: c.y - k * d }, w, fill));
  }
  out.push(counterSvg(first, c, w, fill));
  const count = pieces.reduce((n, p) => n + (p.hidden === true ? (p.count ?? 1) : 1), 0);
  if (count > 1) {
    const [bx, by, r] = [c.x + w / 2, c.y + w / 2, w * 0.22];
    out.push(
      `<g class="stack-count"><circle cx="${num(bx)}" cy="${num(by)}" r="${num(r)}" fill="#1f1a14"/>` +
        `<text x="${num(bx)}" y="${num(by + r * 0.45)}" font-size="${num(r * 1.25)}" font-weight="bold" fill="#ffffff">${count}</text></g>`,
    );
  }
  out.push('</g>');
  return out.join('');
}
