/**
 * Case-study filter on /case-studies. The cards are rendered by Astro and
 * arrive as the island's children (static HTML that React does not
 * re-render), each list item marked `data-category`; the island renders the
 * filter, the count and the empty state.
 *
 * The filter is a native radio group, so it works before hydration: CSS shows
 * the checked category's cards (global.css, "Islands"), before and after
 * hydration alike, and the island adopts the checked radio when it hydrates
 * (./hydration.ts), so a category chosen early is the one it shows, with its
 * count. Without JavaScript every card shows and the filter is hidden.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  EMPTY_HINT,
  EMPTY_RESET,
  EMPTY_TITLE,
  countText,
  filterButtons,
  filterItems,
  type CaseStudyCategory,
  type CaseStudyFilterValue,
} from '~/lib/case-study-filter';
import { withErrorBoundary } from './ErrorBoundary';
import { serverElement, useHydrated } from './hydration';

interface Props {
  /** One entry per card, in the order of the cards, for the counts. */
  items: readonly { category: CaseStudyCategory }[];
  /** The filter checked first; the page starts at all (spec). */
  initialFilter?: CaseStudyFilterValue;
  /** The cards: elements marked data-category="…" (static HTML from Astro). */
  children?: ReactNode;
}

function CaseStudyFilter({ items, initialFilter = 'all', children }: Props) {
  const id = useId();
  const radioId = (value: CaseStudyFilterValue) => `${id}-${value}`;
  const buttons = filterButtons(items);
  // The radio the visitor left checked before hydration, else the server's.
  const [filter, setFilter] = useState<CaseStudyFilterValue>(
    () => buttons.find((button) => serverElement<HTMLInputElement>(radioId(button.value))?.checked)?.value ?? initialFilter,
  );
  // The count and the empty state hydrate as the server rendered them, then follow the filter.
  const hydrated = useHydrated();
  const shown = filterItems(items, hydrated ? filter : initialFilter).length;

  return (
    <div data-case-study-filter>
      <fieldset data-needs-js>
        <legend className="sr-only">Filter case studies by category</legend>
        <div className="flex flex-wrap gap-2">
          {buttons.map((button) => (
            <label
              key={button.value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                id={radioId(button.value)}
                name={`${id}-filter`}
                value={button.value}
                checked={filter === button.value}
                onChange={() => setFilter(button.value)}
                className="sr-only"
              />
              {button.label}
              <span className="rounded-full bg-raised px-2 text-xs text-ink">{button.count}</span>
            </label>
          ))}
        </div>
      </fieldset>

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

      <div className="mt-6">{children}</div>
    </div>
  );
}

export default withErrorBoundary(CaseStudyFilter);
