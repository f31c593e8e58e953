/**
 * Use-case tabs on /use-cases (issue 7). Each audience's content arrives as a
 * named slot (Astro passes it as a prop of the same name, as static HTML), so
 * all six panels are in the built page. Without JavaScript every panel shows,
 * stacked, and the tablist is hidden; with it, CSS keyed on html[data-js]
 * shows only the active panel (global.css, "Islands").
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { UseCaseKey } from '~/lib/navigation';
import { DEFAULT_TAB, nextTabIndex, panelId, searchWithTab, tabFromSearch, tabId } from '~/lib/use-case-tabs';
import { withErrorBoundary } from './ErrorBoundary';

type Props = {
  tabs: readonly { key: UseCaseKey; label: string }[];
} & { [K in UseCaseKey]?: ReactNode };

function UseCaseTabs(props: Props) {
  const { tabs } = props;
  // The server cannot see the query, so hydration starts at artists and the
  // effect below moves to the query's tab straight away.
  const [active, setActive] = useState<UseCaseKey>(DEFAULT_TAB);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const follow = () => setActive(tabFromSearch(window.location.search));
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  function select(key: UseCaseKey, focus = false) {
    setActive(key);
    // Replace, not push: a tab is a view of this page, not a new page (spec).
    const url = `${window.location.pathname}${searchWithTab(window.location.search, key)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    if (focus) tabRefs.current[key]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(index, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.key, true);
  }

  return (
    <div data-use-case-tabs>
      <div
        role="tablist"
        aria-label="Audiences"
        data-needs-js
        className="flex flex-wrap gap-2 border-b border-line pb-3"
      >
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                tabRefs.current[tab.key] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected ? 'bg-brand text-on-brand' : 'text-muted hover:bg-raised hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          tabIndex={0}
          data-tab-inactive={tab.key === active ? undefined : ''}
          className="pt-8 focus-visible:outline-offset-4"
        >
          {props[tab.key]}
        </div>
      ))}
    </div>
  );
}

export default withErrorBoundary(UseCaseTabs);
