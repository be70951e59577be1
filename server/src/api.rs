//! Routes that document themselves: every JSON endpoint is registered through
//! [`ApiRouter::route`] with an [`Op`] naming its request and response types,
//! so the OpenAPI 3.1 document (`GET /openapi.json`, `lms export-schema`) is
//! generated from the same table that builds the router and cannot drift.
//!
//! What the document says about each operation beyond its `Op` comes from the
//! handler's extractors (read from the handler's type): the types of the path
//! parameters (`Path<i64>` is an integer), and whether a session is required
//! (`CurrentUser`) or optional (`MaybeUser`). Errors are documented per status
//! with the `ErrorBody` schema, from what the operation can meet (see
//! [`error_statuses`]).

use std::collections::BTreeMap;

use axum::handler::Handler;
use axum::http::Method;
use axum::routing::{on, MethodFilter};
use axum::Router;
use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Serialize;
use serde_json::{json, Map, Value};

use crate::error::ErrorBody;
use crate::state::AppState;

type SchemaFn = fn(&mut SchemaGenerator) -> Schema;

fn schema_of<T: JsonSchema>(g: &mut SchemaGenerator) -> Schema {
    g.subschema_for::<T>()
}

/// Documentation of one operation.
#[derive(Clone)]
pub struct Op {
    summary: &'static str,
    query: Option<SchemaFn>,
    body: Option<(SchemaFn, &'static str)>,
    response: Option<(SchemaFn, &'static [&'static str])>,
    /// Succeeds with 204 and no body (deletes).
    no_content: bool,
    /// The success status with a body: 200, 201 Created (the handler answers
    /// `StatusCode::CREATED`) or 202 Accepted (a job started in the background).
    sukses: &'static str,
}

impl Op {
    pub fn new(summary: &'static str) -> Self {
        Self { summary, query: None, body: None, response: None, no_content: false, sukses: "200" }
    }
    /// Query string parameters, described by a struct's fields.
    pub fn query<T: JsonSchema>(mut self) -> Self {
        self.query = Some(schema_of::<T>);
        self
    }
    pub fn json<T: JsonSchema>(mut self) -> Self {
        self.body = Some((schema_of::<T>, "application/json"));
        self
    }
    pub fn multipart<T: JsonSchema>(mut self) -> Self {
        self.body = Some((schema_of::<T>, "multipart/form-data"));
        self
    }
    pub fn returns<T: JsonSchema>(mut self) -> Self {
        self.response = Some((schema_of::<T>, &["application/json"]));
        self
    }
    /// A file download (PDF, ZIP, spreadsheet), in one of these content types.
    pub fn file(mut self, content_types: &'static [&'static str]) -> Self {
        self.response = Some((schema_of::<Binary>, content_types));
        self
    }
    /// Answers 201 Created on success: what the document and the schema fuzzer expect.
    pub fn created(mut self) -> Self {
        self.sukses = "201";
        self
    }
    /// Answers 202 Accepted on success (the work goes on in the background).
    pub fn accepted(mut self) -> Self {
        self.sukses = "202";
        self
    }
    /// Answers 204 No Content on success.
    pub fn no_content(mut self) -> Self {
        self.no_content = true;
        self
    }
    pub fn event_stream(mut self) -> Self {
        self.response = Some((schema_of::<SseEvent>, &["text/event-stream"]));
        self
    }
}

/// One server-sent event as a reader sees it (its `data` is the JSON text the route's summary names).
#[allow(dead_code)]
#[derive(JsonSchema)]
struct SseEvent {
    event: Option<String>,
    data: Option<String>,
    id: Option<String>,
    retry: Option<u64>,
}

/// Marker for binary responses in the document.
struct Binary;
impl JsonSchema for Binary {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Binary".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        schemars::json_schema!({"type": "string", "format": "binary"})
    }
    fn inline_schema() -> bool {
        true
    }
}

struct Entry {
    method: Method,
    path: String,
    op: Op,
    handler: HandlerInfo,
}

/// Whether an operation needs a signed-in user.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Auth {
    /// `CurrentUser`: 401 without a valid session.
    Required,
    /// `MaybeUser`: answers both, but a bad Bearer token is still a 401.
    Optional,
    /// `TokenIntegrasi`: an integration's token (the academic system's sync), never a user's.
    Integrasi,
    None,
}

/// What the handler's extractors tell the document.
#[derive(Debug, PartialEq)]
struct HandlerInfo {
    /// The Rust types of the `Path` extractor, in order (empty without one).
    path_types: Vec<String>,
    auth: Auth,
}

