// @vitest-environment happy-dom
/**
 * The /use-cases inline script (src/browser/inline.ts) picks the audience
 * before the first paint, long before the island's script loads: it must read
 * the query exactly as parseTab does (the stylesheet's rule per audience is
 * checked in ./use-case-tabs.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useCaseTabsScript } from '~/browser/inline';
import { useCaseTabs } from '~/lib/navigation';
import { parseTab, tabId } from '~/lib/use-case-tabs';

/** Runs the script on a page at `search`, as the browser would before the tabs are parsed. */
function runAt(search: string): string | undefined {
  history.replaceState(null, '', `/use-cases${search}`);
  delete document.documentElement.dataset.useCaseTab;
  new Function(useCaseTabsScript)();
  return document.documentElement.dataset.useCaseTab;
}

afterEach(() => {
  delete document.documentElement.dataset.useCaseTab;
});

describe('the pre-paint tab script', () => {
  it('picks the audience the query names, as parseTab does', () => {
    for (const { key } of useCaseTabs) expect(runAt(`?tab=${key}&x=1`)).toBe(key);
    for (const value of ['', 'nope', 'Artists', 'publisher', 'toString', '__proto__', '%20managers']) {
      expect(runAt(`?tab=${value}`)).toBe(parseTab(decodeURIComponent(value)));
    }
    expect(runAt('')).toBe('artists');
  });

  it('switches on a tab click before hydration, replacing the URL', () => {
    history.replaceState(null, '', '/use-cases?tab=managers&x=1');
    document.body.innerHTML = `<div data-use-case-tabs><div role="tablist">${useCaseTabs
      .map(({ key, label }) => `<a role="tab" id="${tabId(key)}" href="/use-cases?tab=${key}" aria-selected="false">${label}</a>`)
      .join('')}</div></div>`;
    new Function(useCaseTabsScript)();
    expect(document.documentElement.dataset.useCaseTab).toBe('managers');
    const length = history.length;
    document.getElementById(tabId('distributors'))!.click();
    expect(document.documentElement.dataset.useCaseTab).toBe('distributors');
    expect(location.search).toBe('?tab=distributors&x=1');
    expect(history.length).toBe(length);
    expect(document.getElementById(tabId('distributors'))!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(tabId('managers'))!.getAttribute('aria-selected')).toBe('false');
    document.body.innerHTML = '';
  });
});
