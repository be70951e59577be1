import { defineConfig } from "vitest/config";

// Unit tests live next to the code in src/; ui/e2e holds the browser tests,
// which run under node:test (scripts/test.sh), not vitest.
export default defineConfig({
  test: { include: ["src/**/*.test.{ts,tsx}"] },
});