/// Reads the extractors from a handler's argument tuple type, e.g.
/// `(ViaParts, State<AppState>, CurrentUser, Path<(String, i64)>)`. Type names
/// are only for diagnostics in general; here their shape is pinned by the unit
/// test below and the checked-in document, so a compiler that printed them
/// differently fails the tests instead of changing the document silently.
fn handler_info(type_name: &str) -> HandlerInfo {
    let args = type_name.strip_prefix('(').and_then(|s| s.strip_suffix(')')).unwrap_or(type_name);
    let mut info = HandlerInfo { path_types: Vec::new(), auth: Auth::None };
    for arg in split_top_level(args) {
        let (base, generics) = match arg.find('<') {
            Some(i) => (&arg[..i], arg[i + 1..].strip_suffix('>').unwrap_or_default()),
            None => (arg, ""),
        };
        match base.rsplit("::").next().unwrap_or_default() {
            "CurrentUser" => info.auth = Auth::Required,
            "MaybeUser" if info.auth == Auth::None => info.auth = Auth::Optional,
            "TokenIntegrasi" => info.auth = Auth::Integrasi,
            "Path" => {
                let inner = generics.strip_prefix('(').and_then(|s| s.strip_suffix(')')).unwrap_or(generics);
                info.path_types = split_top_level(inner).into_iter().map(str::to_string).collect();
            }
            _ => {}
        }
    }
    info
}

/// Splits at the commas outside `<>` and `()`.
fn split_top_level(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(s[start..].trim());
    parts.retain(|p| !p.is_empty());
    parts
}

/// The schema of one path parameter from its Rust type.
fn path_param_schema(path: &str, name: &str, rust_type: Option<&str>) -> Value {
    let Some(rust_type) = rust_type else {
        return json!({"type": "string"}); // the handler does not read it
    };
    match rust_type.trim_start_matches('&').rsplit("::").next().unwrap_or_default() {
        "i64" | "isize" => json!({"type": "integer", "format": "int64"}),
        "i32" | "i16" | "i8" => json!({"type": "integer", "format": "int32"}),
        "u64" | "usize" | "u32" | "u16" | "u8" => json!({"type": "integer", "format": "int64", "minimum": 0}),
        "String" | "str" => json!({"type": "string"}),
        other => panic!(
            "{path}: path parameter `{name}` has type `{other}`, which api::path_param_schema does not know; \
             use an integer or String, or teach it the type"
        ),
    }
}

pub struct ApiRouter {
    router: Router<AppState>,
    entries: Vec<Entry>,
    /// Types shared with the UI that no JSON route answers directly (page data).
    extra_schemas: Vec<SchemaFn>,
}

impl Default for ApiRouter {
    fn default() -> Self {
        Self::new()
    }
}

impl ApiRouter {
    pub fn new() -> Self {
        Self { router: Router::new(), entries: Vec::new(), extra_schemas: Vec::new() }
    }

    pub fn route<H, T>(mut self, method: Method, path: &str, op: Op, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).expect("supported method");
        self.router = self.router.route(path, on(filter, handler));
        let handler = handler_info(std::any::type_name::<T>());
        self.entries.push(Entry { method, path: path.to_string(), op, handler });
        self
    }

    /// As `route`, with its own request body limit (uploads).
    pub fn route_limited<H, T>(mut self, method: Method, path: &str, op: Op, handler: H, limit: usize) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).expect("supported method");
        self.router = self.router.route(path, on(filter, handler).layer(axum::extract::DefaultBodyLimit::max(limit)));
        let handler = handler_info(std::any::type_name::<T>());
        self.entries.push(Entry { method, path: path.to_string(), op, handler });
        self
    }

    pub fn merge(mut self, other: ApiRouter) -> Self {
        self.router = self.router.merge(other.router);
        self.entries.extend(other.entries);
        self.extra_schemas.extend(other.extra_schemas);
        self
    }

    /// Adds a type to `components.schemas` for the UI's generated types.
    pub fn schema<T: JsonSchema>(mut self) -> Self {
        self.extra_schemas.push(schema_of::<T>);
        self
    }

    pub fn into_parts(self) -> (Router<AppState>, Value) {
        let mut doc = openapi_document(&self.entries, &self.extra_schemas);
        document_text_rules(&mut doc);
        (self.router, doc)
    }
}

