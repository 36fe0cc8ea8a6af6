// The usual life cycle of an end-to-end test file: one site and one browser for the file, a fresh
// browser context and page for each test, and a check after each test that no page crashed and
// nothing was refused by the site's security policy. Test files import the live bindings below
// (`page`, `site`, ...) after calling `useBrowserSuite()` once at the top level.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, trackPageErrors } from './browser';
import { TestSite } from './site';

export let site: TestSite;
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;
/** Page errors and CSP refusals of the current test. */
export let errors: string[];

export interface SuiteOptions {
  /** Errors a test file expects (e.g. failed loads while a remote is stopped on purpose). */
  expectedError?: (message: string) => boolean;
}

/** One site and one browser for the test file (a file that opens its own pages calls only this). */
export function useSite(): void {
  beforeAll(async () => {
    site = await new TestSite().start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
}

/**
 * One site for the file (as `useSite`) and a way to open fresh pages, each in its own browser
 * context (its own session), for tests with several users at once; checked after each test as
 * `useBrowserSuite` checks its page.
 */
export function useSitePages(): () => Promise<Page> {
  useSite();
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    for (const list of pageErrors.splice(0)) expect(list).toEqual([]);
  });
  return async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    pageErrors.push(trackPageErrors(page));
    return page;
  };
}

export function useBrowserSuite(options: SuiteOptions = {}): void {
  useSite();
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    errors = trackPageErrors(page);
  });
  afterEach(async () => {
    await context?.close();
    const expected = options.expectedError;
    expect(expected ? errors.filter((e) => !expected(e)) : errors).toEqual([]);
  });
}

/**
 * A page as the shell's server renders it with its first view (home's cards, a post's header): a
 * cold API can miss the server's 300 ms wait, and that load gets the built page, so ask until the
 * document carries the data block.
 */
export async function servedDocument(pathname: string): Promise<string> {
  let html = '';
  for (let tries = 0; tries < 20 && !html.includes('id="cwt-first-view"'); tries += 1) {
    if (tries > 0) await new Promise((r) => setTimeout(r, 250));
    html = await (await fetch(`${site.url}${pathname}`)).text();
  }
  return html;
}
