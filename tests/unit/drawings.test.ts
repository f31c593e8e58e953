/**
 * The product drawings (content/data/company/visuals.yaml, drawn by
 * src/components/ProductDrawing.astro): each has a wide and a phone
 * composition, and every word is at least 12 px wherever one is shown: the
 * wide one from a 36rem (576 px) box up, where the component switches, and the
 * phone one in a box of 288 px or more (a 390-px screen less the page's
 * gutters and a card's padding). Every color either composition uses has a
 * dark counterpart in src/assets/visuals/drawings.css, so no part stays light
 * in the dark theme.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataList } from '../content';

const dir = 'src/assets/visuals';
const MIN_PX = 12;
/** Each composition: its file suffix, viewBox width and the narrowest box it is shown in. */
const compositions = [
  { suffix: '.svg', width: 960, narrowest: 576 },
  { suffix: '.phone.svg', width: 360, narrowest: 288 },
];

const ids = dataList<{ id: string }>('company/visuals.yaml').map((entry) => entry.id);
const files = ids.flatMap((id) => [`${id}.svg`, `${id}.phone.svg`]);
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const themed = new Set([...read('drawings.css').matchAll(/\[(?:fill|stroke)='(#[0-9a-f]{6})'\]/g)].map((m) => m[1]));

describe('product drawings', () => {
  it('each entry has a wide and a phone composition', () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(join(dir, file)))).toEqual([]);
  });

  it.each(compositions.flatMap((c) => ids.map((id) => ({ ...c, file: `${id}${c.suffix}` }))))(
    '$file keeps every word at 12 px or more',
    ({ file, width, narrowest }) => {
      const svg = read(file);
      expect(svg).toContain(`viewBox="0 0 ${width} `);
      const texts = [...svg.matchAll(/<text\b[^>]*>/g)].map((m) => m[0]);
      expect(texts.length).toBeGreaterThan(0);
      const small = texts.filter((tag) => Number(/font-size="([\d.]+)"/.exec(tag)?.[1] ?? 0) * (narrowest / width) < MIN_PX);
      expect(small).toEqual([]);
    },
  );

  it.each(files)('%s: every color has a dark counterpart', (file) => {
    const colors = [...read(file).matchAll(/(?:fill|stroke|stop-color)="([^"]+)"/g)].map((m) => m[1]);
    expect(colors.filter((color) => color !== 'none' && !themed.has(color))).toEqual([]);
  });
});
