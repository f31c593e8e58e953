/**
 * The schema of the site configuration: the one place that names the product,
 * its URL, every e-mail address and every external link (docs/decisions.md#identity). `src/site.config.ts` holds the values and parses
 * them through this schema at build time, so a bad value fails the build with a
 * message that names the field.
 */
import { z } from 'astro/zod';

const url = (what: string) => z.url({ error: `must be an absolute http(s) URL (${what})` }).describe(what);
const email = (what: string) => z.email({ error: `must be an e-mail address like name@refrain.example (${what})` }).describe(what);

export const siteConfigSchema = z
  .object({
    name: z.string().min(1).describe('Product name shown to visitors.'),
    legalEntity: z.string().min(1).describe('Registered company name used in legal text.'),
    tagline: z.string().min(1).describe('Short promise used as the home page title.'),
    description: z.string().min(50).max(160).describe('Default meta description.'),
    url: url('Canonical origin of the site, without a trailing slash.').refine((value) => !value.endsWith('/'), {
      message: 'must not end with a slash',
    }),
    locale: z.string().default('en_US'),
    emails: z
      .object({
        general: email('General inquiries.'),
        press: email('Press and media.'),
        careers: email('Job applications.'),
        support: email('Customer support.'),
        legal: email('Legal notices.'),
        privacy: email('Privacy and data-protection requests.'),
        dmca: email('Copyright and takedown notices.'),
        founder: email("The founder's own address."),
      })
      .strict(),
    links: z
      .object({
        signup: url('External sign-up application (opens in a new tab).'),
        login: url("The app's sign-in for existing members: the header's Log in link (opens in a new tab)."),
        calendar: url('Booking calendar for demos and calls.'),
        calendarEmbed: url('Embeddable view of the booking calendar (iframe src).'),
        newsletterEmbed: url('Third-party newsletter subscription form (iframe src).'),
        contactFormEmbed: url('Form-builder contact form (iframe src).'),
        pitchDeck: url('Investor pitch deck.'),
        linkedin: url('Company LinkedIn profile.'),
        instagram: url('Company Instagram profile.'),
      })
      .strict(),
    office: z
      .object({
        street: z.string().min(1).describe('Street address and suite, for legal notices and the copyright agent.'),
        city: z.string(),
        region: z.string(),
        postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, { error: 'must be a US ZIP code like 92101' }),
        country: z.string(),
        phone: z
          .string()
          .regex(/^\+1 \d{3}-\d{3}-\d{4}$/, { error: 'must be a US number written +1 619-555-0100' })
          .describe('Telephone number for legal notices and the copyright agent.'),
        hours: z.string().describe('Office hours as shown to visitors.'),
        replyWithin: z.string().describe('Support reply aim as shown to visitors.'),
      })
      .strict(),
    founder: z.object({ name: z.string(), title: z.string() }).strict(),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The postal address on one line: "2150 Kettner Boulevard, Suite 300, San Diego, California 92101, United States". */
export function postalAddress(config: Pick<SiteConfig, 'office'>): string {
  const { street, city, region, postalCode, country } = config.office;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/** The phone number as a tel: link target (digits only, with the country code). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Parse a config; on failure throw one readable error listing each bad field. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - site config field "${issue.path.join('.')}": ${issue.message}`);
  throw new Error(`Invalid site configuration (src/site.config.ts):\n${lines.join('\n')}`);
}

/** Origins of the external embeds, for the Content-Security-Policy and header files. */
export function embedOrigins(config: SiteConfig) {
  const origin = (u: string) => new URL(u).origin;
  return {
    frames: [...new Set([config.links.calendarEmbed, config.links.newsletterEmbed, config.links.contactFormEmbed].map(origin))],
    forms: [...new Set([config.links.newsletterEmbed, config.links.contactFormEmbed].map(origin))],
  };
}
