/** The build's "now", read once by astro.config.mjs (siteClock in src/lib/clock.ts). */
declare module 'virtual:refrain/clock' {
  export const now: Date;
}
