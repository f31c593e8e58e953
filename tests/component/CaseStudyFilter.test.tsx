// @vitest-environment happy-dom
/**
 * The case-study filter's state in a DOM: the checked category, the announced
 * count, the empty state with its reset (unreachable on the real page, where
 * every shown category has entries, so it is tested here), and a category
 * chosen in the server HTML before hydration, which the island must adopt.
 * Which cards show is CSS (checked in the browser by tests/e2e).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CaseStudyFilter from '~/islands/CaseStudyFilter';
import { EMPTY_HINT, EMPTY_RESET, EMPTY_TITLE } from '~/lib/case-study-filter';

afterEach(cleanup);

const items = [{ category: 'artist' as const }, { category: 'producer' as const }, { category: 'artist' as const }];
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('case-study filter island', () => {
  it('starts at all, checks one category at a time and announces the count', () => {
    render(<CaseStudyFilter items={items} />);
    const count = screen.getByText('Showing 3 case studies');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(radio('All 3').checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Songwriters/ })).toBeNull();

    fireEvent.click(radio('Producers 1'));
    expect(radio('Producers 1').checked).toBe(true);
    expect(radio('All 3').checked).toBe(false);
    expect(count.textContent).toBe('Showing 1 case study');

    fireEvent.click(radio('Artists 2'));
    expect(count.textContent).toBe('Showing 2 case studies');
  });

  it('shows the empty state for a category without entries, and resets to all', () => {
    render(<CaseStudyFilter items={items} initialFilter="publisher" />);
    expect(screen.getByText('Showing 0 case studies')).toBeTruthy();
    expect(screen.getByText(EMPTY_TITLE)).toBeTruthy();
    expect(screen.getByText(EMPTY_HINT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: EMPTY_RESET }));
    expect(screen.queryByText(EMPTY_TITLE)).toBeNull();
    expect(screen.getByText('Showing 3 case studies')).toBeTruthy();
    expect(radio('All 3').checked).toBe(true);
  });

  it('hydrates without a mismatch and adopts a category checked before hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<CaseStudyFilter items={items} />);
    expect(container.textContent).toContain('Showing 3 case studies');
    // The visitor picks Producers while the script is still loading.
    fireEvent.click(radio('Producers 1'));
    expect(radio('Producers 1').checked).toBe(true);

    const errors: unknown[] = [];
    const warnings = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <CaseStudyFilter items={items} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // react-dom's development build reports any hydration mismatch here.
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(radio('Producers 1').checked).toBe(true);
    expect(radio('All 3').checked).toBe(false);
    expect(screen.getByText('Showing 1 case study')).toBeTruthy();
    // And it carries on from there.
    fireEvent.click(radio('All 3'));
    expect(screen.getByText('Showing 3 case studies')).toBeTruthy();
    container.remove();
  });
});
