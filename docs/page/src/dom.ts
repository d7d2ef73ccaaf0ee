/**
 * A tiny element builder for the page: no framework, just `document.createElement` with attributes and children.
 *
 * @module
 */

/** Attributes of {@link h}: strings set as attributes, functions under `on*` as event listeners. */
export type Attributes = Readonly<Record<string, string | number | boolean | undefined | ((event: Event) => void)>>;

/** A child of {@link h}: a node, text, or nothing. */
export type Child = Node | string | number | null | undefined | false;

/**
 * An element with attributes and children. `onclick: fn` adds a listener, `true` sets an empty attribute, `false`
 * and `undefined` leave it out.
 *
 * @example
 * ```ts
 * const button = h('button', { type: 'button', 'data-action': 0, onclick: () => undefined }, 'End the phase');
 * ```
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: readonly Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
  return element;
}

/** The element with this id, of this type; throws if the page lacks it (a broken index.html, not a user error). */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`index.html: no <${type.name}> with id "${id}"`);
  return element;
}

/** Replaces an element's children. */
export function fill(element: Element, ...children: readonly Child[]): void {
  element.replaceChildren();
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
}
