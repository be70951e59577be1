//! The built UI: its manifest (hashed asset names), the SSR pool running its
//! server bundle, and the HTML document wrapped around each render.

use std::collections::HashMap;
use std::path::Path;

use anyhow::Context;
use serde::Deserialize;
use ssr::{PoolConfig, SsrPool};

/// ui/dist/manifest.json as ui/build.mjs writes it (the fields the server reads).
#[derive(Deserialize)]
struct ManifestJson {
    start: String,
    css: String,
    /// Route name → the files its page imports besides the entry (ui/build.mjs: one per route).
    routes: HashMap<String, Vec<String>>,
}

#[derive(Deserialize, Default, Debug)]
#[serde(from = "ManifestJson")]
pub struct Manifest {
    /// The page's only script: it asks for the entry after the first paint (ui/build.mjs).
    pub start: String,
    pub css: String,
    /// Route name → its modules as the start script's `data-modul` attribute, escaped: built once
    /// when the UI loads, not per page served.
    modul: HashMap<String, String>,
}

impl From<ManifestJson> for Manifest {
    fn from(json: ManifestJson) -> Self {
        let modul = json.routes.into_iter().map(|(page, files)| (page, escape_html(&files.join(" ")))).collect();
        Self { start: json.start, css: json.css, modul }
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
        let manifest: Manifest = serde_json::from_str(&manifest_text).context("manifest.json UI tidak valid")?;
        let bundle_path = dist.join("server/entry-server.js");
        let bundle =
            std::fs::read_to_string(&bundle_path).with_context(|| format!("bundel server UI tidak ada: {}", bundle_path.display()))?;
        let pool = SsrPool::start(bundle, PoolConfig { workers, ..PoolConfig::default() })?;
        Ok(Self { manifest, pool })
    }
}

impl Manifest {
    /// The whole document: rendered body, the page data once as JSON, assets.
    ///
    /// No `modulepreload` hint in it and no entry script: the page is usable as rendered, and on a
    /// slow phone network the 60-90 KB of scripts fetched at once shared the line with the
    /// stylesheet and the pictures, so the page appeared later (Lighthouse mobile LCP, medians
    /// of 3 of an A/B with the debug build: login 1.99 → 1.37 s, /beranda 1.69 → 1.34 s, /kelas
    /// 1.56 → 1.30 s, a class 2.48 → 1.73 s; the release figures are in the README). The one
    /// script, a few bytes, asks for the entry after the first paint, and at the same time for
    /// the page's modules it names (`data-modul`), which the entry would otherwise ask for one
    /// round trip after it arrived and the shared chunks one more after that.
    pub fn document(&self, title: &str, page: &str, body_html: &str, props_json: &str) -> String {
        format!(
            concat!(
                "<!doctype html><html lang=\"id\"><head><meta charset=\"utf-8\">",
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                "<meta name=\"lms-server-time\" content=\"{now}\"><title>{title}</title><link rel=\"icon\" href=\"/assets/logo.svg\">",
                "<link rel=\"stylesheet\" href=\"{css}\">",
                "</head>",
                "<body class=\"bg-slate-50 text-slate-900\"><div id=\"root\">{body}</div>",
                "<script id=\"__LMS_DATA__\" type=\"application/json\">{data}</script>",
                "<script type=\"module\" src=\"{start}\" data-modul=\"{modul}\"></script></body></html>"
            ),
            now = crate::db::now(),
            title = escape_html(title),
            css = self.css,
            start = self.start,
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
    fn the_one_script_names_the_pages_modules() {
        let manifest: Manifest = serde_json::from_str(
            r#"{"start":"/assets/start-1.js","entry":"/assets/e.js","css":"/assets/a.css",
                "routes":{"kelas":["/assets/chunks/page-K.js","/assets/chunks/chunk-B.js"]}}"#,
        )
        .unwrap();
        let kelas = manifest.document("Kelas", "kelas", "<main></main>", "{}");
        assert_eq!(kelas.matches("<script").count(), 2, "the data and the start script: {kelas}");
        assert!(kelas.contains(
            r#"<script type="module" src="/assets/start-1.js" data-modul="/assets/chunks/page-K.js /assets/chunks/chunk-B.js"></script>"#
        ));
        assert!(!kelas.contains("/assets/e.js"), "the entry is asked for by the start script");
        let lain = manifest.document("?", "tidak_ada", "", "{}");
        assert!(lain.contains(r#"src="/assets/start-1.js" data-modul="""#));
    }
}
