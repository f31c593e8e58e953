import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_CATEGORIES, countText, filterButtons, filterItems, type CaseStudyCategory } from '~/lib/case-study-filter';

const items = (['producer', 'artist', 'songwriter', 'artist', 'producer', 'label', 'artist'] as CaseStudyCategory[]).map(
  (category, index) => ({ slot: `s${index}`, category }),
);

describe('case-study filter', () => {
  it('counts each category, all first, then artist, producer, songwriter, label, publisher', () => {
    expect(filterButtons(items)).toEqual([
      { value: 'all', label: 'All', count: 7 },
      { value: 'artist', label: 'Artists', count: 3 },
      { value: 'producer', label: 'Producers', count: 2 },
      { value: 'songwriter', label: 'Songwriters', count: 1 },
      { value: 'label', label: 'Labels', count: 1 },
    ]);
  });

  it('hides a category with no entries (publisher here)', () => {
    expect(filterButtons(items).map((b) => b.value)).not.toContain('publisher');
    expect(filterButtons([...items, { slot: 's7', category: 'publisher' }]).at(-1)).toEqual({
      value: 'publisher',
      label: 'Publishers',
      count: 1,
    });
    expect(filterButtons([])).toEqual([{ value: 'all', label: 'All', count: 0 }]);
  });

  it('filters by category and keeps order', () => {
    expect(filterItems(items, 'all')).toHaveLength(7);
    expect(filterItems(items, 'artist').map((i) => i.slot)).toEqual(['s1', 's3', 's6']);
    expect(filterItems(items, 'publisher')).toEqual([]);
  });

  it('says "case study" for one and "case studies" otherwise', () => {
    expect(countText(1)).toBe('Showing 1 case study');
    expect(countText(0)).toBe('Showing 0 case studies');
    expect(countText(7)).toBe('Showing 7 case studies');
  });
});

describe('the stylesheet that filters the cards before and after hydration', () => {
  // Which cards show is CSS keyed on the checked radio (it works before the island
  // hydrates), so every category needs its rule, including ones without entries yet:
  // a writer's first case study in a new category must filter like the rest.
  const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
  for (const category of CASE_STUDY_CATEGORIES) {
    it(`hides other cards when ${category} is checked`, () => {
      expect(css).toContain(
        `[data-js] [data-case-study-filter]:has(input[value='${category}']:checked) [data-category]:not([data-category='${category}'])`,
      );
    });
  }
});
