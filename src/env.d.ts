declare namespace App {
  interface Locals {
    /**
     * The effective date of the legal document version being rendered: the
     * Fact component states each shared fact as it stands on that day
     * (src/lib/legal/schedule.ts), so a version's text never depends on the
     * build's clock. Set by the pages that render a policy's MDX.
     */
    legalDate?: Date;
  }
}

/** The build's "now", read once by astro.config.mjs (siteClock in src/lib/clock.ts). */
declare module 'virtual:refrain/clock' {
  export const now: Date;
}
