#!/usr/bin/env node
// Where a QuickJS render's time goes: an instruction profile of the release server's render
// pool (`lms bench-ssr --mode renders`) under valgrind's callgrind, one page at a time.
//
//   node bench/ssr/profile.mjs [--case beranda-mahasiswa] [--renders 20] [--bin target/release/lms]
//                              [--bundle ui/dist/server/entry-server.js]   (another build, for an A/B)
//   npm run bench:ssr:profile -- --case kelas-5
//
// Callgrind counts instructions, not seconds, so the figures repeat exactly for the same binary
// and inputs, whatever else the machine does. The start-up (runtime, bundle from the bytecode
// cache) is the same in every run, so a run with 0 renders is subtracted from a run with N: what
// is left, per function and divided by N, is one render's own cost. Functions are grouped by
// what they do (the interpreter running React's and our code, property access, strings, JSON,
// memory and garbage collection, the Rust side) and the groups are printed with the top
// functions. A timed run without valgrind gives the milliseconds the instructions stand for.
// Needs valgrind (Debian package `valgrind`). Writes target/bench-ssr-profile/.
import { existsSync } from "node:fs";
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsonLines, run } from "../lib/proses.mjs";
import { writeFixtures } from "./fixtures.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const OUT = path.join(ROOT, "target", "bench-ssr-profile");

/**
 * Stages of a render, by the inclusive cost of the function that does each (what is left is the
 * render itself: React and our components running in the interpreter).
 */
export const STAGES = [
  ["props: JSON.parse of the page data", "js_json_parse"],
  ["escaping: regular expressions (React's escapeTextForBrowser, ours)", "js_regexp_exec"],
  ["cycle collection (JS_RunGC)", "JS_RunGC"],
  ["the HTML handed to Rust (UTF-16 to UTF-8)", "v8::string::<impl v8::data::String>::to_rust_string_lossy"],
];

/** Groups of self cost, first match wins; the names are QuickJS's C functions and Rust paths. */
export const GROUPS = [
  [
    "interpreter (React's and our JS code)",
    /^(JS_CallInternal|js_call_c_function|js_call_bound_function|JS_CallFree|JS_Call|js_closure2?|js_function_apply|js_build_arguments|js_build_rest|js_create_function|async_func_\w+|js_generator_\w+|js_async_\w+)$/,
  ],
  ["JSON (props parse)", /^(json_\w+|JS_ParseJSON\w*|js_json_\w+|JS_JSONStringify)$/],
  ["regular expressions", /^(lre_\w+|js_regexp_\w+|lre_exec_backtrack|js_RegExp\w*)$/],
  [
    "strings (concat, escape, numbers)",
    /(JS_ToCString|string_buffer|js_concat|JS_ConcatString|js_new_string|^js_string|js_sub_string|JS_NewString|JS_ToString|js_dtoa|js_number_to|js_fcvt|js_ecvt|JS_ToStringInternal|js_array_join|js_template|utf8|js_string_pad|unicode_|js_strcmp|js_string_compare|js_string_memcmp|JS_ToQuotedString|js_std_)/,
  ],
  ["atoms", /(atom)/i],
  [
    "objects, arrays, properties",
    /(find_own_property|JS_CreateProperty|JS_GetProperty|JS_SetProperty|JS_DefineProperty|add_property|shape|JS_NewObject|js_create_|JS_GetOwnProperty|js_object_|js_array|fast_array|free_property|JS_NewArray|delete_property|js_get_length|js_update_property|JS_HasProperty|set_array_length|JS_GetPrototype|js_instantiate|js_method_set|js_define_|js_map_|js_Map\w*|JS_SetPrototype|js_get_function_name|js_operator|js_binary_arith|js_relational|js_strict_eq|js_eq|JS_ToBool|JS_ToNumber|JS_ToInt|JS_ToPrimitive|js_op_|js_for_in|build_for_in|js_spread|js_append_enumerate|js_iterator|JS_IteratorNext|js_array_iterator|js_create_array)/,
  ],
  [
    "memory and garbage collection",
    /(^gc_|^free_|mark_|__JS_FreeValue|^js_free|^js_malloc|^js_realloc|js_def_|^malloc$|^free$|^realloc$|^calloc$|_int_malloc|_int_free|malloc_consolidate|unlink_chunk|^mi_|^_mi_|^je_|JS_FreeValue|__rust_alloc|__rust_dealloc|__rust_realloc|reset_weak_ref|js_trigger_gc|JS_RunGC|decref|free_zero_refcount|cfree)/,
  ],
  ["memcpy, memset, memcmp", /^(__)?mem(cpy|move|set|cmp)|^__memcpy|^__memmove|^__memset|^__memcmp|^__strlen/],
  ["Rust side (deno_core, v8x shim, channels)", /::|^_ZN|^_R/],
];

