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

/**
 * The document says what a property no schema names may hold (any JSON without control
 * characters: the server ignores it, the boundary checks its text). The UI never sends one,
 * so the types leave it out instead of widening every object with an index signature.
 */
function tanpaPropertiLain(node) {
  if (Array.isArray(node)) return node.map(tanpaPropertiLain);
  if (node === null || typeof node !== "object") return node;
  const hasil = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "additionalProperties" && v?.$ref === "#/components/schemas/JsonTanpaKontrol") continue;
    hasil[k] = tanpaPropertiLain(v);
  }
  return hasil;
}

const doc = tanpaPropertiLain(JSON.parse(fs.readFileSync(source, "utf8")));
const ast = await openapiTS(doc, { alphabetize: true });
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
