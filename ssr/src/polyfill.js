// The few web APIs React's server renderer touches that bare deno_core lacks.
// Renders are synchronous (renderToString), so timers and message ports only
// need to exist; queued callbacks run as microtasks.
(() => {
  const g = globalThis;
  const print = (level, args) => {
    const text = args.map((a) => (typeof a === "string" ? a : safeJson(a))).join(" ");
    Deno.core.print(`[ssr ${level}] ${text}\n`, level === "error" || level === "warn");
  };
  const safeJson = (v) => {
    try { return JSON.stringify(v); } catch { return String(v); }
  };
  if (!g.console) {
    g.console = {
      log: (...a) => print("log", a),
      info: (...a) => print("info", a),
      warn: (...a) => print("warn", a),
      error: (...a) => print("error", a),
      debug: () => {},
    };
  }
  if (!g.queueMicrotask) g.queueMicrotask = (fn) => Promise.resolve().then(fn);
  if (!g.setTimeout) {
    let next = 1;
    const live = new Set();
    g.setTimeout = (fn, _ms, ...args) => {
      const id = next++;
      live.add(id);
      g.queueMicrotask(() => { if (live.delete(id)) fn(...args); });
      return id;
    };
    g.clearTimeout = (id) => live.delete(id);
    g.setImmediate = (fn, ...args) => g.setTimeout(fn, 0, ...args);
  }
  if (!g.MessageChannel) {
    g.MessageChannel = class MessageChannel {
      constructor() {
        this.port1 = { onmessage: null, postMessage: () => {}, close() {} };
        this.port2 = {
          onmessage: null,
          postMessage: (data) => g.setTimeout(() => this.port1.onmessage && this.port1.onmessage({ data })),
          close() {},
        };
      }
    };
  }
  if (!g.TextEncoder) {
    g.TextEncoder = class TextEncoder {
      get encoding() { return "utf-8"; }
      encode(input = "") {
        const s = String(input);
        const out = [];
        for (let i = 0; i < s.length; i++) {
          let c = s.charCodeAt(i);
          if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
          }
          if (c < 0x80) out.push(c);
          else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
          else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
          else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        }
        return new Uint8Array(out);
      }
      encodeInto(input, dest) {
        const bytes = this.encode(input);
        dest.set(bytes.subarray(0, dest.length));
        return { read: input.length, written: Math.min(bytes.length, dest.length) };
      }
    };
  }
  if (!g.TextDecoder) {
    g.TextDecoder = class TextDecoder {
      get encoding() { return "utf-8"; }
      decode(buf) {
        if (!buf) return "";
        const b = buf instanceof Uint8Array ? buf : new Uint8Array(buf.buffer || buf);
        let s = "";
        for (let i = 0; i < b.length;) {
          const c = b[i++];
          let cp;
          if (c < 0x80) cp = c;
          else if (c < 0xe0) cp = ((c & 31) << 6) | (b[i++] & 63);
          else if (c < 0xf0) cp = ((c & 15) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
          else cp = ((c & 7) << 18) | ((b[i++] & 63) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
          s += String.fromCodePoint(cp);
        }
        return s;
      }
    };
  }
})();
