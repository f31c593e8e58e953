/**
 * The header files for static hosts are generated from the site config and
 * committed (docs/decisions.md#security-and-deployment): regenerating gives the same bytes, and their policy is
 * the one the pages and the config describe.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cspDirectives, headerCsp, renderHeadersFile, renderNginxServer, securityHeaders } from '~/integrations/security-headers';
import { parseSiteConfig } from '~/lib/site-config';
import { site } from '~/site.config';
import { MONTH_SLUG, investorUpdatePath, pageFile } from '~/lib/routes';

describe('committed header files', () => {
  it('public/_headers is what the generator writes today', () => {
    expect(readFileSync('public/_headers', 'utf8'), 'stale: run `npm run headers` and commit public/_headers').toBe(
      renderHeadersFile(site),
    );
  });

  it('deploy/nginx.conf is what the generator writes today', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8'), 'stale: run `npm run headers` and commit deploy/nginx.conf').toBe(
      renderNginxServer(site),
    );
  });

  it('`npm run headers -- --check` agrees', () => {
    expect(() => execFileSync(process.execPath, ['scripts/generate-headers.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});

describe('policy from the site config', () => {
  const other = parseSiteConfig({
    ...site,
    links: { ...site.links, calendarEmbed: 'https://booking.example/x', contactFormEmbed: 'https://forms2.example/y' },
  });

  it('frame-src and form-action follow the embeds in the config', () => {
    const directives = cspDirectives(other);
    expect(directives).toContain('frame-src https://booking.example https://newsletter.example https://forms2.example');
    expect(directives).toContain("form-action 'self' https://newsletter.example https://forms2.example");
    expect(renderHeadersFile(other)).toContain('frame-src https://booking.example');
    expect(renderHeadersFile(other)).not.toContain('https://cal.example');
  });

  it('the header policy forbids framing and never sets default-src (it would block hashed inline code)', () => {
    const csp = headerCsp(site);
    expect(csp.startsWith("frame-ancestors 'none'")).toBe(true);
    expect(csp).not.toContain('default-src');
    expect(csp).not.toContain('unsafe');
  });

  it('carries HSTS, nosniff, referrer and permissions policies, and a year of cache for hashed assets', () => {
    const names = securityHeaders(site).map(([name]) => name);
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(names).toContain(name);
    }
    const conf = renderNginxServer(site);
    expect(conf).toMatch(/location \/_astro\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"[^}]*\}/);
    // add_header in a location replaces the server's: the asset location repeats every security header.
    const assets = /location \/_astro\/ \{([^}]*)\}/.exec(conf)![1];
    for (const name of names) expect(assets).toContain(`add_header ${name} `);
    expect(conf).toContain('error_page 404 /404.html;');
    // One pattern for every update named after its month, redirecting only when the update was built.
    expect(conf).toContain(`location ~ "^/(?<update>${MONTH_SLUG})/?$" {`);
    expect(conf).toContain(
      `if (-f $document_root/${pageFile(investorUpdatePath('$update'))}) { return 301 ${investorUpdatePath('$update')}; }`,
    );
    expect(conf).not.toMatch(/location = \/[a-z]+-\d{4}/);
    // Pages are built as files: the canonical address is served as it is, a slashed one redirects to it.
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('return 301 $page$is_args$args;');
    expect(conf).toContain(`server_name ${new URL(site.url).hostname};`);
  });
});
