/**
 * The cards arrive as the island's children (static HTML that React does not re-render), each marked
 * `data-category`. The filter is a native radio group, so it works before hydration: CSS shows the checked
 * category's cards (global.css, "Islands"). react-dom keeps a radio's checked state while hydrating, so the
 * hydration render repeats the server's HTML and a layout effect then adopts the radio the visitor left
 * checked, before the next paint.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  EMPTY_HINT,
  EMPTY_RESET,
  EMPTY_TITLE,
  FILTER_LEGEND,
  countText,
  filterButtons,
  filterItems,
  type CaseStudyCategory,
  type CaseStudyFilterValue,
} from '~/lib/case-study-filter';
import { withErrorBoundary } from './ErrorBoundary';

interface Props {
  /** One entry per card, in the order of the cards, for the counts. */
  items: readonly { category: CaseStudyCategory }[];
  /** The filter checked first; the page starts at all (docs/decisions.md#product-pages). */
  initialFilter?: CaseStudyFilterValue;
  /** The cards: elements marked data-category="…" (static HTML from Astro). */
  children?: ReactNode;
}

function CaseStudyFilter({ items, initialFilter = 'all', children }: Props) {
  const id = useId();
  const [filter, setFilter] = useState<CaseStudyFilterValue>(initialFilter);
  const shown = filterItems(items, filter).length;
  const group = useRef<HTMLFieldSetElement>(null);

  useLayoutEffect(() => {
    const checked = group.current!.querySelector<HTMLInputElement>(':checked');
    if (checked) setFilter(checked.value as CaseStudyFilterValue);
  }, []);

  return (
    <div data-case-study-filter>
      <fieldset ref={group} data-needs-js>
        {/* A real legend names the group for every checker and screen reader (WCAG H71); it is read, not shown. */}
        <legend className="sr-only">{FILTER_LEGEND}</legend>
        <div className="flex flex-wrap gap-2">
          {filterButtons(items).map((button) => (
            <label
              key={button.value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
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
        <div className="card mt-6 text-center">
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