/// What `input::check_json` refuses in a body (C0 controls but tab, line feed
/// and carriage return; DEL; C1), as a pattern every free text carries.
const POLA_TEKS: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";
/// What `input::check_uri` refuses in a path or query: every control character.
const POLA_ALAMAT: &str = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$";

/// Writes the boundary's text rule (`crate::input`) into the document, so a
/// client or a fuzzer knows that control characters are refused: every free
/// string (no format, enum, const or pattern of its own) of the schemas gets
/// [`POLA_TEKS`], so do the property names of their objects, and every such
/// path and query parameter gets [`POLA_ALAMAT`].
fn document_text_rules(doc: &mut Value) {
    if let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
        schemas.values_mut().for_each(|s| add_pattern(s, POLA_TEKS));
        schemas.insert(JSON_BEBAS.into(), json_bebas());
    }
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else { return };
    let parameters = paths.values_mut().filter_map(Value::as_object_mut).flat_map(|ops| ops.values_mut());
    for parameter in parameters.filter_map(|op| op.get_mut("parameters")).filter_map(Value::as_array_mut).flatten() {
        if let Some(schema) = parameter.get_mut("schema") {
            add_pattern(schema, POLA_ALAMAT);
        }
    }
}

fn add_pattern(schema: &mut Value, pattern: &str) {
    match schema {
        Value::Object(map) => {
            let is_string = match map.get("type") {
                Some(Value::String(t)) => t == "string",
                Some(Value::Array(types)) => types.iter().any(|t| t == "string"),
                _ => false,
            };
            let free = ["format", "enum", "const", "pattern", "anyOf", "contentMediaType"].iter().all(|k| !map.contains_key(*k));
            if is_string && free {
                map.insert("pattern".into(), pattern.into());
            }
            // The keys of a JSON body are checked like its values (`input::check_json`),
            // and so is what a property the schema does not name holds: serde ignores
            // such a property, the boundary does not.
            let is_object = map.contains_key("properties") || map.get("type").is_some_and(|t| t == "object");
            if is_object {
                map.entry("propertyNames").or_insert_with(|| serde_json::json!({ "pattern": pattern }));
            }
            if map.contains_key("properties") {
                map.entry("additionalProperties")
                    .or_insert_with(|| serde_json::json!({ "$ref": format!("#/components/schemas/{JSON_BEBAS}") }));
            }
            map.values_mut().for_each(|v| add_pattern(v, pattern));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| add_pattern(v, pattern)),
        _ => {}
    }
}

/// The schema of a property an object's schema does not name.
const JSON_BEBAS: &str = "JsonTanpaKontrol";

/// Any JSON value whose texts and keys, at every depth, follow [`POLA_TEKS`].
fn json_bebas() -> Value {
    let diri = format!("#/components/schemas/{JSON_BEBAS}");
    serde_json::json!({
        "description": "Nilai JSON apa pun; teks dan nama propertinya tanpa karakter kontrol.",
        "anyOf": [
            { "type": "string", "pattern": POLA_TEKS },
            { "type": ["number", "boolean", "null"] },
            { "type": "array", "items": { "$ref": diri } },
            { "type": "object", "propertyNames": { "pattern": POLA_TEKS }, "additionalProperties": { "$ref": diri } }
        ]
    })
}

/// Statuses other than 200 the operation can answer, each with `ErrorBody`.
/// 400: a malformed path parameter, query or body; 401: a missing or invalid
/// session, or wrong credentials (the public state-changing endpoints are the
/// credential exchanges); 403: no permission, or a state-changing request
/// without the right `college-id` header; 404: a path parameter naming
/// nothing; 413: a body too large; 422: input the schema allows that a rule
/// refuses (a lecturer of this class, at least one part); 429: too many failed
/// logins; 500: anything unexpected. Other statuses (409) fall under `default`.
fn error_statuses(entry: &Entry) -> Vec<(u16, &'static str)> {
    let state_changing = !matches!(entry.method, Method::GET | Method::HEAD | Method::OPTIONS);
    let has_params = !path_params(&entry.path).is_empty();
    let has_input = has_params || entry.op.query.is_some() || entry.op.body.is_some();
    let mut statuses = Vec::new();
    if has_input {
        statuses.push((400, "Permintaan tidak valid"));
    }
    if entry.handler.auth != Auth::None || state_changing {
        statuses.push((401, "Tidak terautentikasi (sesi tidak ada, tidak valid, atau kredensial salah)"));
    }
    if matches!(entry.handler.auth, Auth::Required | Auth::Integrasi) || state_changing {
        statuses.push((403, "Akses ditolak (hak akses, atau header college-id tidak ada/tidak sesuai)"));
    }
    if has_params {
        statuses.push((404, "Tidak ditemukan"));
    }
    if entry.op.body.is_some() {
        statuses.push((413, "Badan permintaan terlalu besar"));
    }
    if has_input {
        statuses.push((422, "Tidak dapat diproses (aturan yang tidak dapat dinyatakan skema, dengan pesannya)"));
    }
    if state_changing && entry.handler.auth == Auth::None {
        statuses.push((429, "Terlalu banyak percobaan"));
    }
    statuses.push((500, "Kesalahan server"));
    statuses
}

