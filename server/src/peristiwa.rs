//! Notes for the server-sent event streams: an exam's time changed
//! (`/lms/events/ujian/{id}`, spec 3 §7) and an attendance recalculation's
//! status (`/lms/events/kehadiran_mahasiswa`, spec 2 §7). On PostgreSQL a
//! note is a NOTIFY on channel `lms_peristiwa`, so streams connected to any
//! `lms serve` process on that database hear it; each process LISTENs and
//! fans the notes out to its own streams. SQLite runs one process: the note
//! goes straight to the local streams. The hub carries a subject and a JSON
//! payload; the domain that announces a note also reads it.

use std::sync::Arc;
use std::time::Duration;

use futures::stream::{Stream, StreamExt};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::db::{Db, Engine};
use crate::error::AppResult;

const KANAL: &str = "lms_peristiwa";

/// What a note is about; a stream follows one topic and one id.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Topik {
    /// An exam's end or duration changed (id: the exam; payload `ujian::model::WaktuBerubah`).
    Ujian,
    /// A recalculation of one meeting's attendance changed state (id: the meeting;
    /// payload `kehadiran::model::StatusProses`).
    Kehadiran,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
struct Catatan {
    topik: Topik,
    id: i64,
    isi: serde_json::Value,
}

pub struct Peristiwa {
    kirim: broadcast::Sender<Catatan>,
    engine: Engine,
}

impl Peristiwa {
    /// The hub of one process; on PostgreSQL it starts listening on `database_url`.
    pub fn mulai(database_url: &str) -> Arc<Peristiwa> {
        let (kirim, _) = broadcast::channel(256);
        let engine = Engine::of_url(database_url);
        let hub = Arc::new(Peristiwa { kirim, engine });
        if engine == Engine::Postgres {
            tokio::spawn(dengar(database_url.to_string(), hub.kirim.clone()));
        }
        hub
    }

    /// The payloads of the notes about `topik` `id` announced from now on; one
    /// that does not decode as `T` is logged and left out.
    pub fn ikuti<T: DeserializeOwned>(&self, topik: Topik, id: i64) -> impl Stream<Item = T> + Send + 'static {
        tokio_stream::wrappers::BroadcastStream::new(self.kirim.subscribe()).filter_map(move |c| async move {
            match c {
                Ok(c) if c.topik == topik && c.id == id => match serde_json::from_value(c.isi) {
                    Ok(isi) => Some(isi),
                    Err(e) => {
                        tracing::warn!(error = %e, ?topik, id, "isi catatan lms_peristiwa tidak terbaca");
                        None
                    }
                },
                _ => None,
            }
        })
    }

    /// Tells every stream that follows `topik` `id` (call after the change committed).
    pub async fn umumkan<T: Serialize>(&self, db: &Db, topik: Topik, id: i64, isi: &T) -> AppResult<()> {
        let catatan = Catatan { topik, id, isi: serde_json::to_value(isi).expect("payload serialises") };
        match self.engine {
            Engine::Postgres => {
                let isi = serde_json::to_string(&catatan).expect("catatan serialises");
                sqlx::query("SELECT pg_notify($1, $2)").bind(KANAL).bind(isi).execute(db).await?;
            }
            // No receiver is not an error: nobody is listening.
            Engine::Sqlite => drop(self.kirim.send(catatan)),
        }
        Ok(())
    }
}

/// LISTENs for the whole life of the process, reconnecting after a drop.
async fn dengar(url: String, kirim: broadcast::Sender<Catatan>) {
    loop {
        match sqlx::postgres::PgListener::connect(&url).await {
            Ok(mut listener) => {
                if let Err(e) = listener.listen(KANAL).await {
                    tracing::warn!(error = %e, "LISTEN lms_peristiwa gagal");
                } else {
                    loop {
                        match listener.recv().await {
                            Ok(n) => match serde_json::from_str::<Catatan>(n.payload()) {
                                Ok(c) => drop(kirim.send(c)),
                                Err(e) => tracing::warn!(error = %e, "catatan lms_peristiwa tidak dikenal"),
                            },
                            Err(e) => {
                                tracing::warn!(error = %e, "koneksi LISTEN terputus");
                                break;
                            }
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "tidak dapat LISTEN lms_peristiwa"),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}
