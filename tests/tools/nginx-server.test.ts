/**
 * The private nginx used by the end-to-end run (tests/e2e/global-setup.ts) and scripts/lighthouse.ts
 * (scripts/lib/nginx.ts): it serves the committed server block on 127.0.0.1,
 * and on a machine without nginx it fails saying how to get it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { NGINX_MISSING, localServerBlock, serverBlockFile, startNginx } from '../../scripts/lib/nginx.ts';

describe('private nginx', () => {
  it('fails without nginx, saying how to get it', async () => {
    await expect(startNginx({ dist: 'dist', port: 1, binary: null })).rejects.toThrow(NGINX_MISSING);
    expect(NGINX_MISSING).toContain('apt-get install -y nginx');
  });

  it('serves the committed block, changing only where it listens and what it serves', () => {
    const committed = readFileSync(serverBlockFile, 'utf8');
    const local = localServerBlock('/tmp/site', 4567);
    expect(local).toContain('    listen 127.0.0.1:4567;');
    expect(local).toContain('    root /tmp/site;');
    const unchanged = (text: string) => text.split('\n').filter((line) => !/^ {4}(listen|root) /.test(line));
    expect(unchanged(local)).toEqual(unchanged(committed));
  });
});
