//! Imports point down (issue 33): the Rust twin of the UI's eslint layer rule.
//! Reads every `crate::` path in server/src and fails on
//! - the kernel and the infrastructure importing a domain, `policy` or `web`,
//! - a domain importing `web` or `app`,
//! - a `store.rs` or `model.rs` importing another domain's service or routes,
//! - a pair of domains importing each other that is not in `SALING`.
//!
//! Each list below names what is still crossed today (to be removed, one by
//! one); a new crossing fails, and so does an entry that no longer happens.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const DOMAIN: &[&str] = &[
    "akademik",
    "akun",
    "bank_soal",
    "bantuan",
    "bap",
    "berkas",
    "chat",
    "forum",
    "identitas",
    "impor",
    "kehadiran",
    "kelas",
    "konfigurasi",
    "log_aktivitas",
    "materi",
    "nilai",
    "pengaturan",
    "pengumuman",
    "pertemuan",
    "referensi",
    "teks",
    "tugas",
    "ujian",
    "vidcon",
];

/// Below every domain: they may import each other, never a domain, `policy` or `web`.
const DASAR: &[&str] = &[
    "inti",
    "db",
    "error",
    "input",
    "list",
    "config",
    "client_ip",
    "storage",
    "memori",
    "gambar",
    "pdf",
    "lembar_kerja",
    "extract",
    "api",
    "events",
    "peristiwa",
    "state",
    "server",
    "ui_bundle",
    "unduhan",
];

/// Crossings of the rules above that exist today: (file, module it imports).
const PENGECUALIAN: &[(&str, &str)] = &[
    // Infrastructure that knows a domain: the route table's auth extractor, the
    // event stream's session check.
    ("api.rs", "identitas"),
    ("events.rs", "identitas"),
];

/// Pairs of domains that import each other (alphabetical in each pair).
/// Natural, to keep: the meeting page gathering its content (pertemuan and forum,
/// materi, teks, tugas, ujian, vidcon), each of which names its meeting.
const SALING: &[(&str, &str)] = &[
    ("forum", "pertemuan"),
    ("materi", "pertemuan"),
    ("pertemuan", "teks"),
    ("pertemuan", "tugas"),
    ("pertemuan", "ujian"),
    ("pertemuan", "vidcon"),
];

/// The module a file of server/src belongs to, and its file name.
fn modul_dari(relatif: &Path) -> (String, String) {
    let mut bagian = relatif.iter().map(|s| s.to_string_lossy().into_owned());
    let pertama = bagian.next().unwrap_or_default();
    let nama = relatif.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    (pertama.trim_end_matches(".rs").to_string(), nama)
}

/// The top modules a source text names with `crate::` (in `use` lines, grouped
/// `use crate::{a, b::c}` and inline paths), comments left out.
fn impor(teks: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for baris in teks.lines() {
        let kode = baris.split("//").next().unwrap_or("");
        let mut sisa = kode;
        while let Some(i) = sisa.find("crate::") {
            sisa = &sisa[i + "crate::".len()..];
            if let Some(grup) = sisa.strip_prefix('{') {
                let akhir = grup.find('}').unwrap_or(grup.len());
                for bagian in grup[..akhir].split(',') {
                    let nama: String = bagian.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    if !nama.is_empty() {
                        out.insert(nama);
                    }
                }
            } else {
                let nama: String = sisa.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !nama.is_empty() {
                    out.insert(nama);
                }
            }
        }
    }
    out
}

/// Whether a source names `crate::{modul}::service` or `::routes` (directly or grouped).
fn impor_layanan(teks: &str, modul: &str) -> bool {
    ["service", "routes"]
        .iter()
        .any(|lapisan| teks.contains(&format!("crate::{modul}::{lapisan}")) || teks.contains(&format!("crate::{modul}::{{{lapisan}")))
}

fn berkas_rs(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read server/src") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            berkas_rs(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn imports_point_down() {
    let akar = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut semua = Vec::new();
    berkas_rs(&akar, &mut semua);
    semua.sort();
    let mut pelanggaran = Vec::new();
    let mut pengecualian_terpakai = BTreeSet::new();
    let mut antar_domain: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &semua {
        let relatif = path.strip_prefix(&akar).unwrap();
        let nama_berkas = relatif.to_string_lossy().replace('\\', "/");
        let (modul, nama) = modul_dari(relatif);
        let teks = std::fs::read_to_string(path).unwrap();
        let dari_domain = DOMAIN.contains(&modul.as_str());
        for tujuan in impor(&teks) {
            if tujuan == modul {
                continue;
            }
            let salah = if DASAR.contains(&modul.as_str()) {
                DOMAIN.contains(&tujuan.as_str()) || tujuan == "policy" || tujuan == "web" || tujuan == "app"
            } else if dari_domain {
                if DOMAIN.contains(&tujuan.as_str()) {
                    antar_domain.entry(modul.clone()).or_default().insert(tujuan.clone());
                }
                tujuan == "web"
                    || tujuan == "app"
                    || ((nama == "store.rs" || nama == "model.rs") && DOMAIN.contains(&tujuan.as_str()) && impor_layanan(&teks, &tujuan))
            } else {
                false
            };
            if !salah {
                continue;
            }
            match PENGECUALIAN.iter().position(|(b, t)| *b == nama_berkas && *t == tujuan) {
                Some(i) => {
                    pengecualian_terpakai.insert(i);
                }
                None => pelanggaran.push(format!("{nama_berkas} imports crate::{tujuan}")),
            }
        }
    }
    for (i, (b, t)) in PENGECUALIAN.iter().enumerate() {
        if !pengecualian_terpakai.contains(&i) {
            pelanggaran.push(format!("({b:?}, {t:?}) no longer happens: remove it from PENGECUALIAN"));
        }
    }
    let mut saling_ada = BTreeSet::new();
    for (a, tujuan) in &antar_domain {
        for b in tujuan.iter().filter(|b| a < *b) {
            if antar_domain.get(b).is_some_and(|t| t.contains(a)) {
                saling_ada.insert((a.clone(), b.clone()));
            }
        }
    }
    for (a, b) in &saling_ada {
        if !SALING.contains(&(a.as_str(), b.as_str())) {
            pelanggaran
                .push(format!("domains {a} and {b} import each other (one of them should not, or add the pair to SALING with a reason)"));
        }
    }
    for (a, b) in SALING {
        if !saling_ada.contains(&(a.to_string(), b.to_string())) {
            pelanggaran.push(format!("({a:?}, {b:?}) no longer import each other: remove the pair from SALING"));
        }
    }
    assert!(pelanggaran.is_empty(), "{} import-direction failures:\n{}", pelanggaran.len(), pelanggaran.join("\n"));
}

