import { defineConfig } from 'vitest/config';
import viteConfig from '../../vite.config';

// The benchmarks (test/bench/*.bench.test.tsx) with the app's vite settings; run by `npm run bench`
// (test/bench/run.mjs) or `npx vitest run --config test/bench/vitest.bench.config.ts`.
export default defineConfig((env) => {
  const base = viteConfig(env);
  return {
    ...base,
    test: {
      ...base.test,
      include: ['test/bench/**/*.bench.test.{ts,tsx}'],
      testTimeout: 120_000,
      fileParallelism: false,
    },
  };
});
