/**
 * The build's clock and mode, as every query applies them: "now" from the one
 * clock (src/lib/clock.ts; astro.config.mjs read it once and pinned it), and
 * whether this is a production build (only published entries) or the
 * development server (drafts and scheduled entries too, marked).
 */
import { siteNow } from '~/lib/clock';
import type { PublishingMode } from '~/lib/publishing';

export const publishing: PublishingMode = { production: import.meta.env.PROD, now: siteNow() };
