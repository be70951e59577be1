//! Server-sent events. `stream=sistem` sends the server time as event `time`
//! every second (the clock in every page header); clients reconnect by
//! themselves after a drop (EventSource), told to wait 2 s by `retry`.

use std::convert::Infallible;
use std::time::Duration;

use axum::http::Method;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures::stream::{self, Stream, StreamExt};
use schemars::JsonSchema;
use serde::Deserialize;

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::Query;

#[derive(Deserialize, JsonSchema)]
pub struct EventsQuery {
    /// `sistem`: server time every second.
    pub stream: String,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new().route(
        Method::GET,
        "/lms/events",
        Op::new("Aliran peristiwa (SSE): stream=sistem mengirim 'time' tiap detik").query::<EventsQuery>().event_stream(),
        events,
    )
}

async fn events(_user: CurrentUser, Query(query): Query<EventsQuery>) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    if query.stream != "sistem" {
        return Err(AppError::bad_request(format!("Stream '{}' tidak dikenal.", query.stream)));
    }
    let ticks = tokio_stream::wrappers::IntervalStream::new(tokio::time::interval(Duration::from_secs(1)));
    let first = stream::once(async { Ok(Event::default().retry(Duration::from_secs(2)).comment("sistem")) });
    let times = ticks.map(|_| Ok(Event::default().event("time").data(crate::db::now())));
    Ok(Sse::new(first.chain(times)).keep_alive(KeepAlive::default()))
}
