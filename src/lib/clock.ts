/**
 * The build's one clock (docs/architecture.md#dates-and-the-clock). Every rule
 * that depends on the time (scheduled press releases and investor updates,
 * job postings that expire, the policy version in force, the footer's year)
 * takes "now" from here, and nothing else under src/ reads the machine's
 * clock. `SITE_NOW`, an ISO 8601 instant, a date and time with an IANA zone
 * name, or a bare date (the start of that day in San Diego), shows the site as
 * it will be then:
 *
 *   SITE_NOW=2026-12-22T08:00:00Z npm run build
 *
 * astro.config.mjs reads the clock once, when the build starts, and passes the
 * reading to the integrations as an argument and to the pages through
 * `siteClock` below (the module `virtual:refrain/clock`, read by
 * src/queries/publishing-mode.ts), so every page and integration sees the same instant. Two builds of the same
 * sources with the same SITE_NOW write the same bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { describeInstant, parseInstant } from './dates.ts';
import { describeNextChange, NEXT_CHANGE_FILE, type NextChangeFile } from './next-change.ts';

/** "now" as SITE_NOW gives it, or undefined when it is not set. Throws, naming the variable, when it is not a date. */
export function parseSiteNow(value: string | undefined): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return parseInstant(value);
  } catch (error) {
    throw new Error(`SITE_NOW: ${(error as Error).message}`);
  }
}

/** The build's "now": SITE_NOW when it is set, else the machine's clock. */
export function siteNow(env: Record<string, string | undefined> = process.env): Date {
  return parseSiteNow(env.SITE_NOW) ?? new Date();
}

/** The line a build or the development server starts with: which clock it runs on, as written and in San Diego. */
export function describeClock(now: Date, written: string | undefined): string {
  return written?.trim()
    ? `clock: SITE_NOW=${written.trim()}, ${describeInstant(now, written)}`
    : `clock: the machine's, ${describeInstant(now)}`;
}

const CLOCK_MODULE = 'virtual:refrain/clock';

/**
 * Gives the pages the build's "now" (the module `virtual:refrain/clock`; a
 * module rather than a Vite `define`, which would make Vite optimize the
 * dependencies again at every start) and states in the log which clock the
 * build runs on and, once it is done, when the built site next changes on it
 * (src/pages/next-change.json.ts).
 */
export function siteClock(now: Date, written = process.env.SITE_NOW): AstroIntegration {
  const resolved = `\0${CLOCK_MODULE}`;
  return {
    name: 'refrain:clock',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'refrain:clock',
                resolveId: (id) => (id === CLOCK_MODULE ? resolved : undefined),
                load: (id) => (id === resolved ? `export const now = new Date(${JSON.stringify(now.toISOString())});` : undefined),
              },
            ],
          },
        });
        logger.info(describeClock(now, written));
      },
      'astro:build:done': ({ dir, logger }) => {
        const { next } = JSON.parse(readFileSync(join(fileURLToPath(dir), NEXT_CHANGE_FILE), 'utf8')) as NextChangeFile;
        logger.info(describeNextChange(next ? { at: new Date(next.at), change: next.change } : undefined));
      },
    },
  };
}
