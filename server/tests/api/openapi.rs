//! The OpenAPI document is generated from the route table; the checked-in
//! copy the UI's TypeScript types come from must match it.

#[tokio::test]
async fn document_matches_the_checked_in_copy() {
    let doc = lms::app::openapi();
    assert_eq!(doc["openapi"], "3.1.0");
    for path in ["/v2/access_token", "/lms/kelas_kuliah", "/healthz", "/v1/config/{keyword}"] {
        assert!(doc["paths"][path].is_object(), "{path} documented");
    }
    assert!(doc["components"]["schemas"]["KelasRow"].is_object());
    assert!(doc["components"]["schemas"]["PageProps"].is_object(), "page props are part of the shared types");
    // A route that creates documents 201, the status its handler answers (the fuzzer checks responses against it).
    let tambah_kelompok = &doc["paths"]["/lms/ujian/{id}/kelompok_soal"]["post"]["responses"];
    assert!(tambah_kelompok["201"].is_object() && tambah_kelompok["200"].is_null(), "{tambah_kelompok}");
    // A route that starts a background job documents 202, as its handler answers.
    let hitung_ulang = &doc["paths"]["/lms/kehadiran_mahasiswa/pertemuan/{id}/hitung_ulang"]["post"]["responses"];
    assert!(hitung_ulang["202"].is_object() && hitung_ulang["200"].is_null(), "{hitung_ulang}");
    let fresh = lms::api::to_pretty_json(&doc);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/api/openapi.json");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        fresh == committed,
        "ui/src/api/openapi.json is stale: run `cargo run -p lms -- export-schema --out ui/src/api/openapi.json && npm run gen:types`"
    );
}
