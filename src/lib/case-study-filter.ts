/**
 * The case-study filter's rules (docs/decisions.md#product-pages): a button per category with its
 * count, categories without entries hidden, starting at all, and the count text.
 */

export const CASE_STUDY_CATEGORIES = ['artist', 'producer', 'songwriter', 'label', 'publisher'] as const;
export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number];
export type CaseStudyFilterValue = 'all' | CaseStudyCategory;

export const FILTER_LABELS: Record<CaseStudyFilterValue, string> = {
  all: 'All',
  artist: 'Artists',
  producer: 'Producers',
  songwriter: 'Songwriters',
  label: 'Labels',
  publisher: 'Publishers',
};

export interface FilterItem {
  category: CaseStudyCategory;
}

export interface FilterButton {
  value: CaseStudyFilterValue;
  label: string;
  count: number;
}

export function matches(item: FilterItem, filter: CaseStudyFilterValue): boolean {
  return filter === 'all' || item.category === filter;
}

export function filterItems<T extends FilterItem>(items: readonly T[], filter: CaseStudyFilterValue): T[] {
  return items.filter((item) => matches(item, filter));
}

/** All first, then each category in CASE_STUDY_CATEGORIES order; a category with no entries is left out. */
export function filterButtons(items: readonly FilterItem[]): FilterButton[] {
  const buttons: FilterButton[] = [{ value: 'all', label: FILTER_LABELS.all, count: items.length }];
  for (const category of CASE_STUDY_CATEGORIES) {
    const count = filterItems(items, category).length;
    if (count > 0) buttons.push({ value: category, label: FILTER_LABELS[category], count });
  }
  return buttons;
}

/** "Showing 1 case study" / "Showing 3 case studies". */
export function countText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'case study' : 'case studies'}`;
}

/** The name of the filter's radio group, its legend. */
export const FILTER_LEGEND = 'Filter case studies by category';
export const EMPTY_TITLE = 'No case studies found';
export const EMPTY_HINT = 'Try selecting a different category.';
export const EMPTY_RESET = 'Show all case studies';
