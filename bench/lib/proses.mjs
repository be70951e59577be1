// Running the programs a benchmark measures: a command's output as a string, and the
// one-JSON-object-per-line reports the Rust halves print.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Runs a command in the repository; resolves with stdout, rejects with stderr's end on failure. */
export function run(cmd, args, { env = {}, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (echo) process.stdout.write(d);
    });
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}\n${err.slice(-4000)}`)),
    );
  });
}

/** The lines of `text` that are JSON objects, parsed. */
export const jsonLines = (text) =>
  text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l));
