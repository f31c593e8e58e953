#!/usr/bin/env node
/**
 * Writes the header files for static hosts from the site config, so they cannot
 * drift from it (docs/decisions.md#security-and-deployment): `public/_headers` (Netlify, Cloudflare Pages) and the
 * nginx server block `deploy/nginx.conf`. Both are committed;
 * tests/tools/security-headers.test.ts fails when either differs from what this
 * script would write.
 *
 *   npm run headers            rewrite both files
 *   npm run headers -- --check exit 1, naming the stale file, instead of writing
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { site } from '../src/site.config.ts';
import { renderHeadersFile, renderNginxServer } from '../src/integrations/security-headers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const check = process.argv.includes('--check');
let stale = 0;
const files = { 'public/_headers': renderHeadersFile(site), 'deploy/nginx.conf': renderNginxServer(site) };
for (const [path, text] of Object.entries(files)) {
  const file = `${root}${path}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  if (check) {
    console.error(`${path} is stale: it differs from the site config. Run \`npm run headers\` and commit it.`);
    stale++;
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(stale ? 1 : 0);