/// Bearer token (from `POST /v2/access_token`) or the session cookie, and on
/// state-changing requests the `college-id` header as well.
fn security(entry: &Entry) -> Option<Value> {
    let state_changing = !matches!(entry.method, Method::GET | Method::HEAD | Method::OPTIONS);
    let with_college = |mut requirement: Map<String, Value>| {
        if state_changing {
            requirement.insert("collegeId".into(), json!([]));
        }
        Value::Object(requirement)
    };
    let session = |scheme: &str| {
        let mut m = Map::new();
        m.insert(scheme.into(), json!([]));
        with_college(m)
    };
    match entry.handler.auth {
        Auth::Required => Some(json!([session("bearerAuth"), session("sessionCookie")])),
        Auth::Optional => Some(json!([session("bearerAuth"), session("sessionCookie"), with_college(Map::new())])),
        Auth::Integrasi => Some(json!([session("integrasiToken")])),
        Auth::None if state_changing => Some(json!([with_college(Map::new())])),
        Auth::None => None,
    }
}

fn openapi_document(entries: &[Entry], extra_schemas: &[SchemaFn]) -> Value {
    let mut settings = SchemaSettings::draft2020_12();
    settings.definitions_path = "/components/schemas".into();
    settings.meta_schema = None;
    let mut generator = settings.into_generator();
    let error = generator.subschema_for::<ErrorBody>();
    let mut paths: BTreeMap<String, Map<String, Value>> = BTreeMap::new();
    let mut error_responses: BTreeMap<String, Value> = BTreeMap::new();
    error_responses.insert("Galat".into(), json!({"description": "Galat", "content": {"application/json": {"schema": error}}}));
    for entry in entries {
        let mut operation = Map::new();
        operation.insert("summary".into(), entry.op.summary.into());
        operation.insert("operationId".into(), operation_id(&entry.method, &entry.path).into());
        let names = path_params(&entry.path);
        let types = &entry.handler.path_types;
        assert!(
            types.is_empty() || types.len() == names.len(),
            "{}: {} path parameters but the handler's Path extracts {}",
            entry.path,
            names.len(),
            types.len()
        );
        let mut parameters: Vec<Value> = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let schema = path_param_schema(&entry.path, name, types.get(i).map(String::as_str));
                json!({"name": name, "in": "path", "required": true, "schema": schema})
            })
            .collect();
        if let Some(query) = entry.op.query {
            parameters.extend(query_params(&mut generator, query));
        }
        if !parameters.is_empty() {
            operation.insert("parameters".into(), parameters.into());
        }
        if let Some((body, content_type)) = entry.op.body {
            let schema = body(&mut generator);
            operation.insert("requestBody".into(), json!({"required": true, "content": {content_type: {"schema": schema}}}));
        }
        let ok = match entry.op.response {
            Some((response, content_types)) => {
                let schema = response(&mut generator);
                let content: Map<String, Value> = content_types.iter().map(|t| (t.to_string(), json!({"schema": schema}))).collect();
                json!({"description": "OK", "content": content})
            }
            None => json!({"description": "OK"}),
        };
        let mut responses = Map::new();
        if entry.op.no_content {
            responses.insert("204".into(), json!({"description": "Berhasil, tanpa isi"}));
        } else {
            responses.insert(entry.op.sukses.into(), ok);
        }
        for (status, description) in error_statuses(entry) {
            let name = format!("Galat{status}");
            responses.insert(status.to_string(), json!({"$ref": format!("#/components/responses/{name}")}));
            error_responses
                .entry(name)
                .or_insert_with(|| json!({"description": description, "content": {"application/json": {"schema": error}}}));
        }
        responses.insert("default".into(), json!({"$ref": "#/components/responses/Galat"}));
        operation.insert("responses".into(), Value::Object(responses));
        if let Some(security) = security(entry) {
            operation.insert("security".into(), security);
        }
        paths.entry(entry.path.clone()).or_default().insert(entry.method.as_str().to_lowercase(), Value::Object(operation));
    }
    for extra in extra_schemas {
        extra(&mut generator);
    }
    let schemas = generator.take_definitions(true);
    json!({
        "openapi": "3.1.0",
        "info": {"title": "LMS API", "version": env!("CARGO_PKG_VERSION")},
        "paths": paths,
        "components": {
            "schemas": schemas,
            "responses": error_responses,
            "securitySchemes": {
                "bearerAuth": {"type": "http", "scheme": "bearer", "description": "access_token dari POST /v2/access_token"},
                "sessionCookie": {"type": "apiKey", "in": "cookie", "name": crate::identitas::sesi::COOKIE_NAME},
                "integrasiToken": {"type": "http", "scheme": "bearer", "description": "token integrasi yang dibuat operator di halaman Impor Data Akademik (bukan token login)"},
                "collegeId": {
                    "type": "apiKey",
                    "in": "header",
                    "name": "college-id",
                    "description": "Wajib pada setiap permintaan yang mengubah data (LMS_COLLEGE_ID)"
                },
            },
        },
    })
}

