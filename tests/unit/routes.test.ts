/**
 * Paths as the site links them, the investor updates' bare paths (src/lib/routes.ts), and the month
 * `npm run new` takes from a title.
 */
import { describe, expect, it } from 'vitest';
import { investorUpdateRedirects, isMonthSlug, normalizePath } from '~/lib/routes';
import { resultHref } from '~/lib/site-search';
import { investorUpdateSlug } from '../../scripts/lib/scaffold.ts';

describe('paths', () => {
  it('drop .html, index.html and a trailing slash, in a page address and in a search result alike', () => {
    for (const path of ['/press/x', '/press/x/', '/press/x.html', '/press/x/index.html', '/', '/index.html', '/legal/']) {
      expect(resultHref(path)).toBe(normalizePath(path));
    }
    expect(normalizePath('/press/x/index.html')).toBe('/press/x');
    expect(resultHref('/terms-of-service.html#fees')).toBe('/terms-of-service#fees');
  });
});

describe('bare paths of the investor updates', () => {
  it('redirect every update named after its month, and only those', () => {
    expect(investorUpdateRedirects(['may-2031', 'a-special-update', 'january-2030'])).toEqual({
      '/january-2030': '/investors/newsletters/january-2030',
      '/may-2031': '/investors/newsletters/may-2031',
    });
    expect(isMonthSlug('december-2024')).toBe(true);
    expect(isMonthSlug('decembre-2024')).toBe(false);
    expect(isMonthSlug('december-24')).toBe(false);
  });

  it('take the month from the title when `npm run new` names an update', () => {
    expect(investorUpdateSlug('December 2025 Investor Update')).toBe('december-2025');
    expect(investorUpdateSlug('Investor update: March 2031')).toBe('march-2031');
    expect(investorUpdateSlug('A Special Update')).toBe('a-special-update');
  });
});
