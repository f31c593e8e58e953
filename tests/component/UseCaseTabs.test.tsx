// @vitest-environment happy-dom
/**
 * The use-case tabs hydrating over server HTML that the page's inline script
 * (src/browser/inline.ts) has already switched: a deep link, or a tab
 * clicked before hydration. The island must carry on from the query, with
 * the roving tabindex, and without a hydration mismatch. This is the one test of a tab chosen
 * before hydration; the browser run (tests/e2e/use-cases-page.spec.ts) checks what a deep link paints.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UseCaseTabs from '~/islands/UseCaseTabs';
import { useCaseTabsScript } from '~/browser/inline';
import { useCaseTabs } from '~/lib/navigation';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.useCaseTab;
});

const tab = (name: string) => screen.getByRole('tab', { name });
const island = () => <UseCaseTabs tabs={useCaseTabs} />;

async function hydrateAt(search: string, before: () => void = () => {}) {
  history.replaceState(null, '', `/use-cases${search}`);
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(island());
  // The server cannot see the query: artists, and every tab a plain link in the tab order.
  expect(tab('Artists').getAttribute('aria-selected')).toBe('true');
  expect(container.querySelectorAll('[tabindex="-1"]')).toHaveLength(0);
  new Function(useCaseTabsScript)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  before();
  const errors: unknown[] = [];
  const warnings = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, island(), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(warnings).not.toHaveBeenCalled();
  warnings.mockRestore();
}

describe('use-case tabs hydration', () => {
  it('carries on from a deep link the inline script already showed', async () => {
    await hydrateAt('?tab=publishers');
    expect(document.documentElement.dataset.useCaseTab).toBe('publishers');
    expect(tab('Publishers').getAttribute('aria-selected')).toBe('true');
    expect(tab('Publishers').getAttribute('tabindex')).toBe('0');
    expect(tab('Artists').getAttribute('aria-selected')).toBe('false');
    expect(tab('Artists').getAttribute('tabindex')).toBe('-1');
  });

  it('carries on from a tab clicked before hydration, and moves on from it', async () => {
    await hydrateAt('', () => {
      const entries = history.length;
      fireEvent.click(tab('Distributors'));
      expect(history.length, 'the query is replaced, not pushed').toBe(entries);
    });
    expect(location.search).toBe('?tab=distributors');
    expect(tab('Distributors').getAttribute('aria-selected')).toBe('true');
    expect(document.documentElement.dataset.useCaseTab).toBe('distributors');
    fireEvent.keyDown(tab('Distributors'), { key: 'ArrowRight' });
    expect(tab('Artists').getAttribute('aria-selected')).toBe('true');
    expect(document.documentElement.dataset.useCaseTab).toBe('artists');
    expect(location.search).toBe('?tab=artists');
  });
});
