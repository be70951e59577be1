// Generates ui/src/api/schema.d.ts from the server's OpenAPI document
// (ui/src/api/openapi.json, written by `lms export-schema`).
// `--check` fails when the checked-in file differs from a fresh generation.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/api");
const source = path.join(dir, "openapi.json");
const target = path.join(dir, "schema.d.ts");

const ast = await openapiTS(new URL(`file://${source}`), { alphabetize: true });
const banner = "// Generated from ui/src/api/openapi.json by ui/scripts/gen-types.mjs. Do not edit.\n";
const fresh = banner + astToString(ast);

if (process.argv.includes("--check")) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (current !== fresh) {
    console.error("ui/src/api/schema.d.ts is stale: run `npm run gen:types` and commit it.");
    process.exit(1);
  }
  console.log("ui/src/api/schema.d.ts is up to date.");
} else {
  fs.writeFileSync(target, fresh);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
