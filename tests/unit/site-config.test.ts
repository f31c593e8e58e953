import { describe, expect, it } from 'vitest';
import { parseSiteConfig, siteConfigSchema, embedOrigins } from '~/lib/site-config';
import { site } from '~/site.config';

// A copy of the real config to break one field at a time.
const valid = structuredClone(site);

describe('site config', () => {
  it('accepts the real config', () => {
    expect(siteConfigSchema.safeParse(valid).success).toBe(true);
    expect(site.name).toBe('Refrain');
    expect(site.url).toBe('https://refrain.example');
  });

  it('rejects a bad URL, naming the field', () => {
    const bad = structuredClone(valid);
    bad.links.calendar = 'cal.example/refrain';
    expect(() => parseSiteConfig(bad)).toThrow(/field "links\.calendar": must be an absolute http\(s\) URL/);
  });

  it('rejects a bad e-mail address, naming the field', () => {
    const bad = structuredClone(valid);
    bad.emails.press = 'press-at-refrain';
    expect(() => parseSiteConfig(bad)).toThrow(/field "emails\.press": must be an e-mail address/);
  });

  it('rejects a site URL with a trailing slash and unknown keys', () => {
    expect(() => parseSiteConfig({ ...valid, url: 'https://refrain.example/' })).toThrow(/field "url": must not end with a slash/);
    expect(() => parseSiteConfig({ ...valid, colour: 'purple' })).toThrow(/colour/);
  });

  it('derives embed origins for the security policy', () => {
    const origins = embedOrigins(site);
    expect(origins.frames).toContain('https://cal.example');
    expect(origins.forms).toContain('https://forms.example');
  });
});
