// Escaping identical to React's escapeTextForBrowser (text and attribute values).
const NEEDS = /["'&<>]/;
export function esc(v: string | number): string {
  const s = typeof v === "number" ? String(v) : v;
  if (!NEEDS.test(s)) return s;
  let out = "";
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    let r: string;
    switch (s.charCodeAt(i)) {
      case 34:
        r = "&quot;";
        break;
      case 38:
        r = "&amp;";
        break;
      case 39:
        r = "&#x27;";
        break;
      case 60:
        r = "&lt;";
        break;
      case 62:
        r = "&gt;";
        break;
      default:
        continue;
    }
    out += s.slice(last, i) + r;
    last = i + 1;
  }
  return out + s.slice(last);
}
