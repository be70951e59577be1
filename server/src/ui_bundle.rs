//! The built UI: its manifest (hashed asset names), the SSR pool running its
//! server bundle, and the HTML document wrapped around each render.

use std::collections::HashMap;
use std::path::Path;

use anyhow::Context;
use serde::Deserialize;
use ssr::{PoolConfig, SsrPool};

/// The app's colour (the logo's and the sidebar's blue): the document's `theme-color` and the web
/// app manifest's (web/aplikasi.rs).
pub const WARNA_TEMA: &str = "#1d4ed8";

/// ui/dist/manifest.json as ui/build.mjs writes it (the fields the server reads).
#[derive(Deserialize)]
struct ManifestJson {
    start: String,
    css: String,
    /// Route name → the files its page imports besides the entry (ui/build.mjs: one per route).
    routes: HashMap<String, Vec<String>>,
}

/// A text the document carries inline (the stylesheet, the start script) and its hash as a CSP
/// source (`'sha256-...'`): the one inline style and the one inline script the policy allows.
#[derive(Default, Debug)]
pub struct Sisipan {
    pub teks: String,
    pub csp: String,
}

impl Sisipan {
    fn baca(dist: &Path, url: &str, apa: &str, penutup: &str) -> anyhow::Result<Self> {
        let path = dist.join("client").join(url.trim_start_matches('/'));
        let teks = std::fs::read_to_string(&path).with_context(|| format!("{apa} UI tidak ada: {}", path.display()))?;
        anyhow::ensure!(!teks.to_ascii_lowercase().contains(penutup), "{apa} UI memuat '{penutup}': tidak dapat disisipkan ke dokumen");
        Ok(Self::dari(teks))
    }

    fn dari(teks: String) -> Self {
        use base64::Engine as _;
        use sha2::Digest as _;
        let csp = format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(teks.as_bytes())));
        Self { teks, csp }
    }
}

#[derive(Deserialize, Default, Debug)]
#[serde(from = "ManifestJson")]
pub struct Manifest {
    /// The page's only script (ui/scripts/skrip-awal.mjs): it asks for the entry after the first paint.
    pub start: String,
    pub css: String,
    /// The stylesheet and the start script as the document carries them ([`UiBundle::load`]).
    #[serde(skip)]
    pub gaya: Sisipan,
    #[serde(skip)]
    pub skrip: Sisipan,
    /// Route name → its modules as the start script's `data-modul` attribute, escaped: built once
    /// when the UI loads, not per page served.
    modul: HashMap<String, String>,
}

impl From<ManifestJson> for Manifest {
    fn from(json: ManifestJson) -> Self {
        let modul = json.routes.into_iter().map(|(page, files)| (page, escape_html(&files.join(" ")))).collect();
        Self { start: json.start, css: json.css, gaya: Sisipan::default(), skrip: Sisipan::default(), modul }
    }
}

pub struct UiBundle {
    pub manifest: Manifest,
    pub pool: SsrPool,
}

impl UiBundle {
    pub fn load(dist: &Path, workers: usize) -> anyhow::Result<Self> {
        let manifest_path = dist.join("manifest.json");
        let manifest_text = std::fs::read_to_string(&manifest_path)
            .with_context(|| format!("UI belum dibangun: {} tidak ada (jalankan `npm run build`)", manifest_path.display()))?;
        let mut manifest: Manifest = serde_json::from_str(&manifest_text).context("manifest.json UI tidak valid")?;
        manifest.gaya = Sisipan::baca(dist, &manifest.css, "stylesheet", "</style")?;
        manifest.skrip = Sisipan::baca(dist, &manifest.start, "skrip awal", "</script")?;
        let bundle_path = dist.join("server/entry-server.js");
        let bundle =
            std::fs::read_to_string(&bundle_path).with_context(|| format!("bundel server UI tidak ada: {}", bundle_path.display()))?;
        let pool = SsrPool::start(bundle, PoolConfig { workers, ..PoolConfig::default() })?;
        Ok(Self { manifest, pool })
    }
}

