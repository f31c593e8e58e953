/** The build's "now", an ISO 8601 instant, read once by astro.config.mjs (siteClock in src/lib/clock.ts). */
declare const __SITE_NOW__: string;
