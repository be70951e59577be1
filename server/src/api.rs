//! Routes that document themselves: every JSON endpoint is registered through
//! [`ApiRouter::route`] with an [`Op`] naming its request and response types,
//! so the OpenAPI 3.1 document (`GET /openapi.json`, `lms export-schema`) is
//! generated from the same table that builds the router and cannot drift.

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
    response: Option<(SchemaFn, &'static str)>,
}

impl Op {
    pub fn new(summary: &'static str) -> Self {
        Self { summary, query: None, body: None, response: None }
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
        self.response = Some((schema_of::<T>, "application/json"));
        self
    }
    /// A file download (PDF, ZIP, spreadsheet).
    pub fn file(mut self, content_type: &'static str) -> Self {
        self.response = Some((schema_of::<Binary>, content_type));
        self
    }
    pub fn event_stream(mut self) -> Self {
        self.response = Some((schema_of::<String>, "text/event-stream"));
        self
    }
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
        self.entries.push(Entry { method, path: path.to_string(), op });
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
        self.entries.push(Entry { method, path: path.to_string(), op });
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
        let doc = openapi_document(&self.entries, &self.extra_schemas);
        (self.router, doc)
    }
}

fn openapi_document(entries: &[Entry], extra_schemas: &[SchemaFn]) -> Value {
    let mut settings = SchemaSettings::draft2020_12();
    settings.definitions_path = "/components/schemas".into();
    settings.meta_schema = None;
    let mut generator = settings.into_generator();
    let error = generator.subschema_for::<ErrorBody>();
    let mut paths: BTreeMap<String, Map<String, Value>> = BTreeMap::new();
    for entry in entries {
        let mut operation = Map::new();
        operation.insert("summary".into(), entry.op.summary.into());
        operation.insert("operationId".into(), operation_id(&entry.method, &entry.path).into());
        let mut parameters: Vec<Value> = path_params(&entry.path)
            .into_iter()
            .map(|name| json!({"name": name, "in": "path", "required": true, "schema": {"type": "string"}}))
            .collect();
        if let Some(query) = entry.op.query {
            parameters.extend(query_params(&mut generator, query));
        }
        if !parameters.is_empty() {
            operation.insert("parameters".into(), parameters.into());
        }
        if let Some((body, content_type)) = entry.op.body {
            let schema = body(&mut generator);
            operation.insert(
                "requestBody".into(),
                json!({"required": true, "content": {content_type: {"schema": schema}}}),
            );
        }
        let ok = match entry.op.response {
            Some((response, content_type)) => {
                json!({"description": "OK", "content": {content_type: {"schema": response(&mut generator)}}})
            }
            None => json!({"description": "OK"}),
        };
        operation.insert(
            "responses".into(),
            json!({"200": ok, "default": {"description": "Galat", "content": {"application/json": {"schema": error}}}}),
        );
        paths
            .entry(entry.path.clone())
            .or_default()
            .insert(entry.method.as_str().to_lowercase(), Value::Object(operation));
    }
    for extra in extra_schemas {
        extra(&mut generator);
    }
    let schemas = generator.take_definitions(true);
    json!({
        "openapi": "3.1.0",
        "info": {"title": "LMS API", "version": env!("CARGO_PKG_VERSION")},
        "paths": paths,
        "components": {"schemas": schemas},
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

/// Turns a query struct's schema into OpenAPI parameters, one per property.
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
                    json!({"name": name, "in": "query", "required": required.contains(name), "schema": schema})
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
}
