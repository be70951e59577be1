//! Server-sent events. `stream=sistem` sends the server time as event `time`
//! every second (the clock in every page header); clients reconnect by
//! themselves after a drop (EventSource), told to wait 2 s by `retry`.
//!
//! Every event stream (this one, an exam's, an attendance recalculation's)
//! goes through [`aliran`] (issue 31): a user holds at most
//! `LMS_MAX_EVENT_STREAMS` open on one process (the next is answered 429),
//! and a stream ends once its session does (logout, revocation, expiry),
//! noticed within `LMS_EVENT_SESSION_CHECK`. EventSource then reconnects,
//! gets 401 and stops.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::State;
use axum::http::Method;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures::stream::{self, Stream, StreamExt};
use schemars::JsonSchema;
use serde::Deserialize;

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::extract::Query;
use crate::state::AppState;

#[derive(Deserialize, JsonSchema)]
pub struct EventsQuery {
    /// `sistem`: server time every second.
    #[schemars(extend("enum" = ["sistem"]))]
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

async fn events(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(query): Query<EventsQuery>,
) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    if query.stream != "sistem" {
        return Err(AppError::bad_request(format!("Stream '{}' tidak dikenal.", query.stream)));
    }
    let ticks = tokio_stream::wrappers::IntervalStream::new(tokio::time::interval(Duration::from_secs(1)));
    let first = stream::once(async { Ok(Event::default().retry(Duration::from_secs(2)).comment("sistem")) });
    let times = ticks.map(|_| Ok(Event::default().event("time").data(crate::db::now())));
    aliran(&state, &user, first.chain(times))
}

/// `isi` as the event stream of `user`: counted against their streams on
/// this process, and ending when their session ends.
pub fn aliran<S>(state: &AppState, user: &CurrentUser, isi: S) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>>
where
    S: Stream<Item = Result<Event, Infallible>> + Send + 'static,
{
    let maks = state.config.max_event_streams;
    let tiket = AliranTerbuka::ambil(&state.aliran, user.id(), maks).ok_or_else(|| {
        AppError::too_many(format!(
            "Anda sudah membuka {maks} aliran pembaruan langsung (jam server, ujian, kehadiran) sekaligus. Tutup tab LMS yang tidak dipakai, lalu muat ulang halaman ini."
        ))
    })?;
    let berakhir = sesi_berakhir(state.db.clone(), user.id_sesi, state.config.event_session_check, tiket);
    Ok(Sse::new(isi.take_until(berakhir)).keep_alive(KeepAlive::default()))
}

/// Completes once session `id_sesi` is no longer live, checking every `tiap`;
/// holds the stream's place in [`AliranTerbuka`] until then or until dropped.
async fn sesi_berakhir(db: Db, id_sesi: i64, tiap: Duration, _tiket: Tiket) {
    let mut detak = tokio::time::interval_at(tokio::time::Instant::now() + tiap, tiap);
    loop {
        detak.tick().await;
        // A database hiccup does not end streams: their reconnects would fail too.
        if let Ok(false) = crate::akun::sesi::masih_berlaku(&db, id_sesi).await {
            return;
        }
    }
}

/// How many event streams each user has open on this process.
#[derive(Default)]
pub struct AliranTerbuka(Mutex<HashMap<i64, usize>>);

/// One open stream of a user; its place is given back when it is dropped.
pub struct Tiket {
    terbuka: Arc<AliranTerbuka>,
    id_user: i64,
}

impl AliranTerbuka {
    /// A place for one more stream of `id_user`, if they hold fewer than `maks`.
    pub fn ambil(terbuka: &Arc<AliranTerbuka>, id_user: i64, maks: usize) -> Option<Tiket> {
        let mut peta = terbuka.0.lock().unwrap_or_else(|e| e.into_inner());
        let n = peta.entry(id_user).or_insert(0);
        if *n >= maks {
            return None;
        }
        *n += 1;
        Some(Tiket { terbuka: terbuka.clone(), id_user })
    }

    /// Streams `id_user` holds open now.
    pub fn jumlah(&self, id_user: i64) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).get(&id_user).copied().unwrap_or(0)
    }
}

impl Drop for Tiket {
    fn drop(&mut self) {
        let mut peta = self.terbuka.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = peta.get_mut(&self.id_user) {
            *n -= 1;
            if *n == 0 {
                peta.remove(&self.id_user);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_given_back_when_streams_end() {
        let terbuka = Arc::new(AliranTerbuka::default());
        let tiket: Vec<Tiket> = (0..3).map(|_| AliranTerbuka::ambil(&terbuka, 7, 3).unwrap()).collect();
        assert!(AliranTerbuka::ambil(&terbuka, 7, 3).is_none());
        assert!(AliranTerbuka::ambil(&terbuka, 8, 3).is_some(), "another user is not affected");
        drop(tiket);
        assert_eq!(terbuka.jumlah(7), 0);
        assert!(AliranTerbuka::ambil(&terbuka, 7, 3).is_some());
    }
}
