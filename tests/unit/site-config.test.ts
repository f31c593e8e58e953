/**
 * The site config's schema (src/lib/site-config.ts): what it refuses (every
 * field at fault named at once, in the config's file), and what it derives.
 * Each test changes the real config where it looks, with made-up values on
 * reserved domains and fictional numbers; the config's own values (the
 * company's name, address, links) are the config's to change, and every build
 * parses it.
 */
import { describe, expect, it } from 'vitest';
import { embedOrigins, parseSiteConfig, postalAddress, telHref } from '~/lib/site-config';
import { site } from '~/site.config';

describe('site config', () => {
  it('rejects a site URL with a trailing slash', () => {
    expect(() => parseSiteConfig({ ...site, url: 'https://fixture.example/' })).toThrow(/field "url": must not end with a slash/);
  });

  it('lists every bad field at once', () => {
    const bad = {
      ...site,
      description: 'Too short.',
      links: { ...site.links, pitchDeck: 'deck.pdf' },
      emails: { ...site.emails, support: 'support' },
    };
    let message = '';
    try {
      parseSiteConfig(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('src/site.config.ts');
    for (const field of ['links.pitchDeck', 'emails.support', 'description']) expect(message).toContain(`field "${field}"`);
  });

  it('derives embed origins for the security policy, each origin once', () => {
    const links = {
      ...site.links,
      calendarEmbed: 'https://calendar.example/fixture?embed=1',
      newsletterEmbed: 'https://letters.example/embed/fixture',
      contactFormEmbed: 'https://letters.example/forms/fixture',
    };
    const origins = embedOrigins(parseSiteConfig({ ...site, links }));
    expect(origins.frames).toEqual(['https://calendar.example', 'https://letters.example']);
    expect(origins.forms).toEqual(['https://letters.example']);
  });

  it('writes the postal address on one line and the phone number as a tel: link', () => {
    const office = {
      street: '1 Example Way, Floor 2',
      city: 'Springfield',
      region: 'Oregon',
      postalCode: '97477-1234',
      country: 'United States',
    };
    expect(postalAddress({ office: { ...site.office, ...office } })).toBe(
      '1 Example Way, Floor 2, Springfield, Oregon 97477-1234, United States',
    );
    expect(telHref('+1 541-555-0199')).toBe('tel:+15415550199');
  });
});
