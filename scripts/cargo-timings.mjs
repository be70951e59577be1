// Prints the totals of the newest `cargo ... --timings` report and its
// slowest units, so the growth of the Rust build is visible in every CI log.
//   node scripts/cargo-timings.mjs [target-dir]
import fs from "node:fs";
import path from "node:path";

const dir = path.join(process.argv[2] || process.env.CARGO_TARGET_DIR || "target", "cargo-timings");
const report = path.join(dir, "cargo-timing.html");
if (!fs.existsSync(report)) {
  console.log(`cargo timings: no report in ${dir}`);
  process.exit(0);
}
const html = fs.readFileSync(report, "utf8");
const cell = (label) => html.match(new RegExp(`<td>${label}:</td><td>([^<]*)</td>`))?.[1] ?? "?";
const data = html.match(/const UNIT_DATA = (\[[\s\S]*?\n\]);/);
const units = data ? JSON.parse(data[1]) : [];
const built = units.filter((u) => u.duration > 0).sort((a, b) => b.duration - a.duration);
console.log(
  `cargo timings: ${cell("Total time")} wall, ${cell("Total units")} units (${cell("Dirty units")} built, ${cell("Fresh units")} fresh)`,
);
for (const u of built.slice(0, 8)) {
  console.log(`  ${u.duration.toFixed(1).padStart(7)}s  ${u.name} ${u.version}${u.target ? ` (${u.target.trim()})` : ""}`);
}
