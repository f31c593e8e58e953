// @vitest-environment happy-dom
/**
 * The case-study filter's state in a DOM: pressed buttons, the announced count
 * and the empty state with its reset (unreachable on the real page, where every
 * shown category has entries, so it is tested here).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CaseStudyFilter from '~/islands/CaseStudyFilter';

afterEach(cleanup);

const items = [{ category: 'artist' as const }, { category: 'producer' as const }, { category: 'artist' as const }];
// As the page renders them: one list item per card, marked with its category.
const cards = (
  <ul>
    <li data-category="artist">Card A</li>
    <li data-category="producer">Card B</li>
    <li data-category="artist">Card C</li>
  </ul>
);

const visibleCards = () =>
  Array.from(document.querySelectorAll('li[data-category]'))
    .filter((li) => !(li as HTMLElement).hidden)
    .map((li) => li.textContent);

describe('case-study filter island', () => {
  it('starts at all, presses one button at a time and announces the count', () => {
    render(<CaseStudyFilter items={items}>{cards}</CaseStudyFilter>);
    const count = screen.getByText('Showing 3 case studies');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /Songwriters/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Producers 1' }));
    expect(screen.getByRole('button', { name: 'Producers 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('false');
    expect(count.textContent).toBe('Showing 1 case study');
    expect(visibleCards()).toEqual(['Card B']);

    fireEvent.click(screen.getByRole('button', { name: 'Artists 2' }));
    expect(visibleCards()).toEqual(['Card A', 'Card C']);
    expect(count.textContent).toBe('Showing 2 case studies');
  });

  it('shows the empty state for a category without entries, and resets to all', () => {
    render(
      <CaseStudyFilter items={items} initialFilter="publisher">
        {cards}
      </CaseStudyFilter>,
    );
    expect(screen.getByText('Showing 0 case studies')).toBeTruthy();
    expect(screen.getByText('No case studies found')).toBeTruthy();
    expect(screen.getByText('Try selecting a different category.')).toBeTruthy();
    expect(visibleCards()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show all case studies' }));
    expect(screen.queryByText('No case studies found')).toBeNull();
    expect(screen.getByText('Showing 3 case studies')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(visibleCards()).toEqual(['Card A', 'Card B', 'Card C']);
  });
});
