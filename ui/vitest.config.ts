import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests live next to the code in src/; ui/e2e holds the browser tests,
// which run under node:test (scripts/test.sh), not vitest.
export default defineConfig({
  plugins: [
    {
      // As build.mjs resolves them for the server bundle: `./route-modules` and `./<name>.sisi`
      // are `<path>.server.ts` (tests render as the server does).
      name: "route-modules-server",
      enforce: "pre",
      resolveId(source, importer) {
        if (!importer || !/^\.{1,2}\/(.*\/)?(route-modules|[^/]+\.sisi)$/.test(source)) return null;
        return path.join(path.dirname(importer), `${source}.server.ts`);
      },
    },
  ],
  test: { include: ["src/**/*.test.{ts,tsx}"] },
});
