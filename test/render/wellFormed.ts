// A parse-level check of the SVG text the renderers write: every tag closed in order, nothing but tags and text.
import { expect } from 'vitest';

/** Checks that every tag is closed in order; returns the tag names seen. Not a full XML parser. */
export function tagsOf(svg: string): string[] {
  const stack: string[] = [];
  const seen: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
    if (!closing) seen.push(name);
  }
  expect(stack).toEqual([]);
  // Nothing but tags and text: no stray '<' left once tags are removed.
  expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
  return seen;
}

/** How many times `re` (global) matches. */
export const count = (svg: string, re: RegExp): number => svg.match(re)?.length ?? 0;
