/**
 * Registers `client:after-paint` (src/scripts/after-paint.ts): every island
 * of the site hydrates when visible, but never before the page's first paint,
 * so no island script competes with it (the largest paint of the home page is
 * its first paint).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted and the island is in view. */
    'client:after-paint'?: boolean;
  }
}

export default function afterPaintDirective(): AstroIntegration {
  return {
    name: 'refrain:after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-paint', entrypoint: fileURLToPath(new URL('../scripts/after-paint.ts', import.meta.url)) });
      },
    },
  };
}