#[test]
fn imports_are_read_from_use_lines_groups_and_paths() {
    let teks = "use crate::db::{self, Db};\nuse crate::{error::AppResult, policy};\nlet x = crate::inti::bulat(1.0, 2); // crate::web\n";
    let nama: Vec<String> = impor(teks).into_iter().collect();
    assert_eq!(nama, ["db", "error", "inti", "policy"]);
    assert!(impor_layanan("use crate::tugas::service::x;", "tugas"));
    assert!(impor_layanan("use crate::tugas::{service, store};", "tugas"));
    assert!(!impor_layanan("use crate::tugas::store;", "tugas"));
}

/// Files of a domain allowed to run SQL outside a store file. Empty since every
/// domain moved its queries into `store.rs` or a `*_store.rs` (issue 33): a file
/// with SQL elsewhere fails; an entry here must name why.
const SQL_DI_LUAR_STORE: &[&str] = &[];

/// Files of a domain allowed a route table outside its `routes.rs` (none).
const RUTE_DI_LUAR_ROUTES: &[&str] = &[];

/// A `mod.rs` line that only declares a module or re-exports (or is a comment).
fn baris_deklarasi(baris: &str) -> bool {
    let b = baris.trim();
    b.is_empty()
        || b.starts_with("//")
        || (b.starts_with("pub mod ") || b.starts_with("mod ")) && b.ends_with(';')
        || b.starts_with("pub use ") && b.ends_with(';')
}

/// Issue 33's one shape: a domain's `mod.rs` only declares and re-exports;
/// its handlers are in `routes.rs`; its SQL in `store.rs` (or `*_store.rs`, `store/`).
#[test]
fn every_domain_has_one_shape() {
    let akar = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut pelanggaran = Vec::new();
    let (mut sql_ada, mut rute_ada) = (BTreeSet::new(), BTreeSet::new());
    for domain in DOMAIN {
        let mut berkas = Vec::new();
        berkas_rs(&akar.join(domain), &mut berkas);
        berkas.sort();
        for path in berkas {
            let relatif = path.strip_prefix(&akar).unwrap().to_string_lossy().replace('\\', "/");
            let teks = std::fs::read_to_string(&path).unwrap();
            let nama = path.file_name().unwrap().to_string_lossy().into_owned();
            if relatif == format!("{domain}/mod.rs") {
                for (i, baris) in teks.lines().enumerate().filter(|(_, b)| !baris_deklarasi(b)) {
                    pelanggaran.push(format!("{relatif}:{}: mod.rs only declares and re-exports: {}", i + 1, baris.trim()));
                }
            }
            let di_store = nama == "store.rs" || nama.ends_with("_store.rs") || relatif.contains("/store/");
            if !di_store && teks.contains("sqlx::query") {
                sql_ada.insert(relatif.clone());
            }
            if nama != "routes.rs" && teks.contains("-> ApiRouter") {
                rute_ada.insert(relatif.clone());
            }
        }
    }
    for (ada, daftar, apa) in
        [(&sql_ada, SQL_DI_LUAR_STORE, "SQL outside store"), (&rute_ada, RUTE_DI_LUAR_ROUTES, "routes outside routes.rs")]
    {
        for f in ada.iter().filter(|f| !daftar.contains(&f.as_str())) {
            pelanggaran.push(format!("{f}: {apa} (move it, or list it with a reason)"));
        }
        for f in daftar.iter().filter(|f| !ada.contains(**f)) {
            pelanggaran.push(format!("{f}: no longer {apa}; remove it from the list"));
        }
    }
    assert!(pelanggaran.is_empty(), "{} shape failures:\n{}", pelanggaran.len(), pelanggaran.join("\n"));
}

#[test]
fn a_mod_rs_line_is_a_declaration_or_not() {
    assert!(baris_deklarasi("pub mod store;"));
    assert!(baris_deklarasi("pub use service::{ambil, Ambil};"));
    assert!(baris_deklarasi("//! docs"));
    assert!(!baris_deklarasi("pub fn routes() -> ApiRouter {"));
    assert!(!baris_deklarasi("use crate::db::Db;"));
    assert!(!baris_deklarasi("pub struct X;"));
}
