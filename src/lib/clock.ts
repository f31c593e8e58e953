/**
 * The build's one clock (docs/architecture.md#dates-and-the-clock). Every rule
 * that depends on the time (scheduled press releases and investor updates,
 * job postings that expire, the policy version in force, the footer's year)
 * takes "now" from here, and nothing else under src/ reads the machine's
 * clock. `SITE_NOW`, an ISO 8601 instant (or a bare date, the start of that day
 * in San Diego), shows the site as it will be then:
 *
 *   SITE_NOW=2026-12-22T08:00:00Z npm run build
 *
 * astro.config.mjs reads the clock once, when the build starts, and pins the
 * reading into SITE_NOW, so the pages, the integrations and any process the
 * build starts all see the same instant. Two builds of the same sources with
 * the same SITE_NOW write the same bytes.
 */
import { parseInstant } from './dates.ts';

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

/**
 * Read the clock once, at the start of a build, and write the reading into
 * SITE_NOW, so every later reading in this process and its children is the same
 * instant. Returns it.
 */
export function pinSiteNow(env: Record<string, string | undefined> = process.env): Date {
  const now = siteNow(env);
  env.SITE_NOW = now.toISOString();
  return now;
}
