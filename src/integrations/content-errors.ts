/**
 * On the development server, a content error is shown in the browser, in
 * Astro's error overlay, on the pages that read the broken collection: the
 * same message the build prints (src/loaders/content-error.ts), with the
 * writer's file and line. The loaders keep each standing error instead of
 * stopping the server (src/loaders/problems.ts), the queries answer with it
 * (src/queries/collection.ts), and the open page reloads when a file is saved
 * with a new error or a fix, so the browser never shows the last good page as
 * if nothing were wrong.
 */
import type { AstroIntegration } from 'astro';
import { contentErrors } from '../loaders/problems.ts';

export default function contentErrorOverlay(): AstroIntegration {
  return {
    name: 'refrain:content-errors',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'dev') contentErrors.dev = true;
      },
      'astro:server:setup': ({ server }) => {
        contentErrors.onChange = () => server.environments.client.hot.send({ type: 'full-reload' });
      },
    },
  };
}