export function groupOf(name) {
  for (const [label, re] of GROUPS) if (re.test(name)) return label;
  return "other";
}

function parseArgs(argv) {
  const o = { case: "beranda-mahasiswa", renders: 20, bin: null, bundle: path.join(ROOT, "ui", "dist", "server", "entry-server.js") };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--case") o.case = argv[++i];
    else if (a === "--renders") o.renders = Number(argv[++i]);
    else if (a === "--bin") o.bin = path.resolve(argv[++i]);
    else if (a === "--bundle") o.bundle = path.resolve(argv[++i]);
    else if (a === "-h" || a === "--help") {
      console.log("usage: node bench/ssr/profile.mjs [--case NAME] [--renders N] [--bin PATH] [--bundle PATH]");
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!(Number.isInteger(o.renders) && o.renders >= 1 && o.renders <= 1000)) throw new Error("--renders must be 1-1000");
  return o;
}

/** Cost per function from `callgrind_annotate` (all functions). Callgrind names a recursive
 *  function's inner levels `name'2`, `name'3`: they are summed under the name for self cost;
 *  for inclusive cost the outermost level alone counts (the inner ones are inside it). */
export function parseAnnotate(text, inclusive = false) {
  const perFn = new Map();
  for (const line of text.split("\n")) {
    const m = line.match(/^\s*([\d,]+)\s+\([^)]*\)\s+(.+?)\s*$/);
    if (!m || m[2].includes("PROGRAM TOTALS")) continue;
    const ir = Number(m[1].replaceAll(",", ""));
    // "file:function [object]" → function
    let name = m[2].replace(/\s+\[[^\]]*\]$/, "");
    const colon = name.indexOf(":");
    if (colon >= 0 && !name.startsWith("<")) name = name.slice(colon + 1);
    const level = name.match(/'(\d+)$/);
    if (level && inclusive) continue;
    if (level) name = name.slice(0, level.index);
    perFn.set(name, (perFn.get(name) ?? 0) + ir);
  }
  return perFn;
}

async function profileRun(bin, common, renders, bcCache) {
  const file = path.join(OUT, `callgrind.${renders}.out`);
  await run(
    "valgrind",
    ["--tool=callgrind", `--callgrind-out-file=${file}`, bin, "bench-ssr", ...common.slice(0, 2), String(renders), ...common.slice(2)],
    {
      env: { V82JSC_BC_CACHE_DIR: bcCache },
    },
  );
  const annotate = (inclusive) => run("callgrind_annotate", ["--threshold=100", `--inclusive=${inclusive ? "yes" : "no"}`, file]);
  return { self: parseAnnotate(await annotate(false)), inclusive: parseAnnotate(await annotate(true), true) };
}

/** Per render: (cost with N renders − cost with none) / N, per function. */
function perRender(full, base, renders) {
  const out = new Map();
  for (const [name, ir] of full) {
    const d = (ir - (base.get(name) ?? 0)) / renders;
    if (d > 0) out.set(name, d);
  }
  return out;
}

