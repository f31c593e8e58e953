/**
 * On the development server, a content error is shown in the browser, on the
 * page a writer is looking at, in Astro's error overlay: the same message the
 * build prints (src/loaders/content-error.ts), with the writer's file and line.
 * The loaders keep each standing error (src/loaders/problems.ts); while one
 * stands, every page answers with it, and the open page reloads when a file
 * is saved with a new error, so the browser never shows the last good page as if
 * nothing were wrong.
 */
import type { AstroIntegration } from 'astro';
import { contentErrors } from '../loaders/problems.ts';

export default function contentErrorOverlay(): AstroIntegration {
  return {
    name: 'refrain:content-errors',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command !== 'dev') return;
        contentErrors.dev = true;
        addMiddleware({ entrypoint: new URL('./content-errors-middleware.ts', import.meta.url), order: 'pre' });
      },
      'astro:server:setup': ({ server }) => {
        contentErrors.onChange = () => server.environments.client.hot.send({ type: 'full-reload' });
      },
    },
  };
}
