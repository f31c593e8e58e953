/**
 * The product drawings (content/data/company/visuals.yaml, drawn by
 * src/components/ProductDrawing.astro): each has a wide and a phone
 * composition; the phone one keeps its words legible on a phone (at least 12
 * px while its box is 288 px or wider: a 390-px screen less the page's gutters
 * and a card's padding); and every color either composition uses has a dark
 * counterpart in src/assets/visuals/drawings.css, so no part stays light in
 * the dark theme.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataList } from '../content';

const dir = 'src/assets/visuals';
const PHONE_WIDTH = 360;
const NARROWEST_BOX = 288;
const MIN_PX = 12;

const ids = dataList<{ id: string }>('company/visuals.yaml').map((entry) => entry.id);
const files = ids.flatMap((id) => [`${id}.svg`, `${id}.phone.svg`]);
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const themed = new Set([...read('drawings.css').matchAll(/\[(?:fill|stroke)='(#[0-9a-f]{6})'\]/g)].map((m) => m[1]));

describe('product drawings', () => {
  it('each entry has a wide and a phone composition', () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(join(dir, file)))).toEqual([]);
  });

  it.each(ids)('%s: the phone composition keeps every word at 12 px or more', (id) => {
    const svg = read(`${id}.phone.svg`);
    expect(svg).toContain(`viewBox="0 0 ${PHONE_WIDTH} `);
    const texts = [...svg.matchAll(/<text\b[^>]*>/g)].map((m) => m[0]);
    expect(texts.length).toBeGreaterThan(0);
    const small = texts.filter((tag) => Number(/font-size="([\d.]+)"/.exec(tag)?.[1] ?? 0) * (NARROWEST_BOX / PHONE_WIDTH) < MIN_PX);
    expect(small).toEqual([]);
  });

  it.each(files)('%s: every color has a dark counterpart', (file) => {
    const colors = [...read(file).matchAll(/(?:fill|stroke|stop-color)="([^"]+)"/g)].map((m) => m[1]);
    expect(colors.filter((color) => color !== 'none' && !themed.has(color))).toEqual([]);
  });
});
