/**
 * Case-study filter on /case-studies (issue 7). The cards are rendered by Astro
 * and arrive as the island's children, each list item marked `data-category`;
 * the island only decides which are shown. Without JavaScript every card shows
 * and the filter bar is hidden.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  EMPTY_HINT,
  EMPTY_RESET,
  EMPTY_TITLE,
  countText,
  filterButtons,
  filterItems,
  matches,
  type CaseStudyCategory,
  type CaseStudyFilterValue,
} from '~/lib/case-study-filter';
import { withErrorBoundary } from './ErrorBoundary';

interface Props {
  /** One entry per card, in the order of the cards, for the counts. */
  items: readonly { category: CaseStudyCategory }[];
  /** The filter pressed first; the page starts at all (spec). */
  initialFilter?: CaseStudyFilterValue;
  /** The cards: elements marked data-category="…" (static HTML from Astro). */
  children?: ReactNode;
}

function CaseStudyFilter({ items, initialFilter = 'all', children }: Props) {
  const [filter, setFilter] = useState<CaseStudyFilterValue>(initialFilter);
  const shown = filterItems(items, filter).length;
  const list = useRef<HTMLDivElement>(null);

  // The cards are server-rendered HTML that React does not re-render, so showing
  // and hiding them is a DOM attribute, set from the same pure `matches`.
  useEffect(() => {
    for (const card of list.current?.querySelectorAll<HTMLElement>('[data-category]') ?? []) {
      card.hidden = !matches({ category: card.dataset.category as CaseStudyCategory }, filter);
    }
  }, [filter]);

  return (
    <div data-case-study-filter>
      <div role="group" aria-label="Filter case studies by category" data-needs-js className="flex flex-wrap gap-2">
        {filterButtons(items).map((button) => (
          <button
            key={button.value}
            type="button"
            aria-pressed={filter === button.value}
            onClick={() => setFilter(button.value)}
            data-filter={button.value}
            className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              filter === button.value
                ? 'border-brand bg-brand text-on-brand'
                : 'border-line bg-surface text-ink hover:border-brand'
            }`}
          >
            {button.label}
            <span className="rounded-full bg-raised px-2 text-xs text-ink">{button.count}</span>
          </button>
        ))}
      </div>

      <p className="mt-4 text-sm text-muted" aria-live="polite" data-count-text>
        {countText(shown)}
      </p>

      {shown === 0 && (
        <div className="card mt-6 text-center" data-empty-state>
          <p className="text-lg font-semibold">{EMPTY_TITLE}</p>
          <p className="mt-1 text-muted">{EMPTY_HINT}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => setFilter('all')}>
            {EMPTY_RESET}
          </button>
        </div>
      )}

      <div ref={list} className="mt-6">
        {children}
      </div>
    </div>
  );
}

export default withErrorBoundary(CaseStudyFilter);
