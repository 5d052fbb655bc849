import { defineConfig } from 'vitest/config'

// One root `npm test` runs every workspace's specs. Unit specs are pure; *.int.spec.ts use a real
// database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set); *.e2e.spec.ts drive Chromium
// when it is installed and skip with a printed reason when it is not.
export default defineConfig({
  test: {
    include: ['*/src/**/*.spec.ts', '*/test/**/*.spec.ts', 'bench/**/*.spec.ts'],
    exclude: ['**/node_modules/**', 'frontend/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { TZ: 'UTC' },
  },
})
