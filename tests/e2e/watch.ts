/**
 * What a page may not do while it loads behind the production server block:
 * break its content security policy, log an error, or ask for anything but
 * 127.0.0.1 (the third-party embeds may be asked for, never fetched); and
 * which script files it asked for. Also the
 * server's own error log, and the wait until every island a visitor can see
 * has hydrated. Used by every-page.spec.ts and nginx.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { embedOrigins } from '../../src/lib/site-config';
import { site } from '../../src/site.config';

const embeds = new Set(embedOrigins(site).frames);

export interface Problems {
  console: string[];
  external: string[];
  /** Paths of the script files the page asked for. */
  scripts: string[];
  /** The page's CSP violations so far, each naming the directive and the element. */
  csp(): Promise<string[]>;
}

/** Watch a page, before it is opened, for console errors, uncaught errors, CSP violations and requests that leave 127.0.0.1. */
export async function watch(page: Page): Promise<Problems> {
  const problems: Problems = {
    console: [],
    external: [],
    scripts: [],
    csp: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // Name the element (for blocked inline code and style attributes) so the failure says what to fix.
        const target = event.target instanceof Element ? ` in ${event.target.outerHTML.slice(0, 140)}` : '';
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${event.sample ? ` (${event.sample})` : ''}${target}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') problems.scripts.push(new URL(request.url()).pathname);
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const request = route.request();
      const origin = new URL(request.url()).origin;
      // The embeds (booking calendar, newsletter and contact forms) are third-party
      // frames on reserved, unreachable domains: allowed to be asked for, never fetched.
      if (!(request.resourceType() === 'document' && embeds.has(origin))) problems.external.push(request.url());
      return route.abort('blockedbyclient');
    },
  );
  return problems;
}

/**
 * Bring into view, one after another, everything that waits to be seen: the
 * `client:visible` islands, lazy images and frames, and the third-party frames
 * that get their address near the viewport (src/browser/embed-frames.ts).
 * Each gets two frames in view, so its IntersectionObserver has seen it. A
 * page with none of them is not scrolled at all: a long policy has nothing
 * below the fold that loads late.
 */
async function showWhatWaits(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // An island's element has no box of its own (display: contents); Astro watches its children.
    const waiting = document.querySelectorAll('astro-island > :first-child, img[loading="lazy"], iframe[loading="lazy"], [data-embed-src]');
    for (const element of waiting) {
      element.scrollIntoView({ block: 'center' });
      await nextFrame();
    }
  });
}

/** Scroll until every island with something on screen has hydrated (a hidden one waits, rightly). */
export async function expectIslandsHydrated(page: Page) {
  // On a busy machine an island can come into view after a first pass, so each poll shows them again.
  const waiting = async () => {
    await showWhatWaits(page);
    return page.evaluate(() =>
      [...document.querySelectorAll('astro-island[ssr]')]
        .filter((island) => [...island.children].some((child) => child.checkVisibility()))
        .map((island) => island.getAttribute('component-url')),
    );
  };
  await expect.poll(waiting, { message: 'visible islands still waiting to hydrate (script blocked?)' }).toEqual([]);
}

/**
 * The error, critical, alert and emergency lines of the nginx that serves the
 * suite (started by global-setup.ts, which names its folder in
 * E2E_NGINX_PREFIX). Workers share the server, so a line names the request
 * that caused it rather than the test.
 */
export function nginxErrors(): string[] {
  const prefix = process.env.E2E_NGINX_PREFIX;
  if (!prefix) throw new Error('E2E_NGINX_PREFIX is not set: run the end-to-end tests through `npm run test:e2e`.');
  const file = join(prefix, 'error.log');
  const log = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return log.split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
}
