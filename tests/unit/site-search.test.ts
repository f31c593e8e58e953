/** The /search page's wording and links (src/lib/site-search.ts). */
import { describe, expect, it } from 'vitest';
import { RESULT_LIMIT, resultHref, statusText } from '~/lib/site-search';

describe('site search', () => {
  it('says what it found', () => {
    expect(statusText('', 0)).toBe('Type a word or phrase and press Search.');
    expect(statusText('fees', 0)).toBe('No results for “fees”. Try fewer or different words.');
    expect(statusText('fees', 1)).toBe('1 result for “fees”.');
    expect(statusText('fees', 3)).toBe('3 results for “fees”.');
    expect(statusText('fees', RESULT_LIMIT + 5)).toBe(`${RESULT_LIMIT + 5} results for “fees”, showing the first ${RESULT_LIMIT}.`);
  });

  it('links results the way the site links pages (no .html, no trailing slash)', () => {
    expect(resultHref('/press/musical-ai/')).toBe('/press/musical-ai');
    expect(resultHref('/terms-of-service/#fees')).toBe('/terms-of-service#fees');
    expect(resultHref('/')).toBe('/');
    expect(resultHref('/press/musical-ai.html')).toBe('/press/musical-ai');
    expect(resultHref('/terms-of-service.html#fees')).toBe('/terms-of-service#fees');
    expect(resultHref('/index.html')).toBe('/');
    expect(resultHref('/legal/index.html')).toBe('/legal');
  });
});
