/**
 * Case-study filter on /case-studies (issue 7). Each card is rendered by Astro
 * and arrives as a named slot (`s0`, `s1`…); the island only decides which are
 * shown. Without JavaScript every card shows and the filter bar is hidden.
 */
import { useState, type ReactNode } from 'react';
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
  items: readonly { slot: string; category: CaseStudyCategory }[];
  /** The filter pressed first; the page starts at all (spec). */
  initialFilter?: CaseStudyFilterValue;
  /** The cards, one named slot per item. */
  [slot: string]: unknown;
}

function CaseStudyFilter({ items, initialFilter = 'all', ...slots }: Props) {
  const [filter, setFilter] = useState<CaseStudyFilterValue>(initialFilter);
  const shown = filterItems(items, filter).length;

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

      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slot} hidden={!matches(item, filter)} data-category={item.category} className="grid">
            {slots[item.slot] as ReactNode}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default withErrorBoundary(CaseStudyFilter);
