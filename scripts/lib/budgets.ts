/**
 * The size budgets of the built site (docs/decisions.md#speed-and-size), read
 * from the build: every byte limit, which scripts/check-budgets.ts has
 * size-limit measure, and the rules that are not a byte count of files: what a
 * page without an island may load, its inline script and stylesheet, and
 * image dimensions.
 *
 * The checks follow the build, never a hand-kept list (scripts/lib/built-site.ts
 * reads it).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { documents } from '../../src/lib/collections.ts';
import { legalPath, legalVersionsPath } from '../../src/lib/routes.ts';
import { type BuiltPage, type BuiltSite, sitePath } from './built-site.ts';

const KB = 1024;
export const budgets = {
  inlineScript: 2 * KB,
  css: 12 * KB,
  firstPaint: 30 * KB,
  homeFirstPaint: 40 * KB,
  /**
   * A legal document (its page, its archived versions and their redlines): the
   * text is the page, and a reader needs all of it, so it may not be cut to
   * fit. The browser paints the first screen while the rest streams in; the
   * page shell, which is what delays that paint, is the same as on every page.
   */
  documentFirstPaint: 40 * KB,
  /**
   * React DOM alone is about 64 KB. 71 KB since the calculator reads its prices from
   * content/facts.yaml (the plans' eight facts, about 0.1 KB), which took it just past 70.
   */
  islandJs: 71 * KB,
  image: 200 * KB,
};

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The legal documents a writer keeps in content/legal, by id: read from the folder, never listed by hand. */
export function legalDocumentIds(root = projectRoot): string[] {
  const folder = join(root, documents.legal.folder);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length));
}

/** The first-paint budget of a page: the home page's, a legal document's, or every other page's. */
export function firstPaintBudget(route: string, legalIds: readonly string[]): number {
  if (route === '/') return budgets.homeFirstPaint;
  const isDocument = legalIds.some((id) => route === legalPath(id) || route.startsWith(`${legalVersionsPath(id)}/`));
  return isDocument ? budgets.documentFirstPaint : budgets.firstPaint;
}

/** Bytes as the budgets and the README state them: kibibytes, one decimal, "KB". */
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** A byte budget: what it measures, of which page or image, and the files size-limit measures for it. */
export interface ByteBudget {
  kind: 'first paint' | 'JavaScript' | 'image';
  /** The page, or for an image its path in the build. */
  subject: string;
  bytes: number;
  files: string[];
  /** Measured gzipped; an image is already compressed, and its size on disk is what travels. */
  gzip: boolean;
}

/** Every byte budget of a built site. */
export function byteBudgets(site: BuiltSite, legalIds: readonly string[] = legalDocumentIds()): ByteBudget[] {
  return [
    // What the first paint needs: the HTML (with its inline styles) and any stylesheet file it links.
    ...site.pages.map((page) => ({
      kind: 'first paint' as const,
      subject: page.route,
      bytes: firstPaintBudget(page.route, legalIds),
      files: page.firstPaintFiles,
      gzip: true,
    })),
    // Everything an island page (or /search) can load, every chunk counted once.
    ...site.pages
      .filter((page) => page.mayLoadScripts && page.jsFiles.length)
      .map((page) => ({ kind: 'JavaScript' as const, subject: page.route, bytes: budgets.islandJs, files: page.jsFiles, gzip: true })),
    ...site.images.map((file) => ({
      kind: 'image' as const,
      subject: sitePath(site.dist, file),
      bytes: budgets.image,
      files: [file],
      gzip: false,
    })),
  ];
}

/**
 * The page's CSS, gzipped as one text. The stylesheet is inline in every page
 * (astro.config.mjs), so this is part of the HTML rather than a file a byte
 * check could name.
 */
export const cssGzip = (page: BuiltPage) => (page.cssText ? gzipSync(page.cssText, { level: 9 }).length : 0);

/** Budget failures that are not a byte count of files, each a sentence naming the page, the number and the limit. */
export function pageRuleFailures(dist: string, page: BuiltPage): string[] {
  const out: string[] = [];
  const css = cssGzip(page);
  const fail = (text: string) => out.push(`${page.route}: ${text}`);
  if (!page.mayLoadScripts) {
    if (page.scriptElements > 0 || page.jsFiles.length > 0) {
      const files = page.jsFiles.map((f) => sitePath(dist, f)).join(', ') || `${page.scriptElements} script element(s)`;
      fail(`loads script files but has no island (${files}); pages without an island may load none`);
    }
    if (page.inlineScriptBytes > budgets.inlineScript)
      fail(`inline script is ${page.inlineScriptBytes} bytes, over the ${budgets.inlineScript}-byte budget for pages without an island`);
    if (css > budgets.css) fail(`CSS is ${kb(css)} gzip, over the ${kb(budgets.css)} budget`);
  } else {
    for (const src of page.blocking) fail(`script ${src} is render-blocking: make it type="module", defer or async`);
  }
  for (const missing of page.jsMissing) fail(`references ${missing}, which is not in the build`);
  for (const img of page.images) {
    if (!img.width || !img.height) fail(`<img src="${img.src}"> has no ${!img.width ? 'width' : 'height'} attribute (layout shift)`);
  }
  return out;
}
