// DOM building through properties and text nodes only: every value reaches the page escaped by construction.

type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>;

/**
 * An element with attributes (`text` sets its text, `on<event>` adds a listener, `true` an empty
 * attribute, `false`/`null`/`undefined` none) and children.
 *
 * @example
 * h('button', { type: 'button', onclick: () => save() }, 'Save');
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = String(value);
    else if (typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/**
 * The element of an id the page's HTML declares; a missing one is a bug of the page, not of input.
 *
 * @example
 * byId('cards-list', HTMLUListElement).replaceChildren();
 */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the dashboard page has no ${type.name} #${id}`);
  return found;
}

const rendered = new WeakMap<HTMLElement, string>();

/**
 * Replaces a region's children only when its data changed, and gives keyboard focus back to the control
 * that had it (by its `data-key`), so a poll never steals focus or scroll.
 *
 * @example
 * renderIfChanged(list, cards, () => cards.map(cardRow));
 */
export function renderIfChanged(host: HTMLElement, data: unknown, build: () => Node[]): void {
  const key = JSON.stringify(data);
  if (rendered.get(host) === key) return;
  rendered.set(host, key);
  const active = document.activeElement;
  const focusedKey = active instanceof HTMLElement && host.contains(active) ? active.dataset.key : undefined;
  host.replaceChildren(...build());
  if (focusedKey === undefined) return;
  const again = host.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusedKey)}"]`);
  again?.focus();
}

/**
 * A status pill: its text, coloured by the `data-tone` the stylesheet knows.
 *
 * @example
 * pill('FROZEN'); // <span class="pill" data-tone="FROZEN">FROZEN</span>
 */
export function pill(text: string, tone = text): HTMLSpanElement {
  return h('span', { class: 'pill', 'data-tone': tone, text });
}
