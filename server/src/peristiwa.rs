//! Notes for the server-sent event streams: an exam's time changed
//! (`/lms/events/ujian/{id}`, spec 3 §7) and an attendance recalculation's
//! status (`/lms/events/kehadiran_mahasiswa`, spec 2 §7). On PostgreSQL a
//! note is a NOTIFY on channel `lms_peristiwa`, so streams connected to any
//! `lms serve` process on that database hear it; each process LISTENs and
//! fans the notes out to its own streams. SQLite runs one process: the note
//! goes straight to the local streams.

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::db::{Db, Engine};
use crate::error::AppResult;
use crate::kehadiran::model::StatusProses;
use crate::ujian::model::WaktuBerubah;

const KANAL: &str = "lms_peristiwa";

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(tag = "jenis", rename_all = "snake_case")]
pub enum Catatan {
    /// The exam's end or duration changed.
    Ujian { id_ujian: i64, waktu: WaktuBerubah },
    /// A recalculation of one meeting's attendance changed state.
    Kehadiran { id_pertemuan: i64, status: StatusProses },
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

    pub fn langganan(&self) -> broadcast::Receiver<Catatan> {
        self.kirim.subscribe()
    }

    /// Tells every stream that follows the note's subject (call after the change committed).
    pub async fn umumkan(&self, db: &Db, catatan: Catatan) -> AppResult<()> {
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
