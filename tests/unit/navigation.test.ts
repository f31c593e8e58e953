import { describe, expect, it } from 'vitest';
import { routes } from '~/lib/routes';
import { ctaLabel, isCurrent, normalizePath, topLinks, mobileCards, footerLinks, useCaseTabs, tools } from '~/lib/navigation';

describe('navigation', () => {
  it('has seven top links in order, eight footer links, six audiences and six tools', () => {
    expect(topLinks.map((l) => l.href)).toEqual([
      '/features',
      '/how-it-works',
      '/use-cases',
      '/case-studies',
      '/us-vs-them',
      '/about',
      '/pricing',
    ]);
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

  it('lets a phone reach every desktop link and Contact, on full rows of two', () => {
    const phone = mobileCards.map((card) => card.href);
    for (const href of [...topLinks.map((link) => link.href), routes.contact]) expect(phone).toContain(href);
    expect(new Set(phone).size).toBe(phone.length);
    expect(phone.length % 2).toBe(0);
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
