//! The kernel below the domains: small rules many domains share (a name
//! with titles, rounding, file sizes, an activity's time status, links,
//! natural order of hand-numbered names).
//! It imports no domain, so any domain may import it.

mod angka;
mod kode;
mod label;
mod nama;
mod pekerjaan;
mod tautan;
mod ukuran;
mod urutan;
mod waktu;

pub use angka::bulat;
pub use kode::kode_atau_kosong;
pub use label::{kelas_label, mode_label};
pub use nama::nama_bergelar;
pub use pekerjaan::StatusPekerjaan;
pub use tautan::{link_sah, LINK_MAKS};
pub use ukuran::{ukuran_label, EKSTENSI_DOKUMEN};
pub use urutan::urutan_alami;
pub use waktu::{status_waktu, StatusWaktu, WaktuAtauKosong, WaktuSaring};
