/**
 * The build's clock and mode, as every query applies them: "now" as
 * astro.config.mjs read it once and passed it (`siteClock`, src/lib/clock.ts),
 * and whether this is a production build (only published entries) or the
 * development server (drafts and scheduled entries too, marked).
 */
import { now } from 'virtual:refrain/clock';
import type { PublishingMode } from '~/lib/publishing';

export const publishing: PublishingMode = { production: import.meta.env.PROD, now };
