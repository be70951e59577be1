//! The built UI: its manifest (hashed asset names), the SSR pool running its
//! server bundle, and the HTML document wrapped around each render.

use std::path::Path;

use anyhow::Context;
use serde::Deserialize;
use ssr::{PoolConfig, SsrPool};

#[derive(Deserialize, Default, Debug)]
pub struct Manifest {
    pub entry: String,
    pub css: String,
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

    /// The whole document: rendered body, the page data once as JSON, assets.
    ///
    /// No `modulepreload` hints: the page is usable as rendered, and on a slow phone network
    /// the 60-90 KB of scripts they fetched at once shared the line with the stylesheet and
    /// the pictures, so the page appeared later (Lighthouse mobile LCP, medians of 3 of an A/B
    /// with the debug build: login 1.99 → 1.37 s, /beranda 1.69 → 1.34 s, /kelas 1.56 → 1.30 s,
    /// a class 2.48 → 1.73 s; the release figures are in the README).
    /// The scripts then load as the entry asks for them, a round trip or two later.
    pub fn document(&self, title: &str, body_html: &str, props_json: &str) -> String {
        format!(
            concat!(
                "<!doctype html><html lang=\"id\"><head><meta charset=\"utf-8\">",
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                "<meta name=\"lms-server-time\" content=\"{now}\"><title>{title}</title><link rel=\"icon\" href=\"/assets/logo.svg\">",
                "<link rel=\"stylesheet\" href=\"{css}\">",
                "</head>",
                "<body class=\"bg-slate-50 text-slate-900\"><div id=\"root\">{body}</div>",
                "<script id=\"__LMS_DATA__\" type=\"application/json\">{data}</script>",
                "<script type=\"module\" src=\"{entry}\"></script></body></html>"
            ),
            now = crate::db::now(),
            title = escape_html(title),
            css = self.manifest.css,
            entry = self.manifest.entry,
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
}
