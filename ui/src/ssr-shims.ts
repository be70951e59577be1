// Minimal `URL` for the SSR engine (bare deno_core has none). react-router calls
// `new URL("http://localhost")` when its module initialises; nothing in a server render
// needs more than parsing absolute URLs and resolving simple relative ones.
// Imported first by entry-server.tsx; installed only where URL is missing.

const SPECIAL = /^(https?|wss?|ftp):$/;
const ABS = /^([a-z][a-z0-9+.-]*:)(?:\/\/([^/?#]*))?([^?#]*)(\?[^#]*)?(#.*)?$/i;

function dotSegments(path: string): string {
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "..") {
      if (out.length > 1) out.pop();
    } else if (seg !== ".") out.push(seg);
  }
  const last = path.split("/").pop();
  if (last === "." || last === "..") out.push("");
  return out.join("/") || "/";
}

class MiniURL {
  protocol = "";
  username = "";
  password = "";
  hostname = "";
  port = "";
  pathname = "/";
  search = "";
  hash = "";

  constructor(input: string | MiniURL, base?: string | MiniURL) {
    const s = String(input).trim();
    const m = ABS.exec(s);
    if (m) {
      this.protocol = (m[1] ?? "").toLowerCase();
      const host = m[2] ?? "";
      const at = host.lastIndexOf("@");
      const hp = at >= 0 ? host.slice(at + 1) : host;
      const colon = hp.lastIndexOf(":");
      this.hostname = (colon > 0 && !hp.endsWith("]") ? hp.slice(0, colon) : hp).toLowerCase();
      this.port = colon > 0 && !hp.endsWith("]") ? hp.slice(colon + 1) : "";
      this.pathname = m[3] ? dotSegments(m[3]) : m[2] != null ? "/" : "";
      this.search = m[4] && m[4] !== "?" ? m[4] : "";
      this.hash = m[5] && m[5] !== "#" ? m[5] : "";
      return;
    }
    if (base == null) throw new TypeError(`Invalid URL: ${s}`);
    const b = new MiniURL(base);
    this.protocol = b.protocol;
    this.hostname = b.hostname;
    this.port = b.port;
    if (s.startsWith("//")) {
      Object.assign(this, new MiniURL(b.protocol + s));
      return;
    }
    const h = s.indexOf("#");
    const noHash = h >= 0 ? s.slice(0, h) : s;
    this.hash = h >= 0 && h < s.length - 1 ? s.slice(h) : "";
    const q = noHash.indexOf("?");
    const path = q >= 0 ? noHash.slice(0, q) : noHash;
    const search = q >= 0 ? noHash.slice(q) : "";
    if (path === "") {
      this.pathname = b.pathname;
      this.search = q >= 0 ? (search === "?" ? "" : search) : b.search;
    } else {
      this.pathname = dotSegments(path.startsWith("/") ? path : b.pathname.replace(/[^/]*$/, "") + path);
      this.search = search === "?" ? "" : search;
    }
  }

  get host(): string {
    return this.port ? `${this.hostname}:${this.port}` : this.hostname;
  }

  get origin(): string {
    return SPECIAL.test(this.protocol) && this.hostname ? `${this.protocol}//${this.host}` : "null";
  }

  get href(): string {
    const auth = this.hostname || this.protocol === "file:" ? "//" : "";
    return `${this.protocol}${auth}${this.host}${this.pathname}${this.search}${this.hash}`;
  }

  toString(): string {
    return this.href;
  }

  toJSON(): string {
    return this.href;
  }
}

const g = globalThis as { URL?: unknown };
if (typeof g.URL === "undefined") g.URL = MiniURL;

export { MiniURL };
