/**
 * The site config's schema (src/lib/site-config.ts), tested on fixture configs
 * of its own: what it refuses (every field at fault named at once, in the
 * config's file), and what it derives. The real config's values (the company's name, address, links)
 * are the config's to change, and every build parses it.
 */
import { describe, expect, it } from 'vitest';
import { embedOrigins, parseSiteConfig, postalAddress, telHref } from '~/lib/site-config';

/** A complete config for a made-up company, every value on a reserved domain or fictional number. */
const fixture = {
  name: 'Fixture Tunes',
  legalEntity: 'Fixture Tunes, LLC',
  tagline: 'A tagline for the schema test.',
  description: 'A description long enough for the schema: at least fifty characters and no more than one hundred sixty.',
  url: 'https://fixture.example',
  emails: {
    general: 'hello@fixture.example',
    press: 'press@fixture.example',
    careers: 'jobs@fixture.example',
    support: 'help@fixture.example',
    legal: 'legal@fixture.example',
    privacy: 'privacy@fixture.example',
    dmca: 'copyright@fixture.example',
    founder: 'founder@fixture.example',
  },
  links: {
    signup: 'https://app.fixture.example/join',
    login: 'https://app.fixture.example/sign-in',
    calendar: 'https://calendar.example/fixture',
    calendarEmbed: 'https://calendar.example/fixture?embed=1',
    newsletterEmbed: 'https://letters.example/embed/fixture',
    contactFormEmbed: 'https://letters.example/forms/fixture',
    pitchDeck: 'https://files.fixture.example/deck.pdf',
    linkedin: 'https://linkedin.example/company/fixture',
    instagram: 'https://instagram.example/fixture',
  },
  office: {
    street: '1 Example Way, Floor 2',
    city: 'Springfield',
    region: 'Oregon',
    postalCode: '97477-1234',
    country: 'United States',
    phone: '+1 541-555-0199',
    hours: 'Weekdays, 10:00–16:00 Pacific',
    replyWithin: 'within two business days',
  },
  founder: { name: 'Alex Example', title: 'Founder' },
};

describe('site config', () => {
  it('rejects a site URL with a trailing slash', () => {
    expect(() => parseSiteConfig({ ...fixture, url: `${fixture.url}/` })).toThrow(/field "url": must not end with a slash/);
  });

  it('lists every bad field at once', () => {
    const bad = {
      ...fixture,
      description: 'Too short.',
      links: { ...fixture.links, pitchDeck: 'deck.pdf' },
      emails: { ...fixture.emails, support: 'support' },
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
    const origins = embedOrigins(parseSiteConfig(fixture));
    expect(origins.frames).toEqual(['https://calendar.example', 'https://letters.example']);
    expect(origins.forms).toEqual(['https://letters.example']);
  });

  it('writes the postal address on one line and the phone number as a tel: link', () => {
    const parsed = parseSiteConfig(fixture);
    expect(postalAddress(parsed)).toBe('1 Example Way, Floor 2, Springfield, Oregon 97477-1234, United States');
    expect(telHref(parsed.office.phone)).toBe('tel:+15415550199');
  });
});
