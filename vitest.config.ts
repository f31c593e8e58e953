/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests of pure logic (tests/unit), component tests (tests/component, DOM
// environment chosen per file), tool tests (tests/tools) and built-output audits
// (tests/dist, after a build). Nothing here is added to the built site.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx', 'tests/tools/**/*.test.ts', 'tests/dist/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
