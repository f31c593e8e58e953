/**
 * The use-case tabs' state rules (docs/decisions.md#product-pages): the `tab` query picks one of the
 * six audiences, anything else means artists; arrow keys, Home and End move
 * along the tablist as in the ARIA tabs pattern.
 */
import { useCaseTabs, type UseCaseKey } from './navigation.ts';

export const DEFAULT_TAB: UseCaseKey = 'artists';
const keys: readonly string[] = useCaseTabs.map((tab) => tab.key);

export function isUseCaseKey(value: unknown): value is UseCaseKey {
  return typeof value === 'string' && keys.includes(value);
}

/** The audience a `tab` query value names; missing or unknown values give artists. */
export function parseTab(value: string | null | undefined): UseCaseKey {
  return isUseCaseKey(value) ? value : DEFAULT_TAB;
}

/** The audience of a location's search string ("?tab=publishers&x=1"). */
export function tabFromSearch(search: string): UseCaseKey {
  return parseTab(new URLSearchParams(search).get('tab'));
}

/** The search string with `tab` set, keeping every other parameter. */
export function searchWithTab(search: string, key: UseCaseKey): string {
  const params = new URLSearchParams(search);
  params.set('tab', key);
  return `?${params.toString()}`;
}

/** Index a key press moves to in a tablist of `count` tabs, or null for other keys. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export const tabId = (key: string) => `use-case-tab-${key}`;
export const panelId = (key: string) => `use-case-panel-${key}`;
