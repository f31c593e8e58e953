/**
 * Each audience's content arrives as a named slot (static HTML that React does not re-render), so all six
 * panels are in the built page and hydration only wires up the tabs. The state is the `tab` query, kept on
 * <html> as data-use-case-tab: the inline script (useCaseTabsScript in src/browser/inline.ts) sets it before
 * the first paint and follows clicks until this island hydrates; CSS keyed on it shows the panel and marks the
 * tab (global.css, "Islands"). The tabs are links to their own ?tab= URL, so they work as plain HTML too.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { UseCaseKey } from '~/lib/navigation';
import { audiencePath } from '~/lib/routes';
import { DEFAULT_TAB, nextTabIndex, panelId, searchWithTab, tabFromSearch, tabId } from '~/lib/use-case-tabs';
import { withErrorBoundary } from './ErrorBoundary';

type Props = {
  tabs: readonly { key: UseCaseKey; label: string }[];
} & { [K in UseCaseKey]?: ReactNode };

const currentTab = () => tabFromSearch(window.location.search);

function UseCaseTabs(props: Props) {
  const { tabs } = props;
  // Null while hydrating: that render repeats the server's HTML (artists
  // selected, every tab a plain link in the tab order); the layout effect then
  // takes the query's tab, before the next paint.
  const [active, setActive] = useState<UseCaseKey | null>(null);
  const selectedKey = active ?? DEFAULT_TAB;
  const tabRefs = useRef<Record<string, HTMLAnchorElement | null>>({});

  useLayoutEffect(() => {
    const follow = () => setActive(currentTab());
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  // The stylesheet shows the panel and marks the tab from this, in the same frame.
  useLayoutEffect(() => {
    if (active) document.documentElement.dataset.useCaseTab = active;
  }, [active]);

  function select(key: UseCaseKey, focus = false) {
    setActive(key);
    // Replace, not push: a tab is a view of this page, not a new page (docs/decisions.md#product-pages).
    const url = `${window.location.pathname}${searchWithTab(window.location.search, key)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    if (focus) tabRefs.current[key]?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, key: UseCaseKey) {
    // A modified click opens the tab's own URL elsewhere, as any link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = nextTabIndex(index, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.key, true);
  }

  return (
    <div data-use-case-tabs>
      <div role="tablist" aria-label="Audiences" data-needs-js className="flex flex-wrap gap-2 border-b border-line pb-3">
        {tabs.map((tab, index) => {
          const selected = tab.key === selectedKey;
          return (
            <a
              key={tab.key}
              ref={(node) => {
                tabRefs.current[tab.key] = node;
              }}
              href={audiencePath(tab.key)}
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              // Before hydration every tab is a plain link in the tab order (the
              // arrow keys need the island); after it, the roving tabindex of
              // the ARIA tabs pattern.
              tabIndex={active ? (selected ? 0 : -1) : undefined}
              // The inline script may have moved aria-selected before hydration.
              suppressHydrationWarning
              onClick={(event) => onClick(event, tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-muted no-underline transition-colors hover:bg-raised hover:text-ink"
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a tab panel focusable, so Tab reaches the panel from its tab.
          tabIndex={0}
          className="pt-8 focus-visible:outline-offset-4"
        >
          {props[tab.key]}
        </div>
      ))}
    </div>
  );
}

export default withErrorBoundary(UseCaseTabs);
