// Pages for the stored-XSS suite: every way an injected payload could announce itself is recorded.
// - `window.__xss(id)`, installed before any page script in every frame, reports to the test through
//   an exposed binding and the console; payloads call it when they run.
// - Any dialog (payloads also call alert) is recorded and dismissed.
// - Uncaught page errors are recorded (a half-injected script tends to throw).
// - `unsafeMarkup` scans the live DOM for markup that would run on a click, a focus or a later event
//   (on* attributes, script-capable URLs, inline scripts, frames, <base>, refresh), whatever the timing.
// The pages bypass the site's Content-Security-Policy: the policy would block inline handlers, and
// this suite tests that nothing gets injected in the first place (the policy is the second line).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser';

export interface TrapRecord {
  /** `<id> in <frame url>` for every call of the trap. */
  hits: string[];
  dialogs: string[];
  pageErrors: string[];
}

/** localStorage entries of a signed-in session (what the shell stores after POST /login). */
export type StoredSession = Record<string, string>;

export interface TrappedPage {
  context: BrowserContext;
  page: Page;
  trap: TrapRecord;
}

declare global {
  interface Window {
    __xss?: (id: unknown) => void;
    __xssReport?: (id: string) => Promise<void>;
  }
}

function watch(page: Page, trap: TrapRecord): void {
  page.on('dialog', (dialog) => {
    trap.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (e) => trap.pageErrors.push(e.message));
  page.on('console', (msg) => {
    if (msg.text().startsWith('__xss ')) trap.hits.push(`${msg.text().slice(6)} (console)`);
  });
}

/** A fresh context and page with the trap installed, optionally signed in as `session`. */
export async function openTrappedPage(browser: Browser, session?: StoredSession): Promise<TrappedPage> {
  const context = await newContext(browser, { bypassCSP: true });
  const trap: TrapRecord = { hits: [], dialogs: [], pageErrors: [] };
  await context.exposeBinding('__xssReport', ({ frame }, id: string) => {
    trap.hits.push(`${id} in ${frame.url()}`);
  });
  await context.addInitScript(() => {
    window.__xss = (id: unknown) => {
      console.warn(`__xss ${String(id)}`);
      void window.__xssReport?.(String(id));
    };
  });
  if (session) {
    // Only when absent, so a sign-out inside a test is not undone by the next navigation.
    await context.addInitScript((entries: StoredSession) => {
      if (localStorage.getItem('token')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
  }
  const page = await context.newPage();
  watch(page, trap);
  context.on('page', (popup) => {
    if (popup !== page) watch(popup, trap);
  });
  return { context, page, trap };
}

/**
 * Markup in the live document that could run script now or on a later event. Returns one line per
 * finding (empty when the document is clean). The app's own markup never has any of these.
 */
export function unsafeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}> ${el.outerHTML.slice(0, 160)}`;
    const URL_ATTRS = new Set([
      'href',
      'xlink:href',
      'src',
      'action',
      'formaction',
      'data',
      'poster',
      'background',
      'values',
      'to',
      'from',
      'by',
    ]);
    // What the URL parser ignores before a scheme (C0 controls and spaces) is stripped first.
    const scriptScheme = (value: string) =>
      /^(javascript|vbscript):/i.test([...value].filter((c) => c.charCodeAt(0) > 0x20).join('')) ||
      /^data:(?!image\/(png|jpe?g|gif|webp|svg\+xml)[;,])/i.test(value.trim());
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`event handler ${name}: ${describe(el)}`);
        else if (name === 'srcdoc') found.push(`srcdoc: ${describe(el)}`);
        else if (URL_ATTRS.has(name) && scriptScheme(attr.value)) found.push(`${name} URL: ${describe(el)}`);
        else if (name === 'style' && /expression\s*\(|javascript:|behavior\s*:|binding\s*:/i.test(attr.value))
          found.push(`style: ${describe(el)}`);
        else if (name === 'attributename' && /^(on|href$|xlink:href$)/i.test(attr.value))
          found.push(`animated ${attr.value}: ${describe(el)}`);
      }
    }
    const risky = 'body script, iframe, frame, frameset, object, embed, base, meta[http-equiv], body style';
    for (const el of Array.from(document.querySelectorAll(risky))) {
      // Toast styles (goober) are the app's own; everything else here would be injected.
      if (el.tagName === 'STYLE' && el.id === '_goober') continue;
      // The bundles' chunks: scripts from the site's own host (the shell and remotes differ by port).
      // The shell server's data block on home (a JSON data block never runs; its text is escaped).
      if (
        el.tagName === 'SCRIPT' &&
        el.id === 'cwt-first-view' &&
        el.getAttribute('type') === 'application/json'
      )
        continue;
      const src = el.getAttribute('src');
      if (el.tagName === 'SCRIPT' && src && new URL(src, location.href).hostname === location.hostname)
        continue;
      found.push(`element: ${describe(el)}`);
    }
    return found;
  });
}