const fmt = (x) => Math.round(x).toLocaleString("en-US");
const pct = (x) => `${(x * 100).toFixed(1)} %`;

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const bin = opt.bin ?? path.join(ROOT, "target", "release", "lms");
  if (!existsSync(bin)) throw new Error(`${path.relative(ROOT, bin)} is missing: cargo build --release -p lms`);
  const bundleSrc = opt.bundle;
  if (!existsSync(bundleSrc)) throw new Error(`${path.relative(ROOT, bundleSrc)} is missing: node ui/build.mjs`);
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const bundle = path.join(OUT, "entry-server.js");
  await copyFile(bundleSrc, bundle);
  const fixtures = path.join(OUT, "fixtures");
  const cases = await writeFixtures(fixtures);
  if (!cases.some((c) => c.case === opt.case)) throw new Error(`no case ${opt.case} (cases: ${cases.map((c) => c.case).join(", ")})`);

  const bcCache = path.join(OUT, "bc-cache");
  await mkdir(bcCache, { recursive: true });
  const common = [bundle, fixtures, "--mode", "renders", "--only", opt.case];
  // Warm the bytecode cache outside valgrind, so both profiled runs load the bundle alike.
  const env = { V82JSC_BC_CACHE_DIR: bcCache };
  await run(bin, ["bench-ssr", bundle, fixtures, "1", "--mode", "renders", "--only", opt.case], { env });
  const timed = jsonLines(await run(bin, ["bench-ssr", bundle, fixtures, "100", "--only", opt.case], { env })).find(
    (r) => r.case === opt.case && r.engine === "quickjs",
  );

  console.log(`profiling ${opt.case}: valgrind --tool=callgrind, 0 and ${opt.renders} renders (a minute or two) ...`);
  const base = await profileRun(bin, common, 0, bcCache);
  const full = await profileRun(bin, common, opt.renders, bcCache);
  const selfCost = perRender(full.self, base.self, opt.renders);
  const inclusive = perRender(full.inclusive, base.inclusive, opt.renders);
  const total = [...selfCost.values()].reduce((a, b) => a + b, 0);
  const stages = STAGES.map(([label, fn]) => [label, inclusive.get(fn) ?? 0]);
  stages.push(["the render: React and our components (the rest)", total - stages.reduce((a, [, ir]) => a + ir, 0)]);
  const groups = new Map();
  for (const [name, ir] of selfCost) {
    const g = groupOf(name);
    groups.set(g, (groups.get(g) ?? 0) + ir);
  }
  const msPerIr = timed ? timed.p50_ms / total : null;
  const ms = (ir) => (msPerIr ? `${(ir * msPerIr).toFixed(2)} ms` : "-");

  console.log(
    `\n${opt.case}: ${fmt(total)} instructions per render` +
      (timed
        ? `; timed without valgrind: p50 ${timed.p50_ms} ms (${timed.html_bytes} bytes of HTML), so ~${(total / timed.p50_ms / 1e6).toFixed(0)} M instructions/ms`
        : ""),
  );
  console.log("\nstages of a render (inclusive cost):");
  for (const [label, ir] of stages) console.log(`  ${pct(ir / total).padStart(7)}  ${ms(ir).padStart(9)}  ${label}`);
  console.log("\nwhere a render's instructions go (self cost, grouped):");
  for (const [g, ir] of [...groups].sort((a, b) => b[1] - a[1]))
    console.log(`  ${pct(ir / total).padStart(7)}  ${ms(ir).padStart(9)}  ${g}`);
  console.log("\ntop functions:");
  const top = [...selfCost].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [name, ir] of top)
    console.log(`  ${pct(ir / total).padStart(7)}  ${fmt(ir).padStart(12)}  ${name.slice(0, 90)}  (${groupOf(name)})`);

  const result = {
    date: new Date().toISOString(),
    case: opt.case,
    renders: opt.renders,
    instructions_per_render: Math.round(total),
    timed_p50_ms: timed?.p50_ms ?? null,
    stages: Object.fromEntries(stages.map(([label, ir]) => [label, Math.round(ir)])),
    groups: Object.fromEntries([...groups].sort((a, b) => b[1] - a[1]).map(([g, ir]) => [g, Math.round(ir)])),
    top: top.map(([name, ir]) => ({ name, instructions: Math.round(ir), group: groupOf(name) })),
  };
  await writeFile(path.join(OUT, `${opt.case}.json`), JSON.stringify(result, null, 2) + "\n");
  console.log(
    `\nresults: ${path.relative(process.cwd(), path.join(OUT, `${opt.case}.json`))}; callgrind files beside it (callgrind_annotate, kcachegrind)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e?.stack || e);
    process.exit(1);
  });
}
