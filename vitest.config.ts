/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests of pure logic (tests/unit), component tests (tests/component, DOM
// environment chosen per file), tool tests (tests/tools) and built-output audits
// (tests/dist, after a build). Nothing here is added to the built site. The unit and dist runs
// share modules between files (package.json: --no-isolate): each file then reads the built pages
// (tests/dist/built.ts) and compiles the site's modules once per worker, not once per file, which
// halved both runs; the tool tests stay isolated, since they mock modules.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx', 'tests/tools/**/*.test.ts', 'tests/dist/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
