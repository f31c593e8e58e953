/** The navigation rules (src/lib/navigation.ts): a phone reaches every desktop link, and the current link is marked. */
import { describe, expect, it } from 'vitest';
import { routes } from '~/lib/routes';
import { CTA_CHALLENGE, CTA_DEFAULT, ctaLabel, isCurrent, topLinks, mobileCards } from '~/lib/navigation';

describe('navigation', () => {
  it('lets a phone reach every desktop link and Contact, on full rows of two', () => {
    const phone = mobileCards.map((card) => card.href);
    for (const href of [...topLinks.map((link) => link.href), routes.contact]) expect(phone).toContain(href);
    expect(new Set(phone).size).toBe(phone.length);
    expect(phone.length % 2).toBe(0);
  });

  it('labels the call to action by route, whatever the path’s trailing slash', () => {
    expect(ctaLabel('/use-cases/')).toBe(ctaLabel('/use-cases'));
    expect(ctaLabel('/use-cases-extra')).toBe(CTA_DEFAULT);
    expect([ctaLabel('/'), ctaLabel('/use-cases')]).toEqual([CTA_DEFAULT, CTA_CHALLENGE]);
  });

  it('marks the current link, including sub-pages', () => {
    expect(isCurrent('/about', '/about/')).toBe(true);
    expect(isCurrent('/case-studies', '/case-studies')).toBe(true);
    expect(isCurrent('/about', '/about-us')).toBe(false);
  });
});
