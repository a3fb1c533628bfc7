import { defineConfig } from 'vitest/config'

/** The owner's journey from packed tarballs: minutes of installs and builds, alone. */
export default defineConfig({
  test: {
    include: ['tools/journey/**/*.spec.ts'],
    testTimeout: 20 * 60_000,
    hookTimeout: 10 * 60_000,
  },
})
