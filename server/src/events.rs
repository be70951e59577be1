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
//!
//! A stream holds its connection while open, so the process holds at most
//! `LMS_MAX_EVENT_STREAMS_TOTAL` (default three quarters of the connection
//! cap) and pages always find a connection. A stream asked for beyond that is
//! answered with one event that asks the browser to come back in 15–45 s
//! (`retry`, spread so a full server is not asked again all at once) and
//! ends; EventSource reconnects by itself then. Pages work without their
//! stream meanwhile: the clock runs on its last offset, and the exam sheet
//! reads itself again when its stream comes back.

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

use crate::api::{ApiRouter, Op};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::extract::Query;
use crate::identitas::CurrentUser;
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
    let tiket = match AliranTerbuka::ambil(&state.aliran, user.id(), maks, state.config.max_event_streams_total) {
        Ok(tiket) => tiket,
        Err(Penuh::Pengguna) => {
            return Err(AppError::too_many(format!(
                "Anda sudah membuka {maks} aliran pembaruan langsung (jam server, ujian, kehadiran) sekaligus. Tutup tab LMS yang tidak dipakai, lalu muat ulang halaman ini."
            )))
        }
        Err(Penuh::Server) => {
            let nanti = Event::default().retry(jeda_kembali()).comment("penuh: sambung lagi nanti");
            return Ok(Sse::new(stream::once(async { Ok(nanti) }).right_stream()).keep_alive(KeepAlive::default()));
        }
    };
    let berakhir = sesi_berakhir(state.db.clone(), user.id_sesi, state.config.event_session_check, tiket);
    Ok(Sse::new(isi.take_until(berakhir).left_stream()).keep_alive(KeepAlive::default()))
}

/// When a browser turned away by a full server comes back: 15 to 45 s, spread.
fn jeda_kembali() -> Duration {
    Duration::from_millis(15_000 + rand::random::<u64>() % 30_000)
}

/// Completes once session `id_sesi` is no longer live, checking every `tiap`;
/// holds the stream's place in [`AliranTerbuka`] until then or until dropped.
async fn sesi_berakhir(db: Db, id_sesi: i64, tiap: Duration, _tiket: Tiket) {
    let mut detak = tokio::time::interval_at(tokio::time::Instant::now() + tiap, tiap);
    loop {
        detak.tick().await;
        // A database hiccup does not end streams: their reconnects would fail too.
        if let Ok(false) = crate::identitas::sesi::masih_berlaku(&db, id_sesi).await {
            return;
        }
    }
}

/// How many event streams each user, and everyone together, has open on this process.
#[derive(Default)]
pub struct AliranTerbuka(Mutex<Hitungan>);

#[derive(Default)]
struct Hitungan {
    per_pengguna: HashMap<i64, usize>,
    semua: usize,
}

/// Why no place was given.
#[derive(Debug, PartialEq)]
pub enum Penuh {
    /// The user holds their maximum.
    Pengguna,
    /// The process holds its maximum for everyone.
    Server,
}

/// One open stream of a user; its place is given back when it is dropped.
pub struct Tiket {
    terbuka: Arc<AliranTerbuka>,
    id_user: i64,
}

impl AliranTerbuka {
    /// A place for one more stream of `id_user`, if they hold fewer than
    /// `maks` and everyone together fewer than `maks_semua`.
    pub fn ambil(terbuka: &Arc<AliranTerbuka>, id_user: i64, maks: usize, maks_semua: usize) -> Result<Tiket, Penuh> {
        let mut h = terbuka.0.lock().unwrap_or_else(|e| e.into_inner());
        if h.per_pengguna.get(&id_user).is_some_and(|n| *n >= maks) {
            return Err(Penuh::Pengguna);
        }
        if h.semua >= maks_semua {
            return Err(Penuh::Server);
        }
        h.semua += 1;
        *h.per_pengguna.entry(id_user).or_insert(0) += 1;
        Ok(Tiket { terbuka: terbuka.clone(), id_user })
    }

    /// Streams `id_user` holds open now.
    pub fn jumlah(&self, id_user: i64) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).per_pengguna.get(&id_user).copied().unwrap_or(0)
    }

    /// Streams open now, everyone's.
    pub fn jumlah_semua(&self) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).semua
    }
}

impl Drop for Tiket {
    fn drop(&mut self) {
        let mut h = self.terbuka.0.lock().unwrap_or_else(|e| e.into_inner());
        h.semua = h.semua.saturating_sub(1);
        if let Some(n) = h.per_pengguna.get_mut(&self.id_user) {
            *n -= 1;
            if *n == 0 {
                h.per_pengguna.remove(&self.id_user);
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
        let tiket: Vec<Tiket> = (0..3).map(|_| AliranTerbuka::ambil(&terbuka, 7, 3, 100).unwrap()).collect();
        assert_eq!(AliranTerbuka::ambil(&terbuka, 7, 3, 100).err(), Some(Penuh::Pengguna));
        assert!(AliranTerbuka::ambil(&terbuka, 8, 3, 100).is_ok(), "another user is not affected");
        drop(tiket);
        assert_eq!((terbuka.jumlah(7), terbuka.jumlah_semua()), (0, 0));
        assert!(AliranTerbuka::ambil(&terbuka, 7, 3, 100).is_ok());
    }

    #[test]
    fn the_process_holds_at_most_its_total() {
        let terbuka = Arc::new(AliranTerbuka::default());
        let tiket: Vec<Tiket> = (1..=4).map(|u| AliranTerbuka::ambil(&terbuka, u, 3, 4).unwrap()).collect();
        assert_eq!(AliranTerbuka::ambil(&terbuka, 5, 3, 4).err(), Some(Penuh::Server));
        assert_eq!(AliranTerbuka::ambil(&terbuka, 1, 3, 4).err(), Some(Penuh::Server));
        drop(tiket);
        assert_eq!(terbuka.jumlah_semua(), 0);
        assert!(AliranTerbuka::ambil(&terbuka, 5, 3, 4).is_ok());
    }
}
