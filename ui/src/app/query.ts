// Query-string helpers written without URLSearchParams, which the embedded
// server engine (bare deno_core) does not provide.

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

/** '?a=1&b=x%20y&a=2' -> [['a','1'], ['b','x y'], ['a','2']] */
export function parseQuery(search: string): [string, string][] {
  const out: [string, string][] = [];
  const s = search.startsWith("?") ? search.slice(1) : search;
  if (!s) return out;
  for (const part of s.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    out.push(eq < 0 ? [decode(part), ""] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return out;
}

/** First value of a key, or null. */
export function getQuery(search: string, key: string): string | null {
  for (const [k, v] of parseQuery(search)) if (k === key) return v;
  return null;
}

/** Builds '?k=v&...' (or '' when empty) from pairs. */
export function buildQuery(pairs: [string, string][]): string {
  if (pairs.length === 0) return "";
  return "?" + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

/**
 * The search string with some keys replaced (null removes a key). Keys keep their
 * original position; new keys are appended in the order given.
 */
export function withQuery(search: string, changes: Record<string, string | number | null | undefined>): string {
  const pairs = parseQuery(search);
  const out: [string, string][] = [];
  const done = new Set<string>();
  for (const [k, v] of pairs) {
    if (!Object.prototype.hasOwnProperty.call(changes, k)) {
      out.push([k, v]);
      continue;
    }
    if (done.has(k)) continue;
    done.add(k);
    const nv = changes[k];
    if (nv != null) out.push([k, String(nv)]);
  }
  for (const k of Object.keys(changes)) {
    const nv = changes[k];
    if (!done.has(k) && nv != null) out.push([k, String(nv)]);
  }
  return buildQuery(out);
}
