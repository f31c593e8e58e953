import { describe, expect, it } from 'vitest';
import { ctaLabel, isCurrent, normalizePath, topLinks, mobileCards, footerLinks, useCaseTabs, tools } from '~/lib/navigation';

describe('navigation', () => {
  it('has seven top links in order, ten mobile cards, eight footer links, six audiences and six tools', () => {
    expect(topLinks.map((l) => l.href)).toEqual([
      '/features',
      '/how-it-works',
      '/use-cases',
      '/case-studies',
      '/us-vs-them',
      '/about',
      '/pricing',
    ]);
    expect(mobileCards).toHaveLength(10);
    expect(footerLinks).toHaveLength(8);
    expect(useCaseTabs.map((t) => t.key)).toEqual([
      'artists',
      'managers',
      'publishers',
      'producerssongwriters',
      'labelscatalogowners',
      'distributors',
    ]);
    expect(tools).toHaveLength(6);
  });

  it('labels the call to action per route', () => {
    for (const path of ['/use-cases', '/features/', '/us-vs-them']) expect(ctaLabel(path)).toBe('The $1,000 Challenge');
    for (const path of ['/', '/pricing', '/use-cases-extra', '/about']) expect(ctaLabel(path)).toBe('Start Getting Paid');
  });

  it('marks the current link, including sub-pages', () => {
    expect(isCurrent('/about', '/about/')).toBe(true);
    expect(isCurrent('/case-studies', '/case-studies')).toBe(true);
    expect(isCurrent('/about', '/about-us')).toBe(false);
    expect(normalizePath('/press/index.html')).toBe('/press');
    expect(normalizePath('/')).toBe('/');
  });
});
