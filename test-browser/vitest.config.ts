// `npm run test:browser` (after `npm run page:build`): the page in docs/page driven in headless Chromium. Kept out of
// the main vitest config so that `npm test` needs no browser. Same module aliases as the main config.
import { defineConfig } from 'vitest/config';
import base from '../vitest.config.js';

export default defineConfig({
  resolve: base.resolve ?? {},
  test: {
    include: ['test-browser/**/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the files run one after another (2 cores).
    fileParallelism: false,
  },
});