impl Manifest {
    /// The whole document: rendered body, the page data once as JSON, the stylesheet and the
    /// start script inline.
    ///
    /// Inline, because on a phone line every file is a round trip before the first paint: with
    /// the stylesheet and the start script as files, Slow 3G painted at 4.5 s (the HTML's 2 s,
    /// then the stylesheet's 2 s) and the scripts were asked for only then; inline, the page
    /// paints at 2.4 s and is hydrated about 2 s earlier (README, `bench:ponsel`). The
    /// stylesheet costs 12 KB brotli in every full page load; navigations inside the app fetch
    /// only their data. The policy allows exactly these two texts by their hashes.
    ///
    /// No `modulepreload` hint and no entry script: the page is usable as rendered, and the
    /// scripts asked for before the first paint share the line with it (Lighthouse mobile LCP,
    /// medians of 3, debug build: login 1.99 → 1.37 s, /beranda 1.69 → 1.34 s). The start script
    /// asks for the entry after the first paint, and at the same time for the page's files it
    /// names (`data-modul`).
    pub fn document(&self, title: &str, page: &str, body_html: &str, props_json: &str) -> String {
        format!(
            concat!(
                "<!doctype html><html lang=\"id\"><head><meta charset=\"utf-8\">",
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                "<meta name=\"lms-server-time\" content=\"{now}\"><title>{title}</title><link rel=\"icon\" href=\"/assets/logo.svg\">",
                "<link rel=\"manifest\" href=\"/manifest.webmanifest\"><meta name=\"theme-color\" content=\"{tema}\">",
                "<style>{gaya}</style>",
                "</head>",
                "<body class=\"bg-slate-50 text-slate-900\"><div id=\"root\">{body}</div>",
                "<script id=\"__LMS_DATA__\" type=\"application/json\">{data}</script>",
                "<script type=\"module\" data-modul=\"{modul}\">{skrip}</script></body></html>"
            ),
            now = crate::db::now(),
            tema = WARNA_TEMA,
            title = escape_html(title),
            gaya = self.gaya.teks,
            skrip = self.skrip.teks,
            modul = self.modul.get(page).map_or("", String::as_str),
            body = body_html,
            data = escape_json_for_script(props_json),
        )
    }
}

/// JSON inside `<script>`: `<` is escaped so user text containing
/// `</script>` or `<!--` cannot end the element; U+2028/2029 for old parsers.
pub fn escape_json_for_script(json: &str) -> String {
    json.replace('<', "\\u003c").replace('\u{2028}', "\\u2028").replace('\u{2029}', "\\u2029")
}

pub fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_break_out() {
        let escaped = escape_json_for_script(r#"{"judul":"</script><script>alert(1)</script>"}"#);
        assert!(!escaped.contains("</script"));
        let back: serde_json::Value = serde_json::from_str(&escaped).unwrap();
        assert_eq!(back["judul"], "</script><script>alert(1)</script>");
    }

    #[test]
    fn the_one_script_is_inline_and_names_the_pages_modules() {
        let mut manifest: Manifest = serde_json::from_str(
            r#"{"start":"/assets/start-1.js","entry":"/assets/e.js","css":"/assets/a.css",
                "routes":{"kelas":["/assets/chunks/kelas-K.js"]}}"#,
        )
        .unwrap();
        manifest.gaya = Sisipan::dari("body{color:red}".into());
        manifest.skrip = Sisipan::dari("import('/assets/e.js')".into());
        let kelas = manifest.document("Kelas", "kelas", "<main></main>", "{}");
        assert_eq!(kelas.matches("<script").count(), 2, "the data and the start script: {kelas}");
        assert!(kelas.contains(r#"<script type="module" data-modul="/assets/chunks/kelas-K.js">import('/assets/e.js')</script>"#));
        assert!(kelas.contains("<style>body{color:red}</style>"));
        assert!(!kelas.contains("<link rel=\"stylesheet\""), "no stylesheet file: one round trip less");
        // The hash the policy names is the inline text's.
        assert_eq!(manifest.gaya.csp, "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='");
        let lain = manifest.document("?", "tidak_ada", "", "{}");
        assert!(lain.contains(r#"<script type="module" data-modul="">"#));
    }
}
