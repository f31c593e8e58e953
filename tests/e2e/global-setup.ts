/**
 * One server for the whole run: the built site behind nginx with the committed
 * server block (deploy/nginx.conf), on the port playwright.config.ts gives, so
 * every spec sees what production serves (headers, redirects, the not-found
 * page). Fails early, with instructions, when there is no browser or no nginx.
 */
import type { FullConfig } from '@playwright/test';
import { requireChromium } from '../../scripts/lib/chromium';
import { startNginx } from '../../scripts/lib/nginx.ts';
import { distDir } from '../built-routes';

export default async function globalSetup(config: FullConfig) {
  await requireChromium();
  const { port } = new URL(String(config.projects[0]?.use.baseURL));
  const server = await startNginx({ dist: distDir, port: Number(port) });
  // Workers inherit the environment global setup leaves: watch.ts reads the error log from here.
  process.env.E2E_NGINX_PREFIX = server.prefix;
  return () => server.stop();
}
