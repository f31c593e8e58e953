/**
 * Social cards (1200×630 PNG): the site's default and one per article (press
 * release, investor update, case study, policy) with its title, kind, date and
 * the brand. Satori lays the card out in the brand typeface (the display face
 * of the site, from its npm package) and sharp, which the site's images already
 * use, rasterizes it, at build time (resvg, measured beside it, took 1.6 times
 * the CPU).
 *
 * A card still costs about 90 ms of CPU to draw, so each is kept in the build cache
 * (Astro's cacheDir, which ASTRO_CACHE_DIR moves; the deploy workflow restores
 * it) under a digest of what it shows and of CARD_DESIGN: a rebuild with
 * unchanged content draws none again (docs/benchmarks.md, "Social cards").
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { site } from '../site.config.ts';

/** Change when the drawing below changes, so cached cards are drawn again. */
const CARD_DESIGN = 1;

export interface SocialCard {
  title: string;
  /** What the page is: "Press release", "Case study" … */
  kind?: string;
  /** The line under the title: a date, or a case study's headline figure. */
  detail?: string;
}

/** Where a page's own card is served: /press/x → /og/press/x.png. */
export const socialCardPath = (pagePath: string) => `/og${pagePath.replace(/\/$/, '')}.png`;

const colors = { canvas: '#fbfaf7', ink: '#17151f', muted: '#55525f', brand: '#5b3fd6', soft: '#ece8fd' };
const font = (weight: 400 | 700) =>
  join(process.cwd(), `node_modules/@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-${weight}-normal.woff`);
const mark = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${colors.brand}"/><path d="M10 22V10h7.5a4 4 0 0 1 0 8H14l6 4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="23.5" cy="22" r="1.8" fill="#fff"/></svg>`,
).toString('base64')}`;

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown; src?: string; width?: number; height?: number } };
const box = (style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** Long titles step down in size so that every title fits in three lines. */
const titleSize = (title: string) => (title.length > 80 ? 54 : title.length > 50 ? 64 : 76);

function layout({ title, kind, detail }: SocialCard): Node {
  const host = new URL(site.url).host;
  return box(
    {
      // Satori sizes the content box: 1200×630 with the border and padding below.
      width: 1200 - 16 - 96 - 80,
      height: 630 - 80 - 72,
      padding: '80px 80px 72px 96px',
      flexDirection: 'column',
      fontFamily: 'Brand',
      color: colors.ink,
      backgroundColor: colors.canvas,
      backgroundImage: `radial-gradient(circle at 1140px 40px, ${colors.soft} 300px, transparent 301px)`,
      borderLeft: `16px solid ${colors.brand}`,
    },
    box(
      { width: '100%', alignItems: 'center', justifyContent: 'space-between' },
      box(
        { alignItems: 'center', gap: 20 },
        { type: 'img', props: { src: mark, width: 64, height: 64 } },
        box({ fontSize: 44, fontWeight: 700 }, site.name),
      ),
      kind ? box({ fontSize: 26, fontWeight: 700, color: colors.brand, letterSpacing: 2, textTransform: 'uppercase' }, kind) : '',
    ),
    box(
      { width: '100%', flexGrow: 1, alignItems: 'center' },
      box({ maxWidth: '100%', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }, title),
    ),
    box({ width: '100%', justifyContent: 'space-between', fontSize: 30, color: colors.muted }, box({}, detail ?? ''), box({}, host)),
  );
}

let fonts: Promise<Buffer[]> | undefined;

/** Draw one card as a PNG. */
async function renderCard(card: SocialCard): Promise<Buffer> {
  fonts ??= Promise.all([readFile(font(400)), readFile(font(700))]);
  const [regular, bold] = await fonts;
  const svg = await satori(layout(card) as never, {
    width: 1200,
    height: 630,
    fonts: [
      { name: 'Brand', data: regular, weight: 400, style: 'normal' },
      { name: 'Brand', data: bold, weight: 700, style: 'normal' },
    ],
  });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The build cache's folder, as astro.config.mjs sets it. */
const cacheDir = () => join(process.env.ASTRO_CACHE_DIR ?? join(process.cwd(), 'node_modules/.astro'), 'social-cards');

/** The bytes kept under `key` in `dir`, else `make()`'s, kept there for the next build. */
export async function cached(dir: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(dir, `${key}.png`);
  try {
    return await readFile(file);
  } catch (error) {
    // Not drawn yet: draw it. Any other failure to read the cache is the build's to report.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const bytes = await make();
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a build stopped halfway never leaves half a card behind.
    await writeFile(`${file}.${process.pid}`, bytes);
    await rename(`${file}.${process.pid}`, file);
    return bytes;
  }
}

/** A card as a PNG: from the build cache when the same card was drawn before, else drawn now. */
export function socialCardPng(card: SocialCard): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, site.name, site.tagline, card]))
    .digest('hex')
    .slice(0, 20);
  return cached(cacheDir(), key, () => renderCard(card));
}
