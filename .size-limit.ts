/**
 * size-limit's checks, generated from the build in dist/ (or ASTRO_OUT_DIR):
 * the first paint of every page, the JavaScript of every island page and every
 * image file, with the budgets of scripts/lib/budgets.ts. `npm run
 * test:budgets` runs them beside the rules that are not byte counts;
 * `npx size-limit` runs them alone.
 */
import type { SizeLimitConfig } from 'size-limit';
import { sizeLimitChecks } from './scripts/lib/budgets.ts';
import { readSite } from './scripts/lib/built-site.ts';

const config: SizeLimitConfig = sizeLimitChecks(readSite(process.env.ASTRO_OUT_DIR ?? 'dist')).checks;
export default config;
