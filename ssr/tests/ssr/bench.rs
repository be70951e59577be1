//! `ssr::bench` (what `lms bench-ssr` runs) on a small bundle and fixtures written here: the
//! timed mode writes each case's HTML and refuses a page that did not render its layout.

use ssr::bench::{parse_args, run};

const BUNDLE: &str = r#"
globalThis.renderPage = (url, propsJson) => {
  const props = JSON.parse(propsJson);
  return props.rusak ? "<p>An error occurred</p>" : `<main data-url="${url}">${props.teks}</main>`;
};
"#;

fn fixtures(dir: &std::path::Path, cases: &[(&str, &str)]) {
    let mut index = Vec::new();
    for (name, props) in cases {
        std::fs::write(dir.join(format!("{name}.json")), props).unwrap();
        index.push(format!(r#"{{"case":"{name}","file":"{name}.json","url":"/{name}","iterations_scale":1}}"#));
    }
    std::fs::write(dir.join("cases.json"), format!("[{}]", index.join(","))).unwrap();
}

fn argv(dir: &std::path::Path, extra: &[&str]) -> Vec<String> {
    let mut v = vec![dir.join("b.js").display().to_string(), dir.display().to_string()];
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

#[tokio::test(flavor = "multi_thread")]
async fn times_each_case_and_writes_its_html() {
    let dir = std::env::temp_dir().join(format!("ssr-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("b.js"), BUNDLE).unwrap();
    fixtures(&dir, &[("satu", r#"{"teks":"Halo"}"#), ("dua", r#"{"teks":"Dunia"}"#)]);
    let html = dir.join("html");
    let out = html.display().to_string();
    run(&parse_args(argv(&dir, &["10", "--warmup", "1", "--startup-runs", "1", "--html-out", &out])).unwrap()).await.unwrap();
    assert_eq!(std::fs::read_to_string(html.join("satu.quickjs.html")).unwrap(), r#"<main data-url="/satu">Halo</main>"#);
    assert_eq!(std::fs::read_to_string(html.join("dua.quickjs.html")).unwrap(), r#"<main data-url="/dua">Dunia</main>"#);

    // One case only, rendered without timing (the profile's mode); an unknown case is an error.
    run(&parse_args(argv(&dir, &["0", "--mode", "renders", "--only", "dua"])).unwrap()).await.unwrap();
    let err = run(&parse_args(argv(&dir, &["3", "--only", "tiga"])).unwrap()).await.unwrap_err();
    assert!(err.to_string().contains("no case to run"), "{err}");

    // A page that rendered the error fallback is not a measurement.
    fixtures(&dir, &[("rusak", r#"{"rusak":true}"#)]);
    let err = run(&parse_args(argv(&dir, &["10", "--warmup", "0", "--startup-runs", "1"])).unwrap()).await.unwrap_err();
    assert!(err.to_string().contains("rusak: the page did not render its layout"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
