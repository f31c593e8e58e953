/** Site search links its results the way the site links pages (src/lib/site-search.ts). */
import { describe, expect, it } from 'vitest';
import { resultHref } from '~/lib/site-search';

describe('site search', () => {
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
