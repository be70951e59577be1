//! A background job's state (the table `pekerjaan_latar`, shared by the BAP
//! archive and the attendance recalculation).

crate::kode_domain! {
    /// Queued, running, done or failed (the column `pekerjaan_latar.status`).
    pub enum StatusPekerjaan {
        Antri = "antri",
        Berjalan = "berjalan",
        Selesai = "selesai",
        Gagal = "gagal",
    }
}

impl StatusPekerjaan {
    /// Not finished yet: queued or running.
    pub fn aktif(self) -> bool {
        matches!(self, StatusPekerjaan::Antri | StatusPekerjaan::Berjalan)
    }
}
