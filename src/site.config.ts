/**
 * Refrain's identity, addresses and external links: the only file that names them.
 * Parsed at build time; a bad URL or address fails the build naming the field.
 * Every external target is on a reserved domain (docs/decisions.md#identity) and the site
 * builds and tests with all of them unreachable.
 */
import { parseSiteConfig } from './lib/site-config.ts';

export const site = parseSiteConfig({
  name: 'Refrain',
  legalEntity: 'Refrain Music, Inc.',
  tagline: 'Every song has a story. Refrain turns it into royalties.',
  description:
    'Refrain turns the story behind your songs into metadata and splits, registers each work with its societies and recovers the royalties you are owed.',
  url: 'https://refrain.example',
  emails: {
    general: 'hello@refrain.example',
    press: 'press@refrain.example',
    careers: 'careers@refrain.example',
    support: 'support@refrain.example',
    legal: 'legal@refrain.example',
    privacy: 'privacy@refrain.example',
    dmca: 'dmca@refrain.example',
    founder: 'maya@refrain.example',
  },
  links: {
    signup: 'https://app.refrain.example/signup',
    login: 'https://app.refrain.example/login',
    calendar: 'https://cal.example/refrain/demo',
    calendarEmbed: 'https://cal.example/refrain/demo?embed=true',
    newsletterEmbed: 'https://newsletter.example/embed/refrain',
    contactFormEmbed: 'https://forms.example/refrain/contact',
    pitchDeck: 'https://files.refrain.example/refrain-pitch-deck.pdf',
    linkedin: 'https://linkedin.example/company/refrain-music',
    instagram: 'https://instagram.example/refrain.music',
  },
  office: {
    street: '2150 Kettner Boulevard, Suite 300',
    city: 'San Diego',
    region: 'California',
    postalCode: '92101',
    country: 'United States',
    // 555-0100 to 555-0199 are reserved for fiction, so the number reaches no one.
    phone: '+1 619-555-0142',
    hours: 'Monday to Friday, 9:00–18:00 Pacific',
    replyWithin: 'within 24 hours on business days',
  },
  founder: { name: 'Maya Okafor', title: 'Founder & CEO' },
});
