import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useCaseTabs } from '~/lib/navigation';
import { DEFAULT_TAB, isUseCaseKey, nextTabIndex, panelId, parseTab, searchWithTab, tabFromSearch, tabId } from '~/lib/use-case-tabs';

describe('tab query', () => {
  it('accepts each of the six keys', () => {
    for (const { key } of useCaseTabs) {
      expect(parseTab(key)).toBe(key);
      expect(tabFromSearch(`?tab=${key}`)).toBe(key);
    }
  });

  it('falls back to the default tab for a missing or unknown value', () => {
    for (const value of [null, undefined, '', 'Artists', 'publisher', 'PUBLISHERS', ' managers', 'toString', '__proto__']) {
      expect(parseTab(value)).toBe(DEFAULT_TAB);
    }
    for (const search of ['', '?tab=nope', '?other=managers']) expect(tabFromSearch(search)).toBe(DEFAULT_TAB);
    expect(isUseCaseKey(42)).toBe(false);
  });

  it('sets the tab and keeps other parameters', () => {
    expect(searchWithTab('', 'managers')).toBe('?tab=managers');
    expect(searchWithTab('?tab=artists', 'distributors')).toBe('?tab=distributors');
    expect(searchWithTab('?utm_source=x&tab=bad', 'publishers')).toBe('?utm_source=x&tab=publishers');
  });
});

describe('keyboard', () => {
  it('moves with arrows (wrapping), Home and End', () => {
    expect(nextTabIndex(0, 'ArrowRight', 6)).toBe(1);
    expect(nextTabIndex(5, 'ArrowRight', 6)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 6)).toBe(5);
    expect(nextTabIndex(3, 'ArrowLeft', 6)).toBe(2);
    expect(nextTabIndex(3, 'Home', 6)).toBe(0);
    expect(nextTabIndex(1, 'End', 6)).toBe(5);
    expect(nextTabIndex(1, 'Enter', 6)).toBeNull();
    expect(nextTabIndex(1, 'ArrowDown', 6)).toBeNull();
  });

  it('names tabs and panels so they can point at each other', () => {
    expect(tabId('managers')).toBe('use-case-tab-managers');
    expect(panelId('managers')).toBe('use-case-panel-managers');
  });
});

describe('the stylesheet, keyed on the tab the page picked before first paint', () => {
  it('has a stylesheet rule for every audience: its panel shown, its tab marked', () => {
    const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    for (const { key } of useCaseTabs) {
      expect(css).toContain(`[data-use-case-tab='${key}'] [role='tabpanel']:not(#${panelId(key)})`);
      expect(css).toContain(`[data-use-case-tab='${key}'] #${tabId(key)}`);
    }
  });
});
