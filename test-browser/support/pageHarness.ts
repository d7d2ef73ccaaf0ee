/**
 * The browser tests' harness: docs/ served by {@link serveDirectory}, Debian's Chromium (or `CHROMIUM_PATH`)
 * launched headless through playwright-core, a page that collects console errors, and screenshots kept in
 * artifacts/page.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveDirectory, type StaticServer } from './staticServer.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Where screenshots go (artifacts/ is gitignored; CI keeps it). */
export const SCREENSHOTS = `${repo}artifacts/page`;

/** A browser, the server and the page URL; `close` stops both. */
export interface Harness {
  readonly browser: Browser;
  readonly server: StaticServer;
  /** The page's URL (docs/page/index.html). */
  readonly pageUrl: string;
  close(): Promise<void>;
}

/** Starts the server on docs/ and Chromium. Fails clearly if the page was not built. */
export async function startHarness(): Promise<Harness> {
  if (!existsSync(`${repo}docs/page/dist/main.js`)) throw new Error('docs/page/dist/main.js is missing: run `npm run page:build` (npm run test:browser does)');
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server = await serveDirectory(`${repo}docs`);
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  return {
    browser,
    server,
    pageUrl: `${server.url}/page/index.html`,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** A new page of the given mode with its console errors and page errors collected in `errors`. */
export async function openPage(harness: Harness, mode: 'replay' | 'play'): Promise<{ page: Page; errors: string[] }> {
  const context = await harness.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${harness.pageUrl}?mode=${mode}`);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, errors };
}

/** Saves a screenshot of the page as artifacts/page/NAME.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}
