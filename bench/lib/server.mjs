// What the HTTP benchmarks share: the release server on a fresh data
// directory (SQLite by default, or an empty PostgreSQL database), started on
// a free loopback port, and a keep-alive client that answers
// {status, json, bytes}.
import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const RELEASE_BIN = path.join(ROOT, "target", "release", "lms");
const COLLEGE_ID = "1";

export const tidur = (ms) => new Promise((r) => setTimeout(r, ms));

export function persentil(xs, p) {
  const urut = [...xs].sort((a, b) => a - b);
  return urut[Math.min(urut.length - 1, Math.floor((p / 100) * urut.length))];
}

function portBebas() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * A server binary `bin` (built with cargo when it is the missing release
 * binary) on its own data directory; `db` an empty PostgreSQL URL or
 * undefined for SQLite. `seed(args)` runs `lms seed ...` on the same data and
 * answers its stdout; `mulai()` starts it and waits for /healthz.
 */
export async function siapkanServer({ bin = RELEASE_BIN, db, prefix = "lms-bench-" } = {}) {
  if (!existsSync(bin)) {
    console.log(`building ${bin} (cargo build --release -p lms) ...`);
    execFileSync("cargo", ["build", "--release", "-p", "lms"], { cwd: ROOT, stdio: "inherit" });
  }
  if (!existsSync(path.join(ROOT, "ui", "dist", "manifest.json"))) execFileSync("node", ["ui/build.mjs"], { cwd: ROOT, stdio: "inherit" });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const port = await portBebas();
  const env = {
    ...process.env,
    LMS_DATA_DIR: dataDir,
    LMS_BIND: `127.0.0.1:${port}`,
    LMS_ROOT: ROOT,
    // LMS_LOG=info,sqlx::query=debug prints every statement with its time.
    LMS_LOG: process.env.LMS_LOG || "warn",
  };
  delete env.DATABASE_URL;
  if (db) env.DATABASE_URL = db;
  const minta = klien(port);
  let child = null;
  return {
    mesin: db ? "PostgreSQL" : "SQLite",
    port,
    /** The environment the server and `seed` run with (its data directory, its database). */
    env,
    minta,
    seed: (args) => execFileSync(bin, ["seed", ...args], { env, maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "inherit"] }).toString(),
    async mulai() {
      child = spawn(bin, ["serve"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
      for (let i = 0; i < 300; i++) {
        try {
          if ((await minta("GET", "/healthz")).status === 200) return child;
        } catch {
          // not listening yet
        }
        await tidur(100);
      }
      throw new Error("the server did not start");
    },
    /** SIGKILL, as a crash would. */
    async bunuh() {
      if (!child) return;
      const c = child;
      child = null;
      c.kill("SIGKILL");
      await new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once("exit", r)));
    },
    async selesai() {
      await this.bunuh();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `minta(method, path, cookie?, body?, headers?)`: body null/undefined, a JSON value,
 * or {raw: Buffer, type: content type}; headers are added to the request's.
 */
function klien(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  return (method, urlPath, cookie = null, body = null, tambahan = {}) =>
    new Promise((resolve, reject) => {
      const headers = { "college-id": COLLEGE_ID, ...tambahan };
      if (cookie) headers.cookie = `lms_sesi=${cookie}`;
      let data = null;
      if (body?.raw) {
        data = body.raw;
        headers["content-type"] = body.type;
      } else if (body !== null) {
        data = Buffer.from(JSON.stringify(body));
        headers["content-type"] = "application/json";
      }
      if (data) headers["content-length"] = data.length;
      const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent }, (res) => {
        const parts = [];
        res.on("data", (c) => parts.push(c));
        res.on("end", () => {
          const bytes = Buffer.concat(parts);
          let json = null;
          try {
            json = JSON.parse(bytes.toString("utf8"));
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, json, bytes, headers: res.headers });
        });
        res.on("error", reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      if (data) req.write(data);
      req.end();
    });
}

/** Fails with the answer's start unless it has `status`; answers `res`. */
export function pastikan(res, status, apa) {
  if (res.status !== status) throw new Error(`${apa}: ${res.status} ${res.bytes.toString("utf8").slice(0, 300)}`);
  return res;
}

/** Signs `username` (password demo123) in; answers the session cookie's value. */
export async function masuk(minta, username) {
  const login = pastikan(await minta("POST", "/v2/access_token", null, { username, password: "demo123" }), 200, "login");
  return String(login.headers["set-cookie"]).match(/lms_sesi=([^;]+)/)[1];
}

/** Milliseconds `fn` took, and what it answered. */
export async function waktu(fn) {
  const t0 = performance.now();
  const hasil = await fn();
  return [performance.now() - t0, hasil];
}
