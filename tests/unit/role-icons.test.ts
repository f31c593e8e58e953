/**
 * One icon per role (src/components/ProductIcon.astro): every case study of a
 * category (artist, producer, songwriter, label, publisher) carries the same
 * icon, and no two categories share one, so a producer's card looks like every
 * other producer's and like no songwriter's.
 */
import { describe, expect, it } from 'vitest';
import { entries } from '../content';
import { documents } from '~/lib/collections';

const stories = entries(documents.caseStudies, new Date('2100-01-01'));
const iconsOf = new Map<string, Set<string>>();
for (const { data } of stories) iconsOf.set(data.category, (iconsOf.get(data.category) ?? new Set()).add(data.icon));

describe('role icons', () => {
  it('there are stories in more than one category', () => {
    expect(iconsOf.size).toBeGreaterThan(1);
  });

  it('each category has one icon', () => {
    const mixed = [...iconsOf].filter(([, icons]) => icons.size > 1).map(([category, icons]) => `${category}: ${[...icons].join(', ')}`);
    expect(mixed).toEqual([]);
  });

  it('no two categories share an icon', () => {
    const icons = [...iconsOf.values()].flatMap((set) => [...set]);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
