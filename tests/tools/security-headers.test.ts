/**
 * The header files for static hosts are generated from the site config and
 * committed (docs/decisions.md#security-and-deployment): regenerating gives the same bytes, and their policy is
 * the one the pages and the config describe.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cspDirectives, headerCsp, securityHeaders } from '~/integrations/security-headers';
import { parseSiteConfig } from '~/lib/site-config';
import { site } from '~/site.config';

describe('committed header files', () => {
  it('public/_headers and deploy/nginx.conf are what the generator writes today (`npm run headers -- --check`)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/generate-headers.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});

describe('policy from the site config', () => {
  const other = parseSiteConfig({
    ...site,
    links: { ...site.links, calendarEmbed: 'https://booking.example/x', contactFormEmbed: 'https://forms2.example/y' },
  });

  // Which origins the embeds have is tests/unit/site-config.test.ts's; this is where each goes.
  it('frame-src takes every embed, form-action only the forms', () => {
    const directives = cspDirectives(other);
    expect(directives).toContain('frame-src https://booking.example https://newsletter.example https://forms2.example');
    expect(directives).toContain("form-action 'self' https://newsletter.example https://forms2.example");
  });

  it('the header policy forbids framing and never sets default-src (it would block hashed inline code)', () => {
    const csp = headerCsp(site);
    expect(csp.startsWith("frame-ancestors 'none'")).toBe(true);
    expect(csp).not.toContain('default-src');
    expect(csp).not.toContain('unsafe');
  });

  // What nginx answers with this block (headers, the assets' cache, redirects, the not-found page) is tests/e2e/nginx.spec.ts's.
  it('carries HSTS, nosniff, referrer and permissions policies', () => {
    const names = securityHeaders(site).map(([name]) => name);
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ])
      expect(names).toContain(name);
  });
});
