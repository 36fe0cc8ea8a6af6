// Keyboard checks for end-to-end tests: Tab through a page and require that every visible interactive
// element takes focus in some Tab order and shows that it has it.
import type { Page } from 'playwright-core';

export interface KeyboardReport {
  /** Visible interactive elements taken out of the Tab order (tabindex=-1 on a control). */
  notFocusable: string[];
  /** Focusable elements the Tab key never reached. */
  unreachable: string[];
  /** Elements that took focus with no visible change (no outline, no box-shadow change). */
  noIndicator: string[];
  /** How many elements took focus. */
  reached: number;
}

interface StepResult {
  done: boolean;
  id: number | null;
  /** Stable per element for the whole walk. */
  identity: string;
  name: string;
  indicator: boolean;
  /** The focused element's outline, box-shadow and border, for the failure message. */
  styles: string;
}

/**
 * Marks the page's interactive elements and records their unfocused styles (and their ancestors':
 * a card may show focus-within instead of the link itself), so a later step can tell what focus changed.
 */
async function prepare(): Promise<{ candidates: number; notFocusable: string[] }> {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[tabindex]',
    '[contenteditable="true"]',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[role="combobox"]',
  ].join(',');
  // Composite widgets move focus with arrow keys and keep only one member in the Tab order.
  const ROVING = new Set([
    'tab',
    'menuitem',
    'menuitemradio',
    'menuitemcheckbox',
    'option',
    'radio',
    'treeitem',
  ]);
  const NON_INTERACTIVE = new Set(['main', 'dialog', 'menu', 'listbox', 'region', 'article']);
  const name = (el: Element) => {
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.getAttribute('placeholder') ??
      el.getAttribute('title') ??
      el.textContent ??
      '';
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };
  const visible = (el: HTMLElement) => {
    // A duplicate link hidden from assistive technology (a card's cover image) is out of the Tab order on purpose.
    if (el.closest('[inert], [aria-hidden="true"]')) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const disabled = (el: HTMLElement) =>
    (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true';
  const snapshot = (el: Element) => {
    const chain: string[] = [];
    for (let node: Element | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
      const s = getComputedStyle(node);
      chain.push(`${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}|${s.borderColor}`);
    }
    return chain;
  };
  const w = window as unknown as {
    __kb: { names: string[]; base: string[][]; ids: Map<Element, number> };
  };
  // Measured unfocused: an autofocused field would otherwise look the same before and after. Two
  // frames let a focus transition settle (computed styles read at once still show its start).
  (document.activeElement as HTMLElement | null)?.blur?.();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const names: string[] = [];
  const base: string[][] = [];
  const ids = new Map<Element, number>();
  const notFocusable: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
    const role = el.getAttribute('role') ?? '';
    if (NON_INTERACTIVE.has(role) || NON_INTERACTIVE.has(el.tagName.toLowerCase())) continue;
    if (!visible(el) || disabled(el)) continue;
    // A contenteditable region reports tabIndex -1 yet takes focus by Tab.
    const editable = el.isContentEditable && !el.hasAttribute('tabindex');
    if (el.tabIndex < 0 && !editable) {
      if (!ROVING.has(role)) notFocusable.push(name(el));
      continue;
    }
    ids.set(el, names.length);
    names.push(name(el));
    base.push(snapshot(el));
  }
  w.__kb = { names, base, ids };
  return { candidates: names.length, notFocusable };
}

/** After a Tab: which marked element has focus, and whether its look (or an ancestor's) changed. */
async function step(): Promise<StepResult> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const w = window as unknown as {
    __kb: { names: string[]; base: string[][]; ids: Map<Element, number> };
  };
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) {
    return { done: true, id: null, identity: '', name: '', indicator: false, styles: '' };
  }
  const id = w.__kb.ids.get(el) ?? null;
  // Unmarked elements (rendered after the start) get an identity too, to tell a trap from two alike inputs.
  const store = window as unknown as { __kbSeen?: WeakMap<Element, string> };
  store.__kbSeen ??= new WeakMap();
  if (!store.__kbSeen.has(el)) store.__kbSeen.set(el, `new-${performance.now()}`);
  const identity = id === null ? (store.__kbSeen.get(el) ?? '') : String(id);
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const measure = () => {
    const chain: string[] = [];
    for (let node: Element | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
      const s = getComputedStyle(node);
      chain.push(`${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}|${s.borderColor}`);
    }
    return chain;
  };
  let chain = measure();
  let before = id === null ? null : w.__kb.base[id];
  const same = (a: string[], b: string[]) => a.every((value, i) => value === b[i]);
  if (before && same(chain, before)) {
    // The start snapshot may have been taken while the element had focus (a late autofocus): measure it
    // unfocused now, and focused again (after a keyboard Tab, script focus is still :focus-visible).
    (el as HTMLElement).blur();
    await frames();
    before = measure();
    (el as HTMLElement).focus();
    await frames();
    chain = measure();
  }
  const own = getComputedStyle(el);
  const outlined = own.outlineStyle !== 'none' && Number.parseFloat(own.outlineWidth) > 0;
  const changed = before ? !same(chain, before) : true;
  const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
  return {
    done: false,
    id,
    identity,
    name: id === null ? `${el.tagName.toLowerCase()} "${label.trim().slice(0, 50)}"` : w.__kb.names[id]!,
    indicator: outlined || changed,
    styles: chain[0] ?? '',
  };
}

/** Tabs through the whole page once. */
export async function tabThroughPage(page: Page): Promise<KeyboardReport> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { candidates, notFocusable } = await page.evaluate(prepare);
  const reachedIds = new Set<number>();
  const noIndicator = new Set<string>();
  let reached = 0;
  let previous: string | null = null;
  let repeats = 0;
  let outside = 0;
  for (let i = 0; i < candidates * 2 + 20; i++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(step);
    if (result.done) {
      // Focus went to the browser after the last element; the next Tab starts again at the top (the
      // walk may have begun mid-page, at an autofocused field). Twice in a row: nothing to focus.
      outside += 1;
      if (outside >= 2) break;
      continue;
    }
    outside = 0;
    if (result.id !== null) {
      if (reachedIds.has(result.id)) break;
      reachedIds.add(result.id);
    }
    reached += 1;
    if (!result.indicator) noIndicator.add(`${result.name} (focused: ${result.styles})`);
    // An element that keeps focus on Tab is a keyboard trap.
    repeats = result.identity === previous ? repeats + 1 : 0;
    if (repeats >= 2) throw new Error(`keyboard trap: Tab stays on ${result.name}`);
    previous = result.identity;
  }
  const names = await page.evaluate(() => (window as unknown as { __kb: { names: string[] } }).__kb.names);
  const unreachable = names.filter((_, id) => !reachedIds.has(id));
  return { notFocusable, unreachable, noIndicator: [...noIndicator], reached };
}

/** Fails with the list of problems when a control cannot be reached by Tab or shows no focus. */
export async function expectKeyboardUsable(page: Page, label: string): Promise<void> {
  const report = await tabThroughPage(page);
  const problems = [
    ...report.notFocusable.map((n) => `not focusable: ${n}`),
    ...report.unreachable.map((n) => `never reached by Tab: ${n}`),
    ...report.noIndicator.map((n) => `no visible focus: ${n}`),
  ];
  if (problems.length > 0) throw new Error(`keyboard problems on ${label}:\n${problems.join('\n')}`);
  if (report.reached === 0) throw new Error(`keyboard: Tab reached nothing on ${label}`);
}