fn path_params(path: &str) -> Vec<String> {
    path.split('/')
        .filter_map(|seg| seg.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
        .map(|s| s.trim_start_matches('*').to_string())
        .collect()
}

fn operation_id(method: &Method, path: &str) -> String {
    let mut id = method.as_str().to_lowercase();
    for seg in path.split('/').filter(|s| !s.is_empty()) {
        id.push('_');
        id.push_str(&seg.replace(['{', '}'], "").replace('-', "_"));
    }
    id
}

/// Turns a query struct's schema into OpenAPI parameters, one per property; an optional one
/// also takes the empty value.
fn query_params(generator: &mut SchemaGenerator, query: SchemaFn) -> Vec<Value> {
    let schema = query(generator);
    let resolved = resolve(generator, schema.as_value());
    let required: Vec<String> = resolved
        .get("required")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
        .unwrap_or_default();
    resolved
        .get("properties")
        .and_then(Value::as_object)
        .map(|props| {
            props
                .iter()
                .map(|(name, schema)| {
                    let wajib = required.contains(name);
                    // An empty value is a filter not set (`extract::baca_query`, docs/decisions.md):
                    // the document says so, or a client and the fuzzer take `?periode=` for an error.
                    let schema = if wajib { schema.clone() } else { json!({"anyOf": [schema, {"type": "string", "maxLength": 0}]}) };
                    json!({"name": name, "in": "query", "required": wajib, "schema": schema})
                })
                .collect()
        })
        .unwrap_or_default()
}

fn resolve(generator: &mut SchemaGenerator, schema: &Value) -> Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap_or_default();
            generator.definitions().get(name).cloned().unwrap_or(Value::Null)
        }
        None => schema.clone(),
    }
}

/// Serializes the document with stable key order, for the checked-in copy.
pub fn to_pretty_json<T: Serialize>(value: &T) -> String {
    let mut text = serde_json::to_string_pretty(value).expect("serializable");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operation_ids_and_path_params() {
        assert_eq!(operation_id(&Method::GET, "/v2/lms/kelas_kuliah/{id}"), "get_v2_lms_kelas_kuliah_id");
        assert_eq!(path_params("/lms/ujian/{id}/pengerjaan/{attempt}"), vec!["id", "attempt"]);
    }

    async fn two_params(
        _: crate::identitas::CurrentUser,
        _: crate::extract::Path<(String, i64)>,
        _: crate::extract::Json<serde_json::Value>,
    ) {
    }
    async fn public(_: axum::extract::Path<i64>) {}

    fn info_of<H: Handler<T, AppState>, T: 'static>(_: H) -> HandlerInfo {
        handler_info(std::any::type_name::<T>())
    }

    /// Pins the shape of `std::any::type_name` the document relies on.
    #[test]
    fn extractors_from_the_handler_type() {
        let info = info_of(two_params);
        assert_eq!(info.auth, Auth::Required);
        assert_eq!(info.path_types, vec!["alloc::string::String", "i64"]);
        assert_eq!(path_param_schema("/x", "tid", info.path_types.get(1).map(String::as_str))["type"], "integer");
        assert_eq!(path_param_schema("/x", "id", info.path_types.first().map(String::as_str))["type"], "string");
        let info = info_of(public);
        assert_eq!((info.auth, info.path_types), (Auth::None, vec!["i64".to_string()]));
    }
}
