/**
 * A page's sections as a visitor with a screen reader meets them: the named
 * regions of the main landmark (a <section> named by its heading through
 * aria-labelledby, or by aria-label). Tests find a section by that name, never
 * by an attribute put there for them.
 */
import type { Locator, Page } from '@playwright/test';

/** The section of the page named `name` (its heading's text, exactly). */
export function section(page: Page, name: string | RegExp): Locator {
  // A section may hold a region of the same name (a scrolling table labelled by the section's heading): the outer one.
  return page.getByRole('main').getByRole('region', { name, exact: true }).first();
}

/** The names of the page's outermost sections in the main landmark, in document order. */
export function sectionNames(page: Page): Promise<string[]> {
  const named = 'section[aria-labelledby], section[aria-label]';
  return page
    .getByRole('main')
    .locator(named)
    .evaluateAll(
      (sections, selector) =>
        sections
          .filter((el) => !el.parentElement?.closest(selector))
          .map((el) => {
            // aria-labelledby wins over aria-label, as in the accessible name computation.
            const ids = el.getAttribute('aria-labelledby')?.split(/\s+/);
            const name = ids
              ? ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
              : (el.getAttribute('aria-label') ?? '');
            return name.replace(/\s+/g, ' ').trim();
          }),
      named,
    );
}
