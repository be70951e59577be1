//! When a lecturer's attendance record in a meeting is valid (spec 2 §3
//! class settings, §4 'Teacher row'): an operator validated it, or the
//! conditions of `pengaturan_kelas.syarat_kehadiran_{online,offline}_dosen`
//! hold for it. Computed when read, because the facts change after the record
//! is written (activities are added, students' attendance is recalculated):
//! every reader selects [`FAKTA_SQL`] and asks [`sah`].
//!
//! Teaching roles and method (spec 3 'Teaching roles and methods'): who has a
//! record at all is [`DICATAT_SQL`]; which activities count for a lecturer is
//! [`aktivitas_dihitung!`].

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::db::Db;
use crate::error::AppResult;
use crate::kelas::model::JenisPertemuan;

/// The conditions a lecturer's own record meets to be valid without an operator.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SyaratKehadiranDosen {
    /// The record has a start time.
    pub mulai_kuliah: bool,
    /// The record has an end time.
    pub akhiri_kuliah: bool,
    /// Students present (H) ÷ the class's participants × 100 ≥ `presentase_kehadiran_kelas_persen`.
    pub presentase_kehadiran_kelas: bool,
    /// The lecturer made at least one activity in the meeting.
    pub aktivitas_kuliah: bool,
    pub presentase_kehadiran_kelas_persen: i64,
}

/// The class settings of lecturers' attendance, read once per request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AturanDosen {
    /// Online and mixed meetings.
    pub online: SyaratKehadiranDosen,
    pub offline: SyaratKehadiranDosen,
    /// `validasi_kehadiran_dosen`: a record that is not valid is shown as 'Belum Divalidasi'.
    pub wajib_validasi: bool,
}

fn syarat_dari(doc: &Value, kunci: &str, bawaan: SyaratKehadiranDosen) -> SyaratKehadiranDosen {
    let ya = |k: &str, b: bool| doc.pointer(&format!("/{kunci}/{k}")).and_then(Value::as_bool).unwrap_or(b);
    let persen = doc.pointer(&format!("/{kunci}/presentase_kehadiran_kelas_persen")).and_then(Value::as_f64);
    SyaratKehadiranDosen {
        mulai_kuliah: ya("mulai_kuliah", bawaan.mulai_kuliah),
        akhiri_kuliah: ya("akhiri_kuliah", bawaan.akhiri_kuliah),
        presentase_kehadiran_kelas: ya("presentase_kehadiran_kelas", bawaan.presentase_kehadiran_kelas),
        aktivitas_kuliah: ya("aktivitas_kuliah", bawaan.aktivitas_kuliah),
        presentase_kehadiran_kelas_persen: persen.map_or(bawaan.presentase_kehadiran_kelas_persen, |v| v as i64),
    }
}

impl AturanDosen {
    /// The rules of a `pengaturan_kelas` document; a missing key takes the seed's value.
    pub fn dari_dokumen(pengaturan_kelas: &Value) -> AturanDosen {
        let bawaan = |aktivitas_kuliah| SyaratKehadiranDosen {
            mulai_kuliah: true,
            akhiri_kuliah: true,
            presentase_kehadiran_kelas: false,
            aktivitas_kuliah,
            presentase_kehadiran_kelas_persen: 50,
        };
        AturanDosen {
            online: syarat_dari(pengaturan_kelas, "syarat_kehadiran_online_dosen", bawaan(true)),
            offline: syarat_dari(pengaturan_kelas, "syarat_kehadiran_offline_dosen", bawaan(false)),
            wajib_validasi: pengaturan_kelas.pointer("/validasi_kehadiran_dosen").and_then(Value::as_bool).unwrap_or(false),
        }
    }

    pub async fn baca(db: &Db) -> AppResult<AturanDosen> {
        Ok(AturanDosen::dari_dokumen(&crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?))
    }

    /// Online rules for online and mixed meetings, offline rules for offline ones.
    fn untuk(&self, jenis: JenisPertemuan) -> &SyaratKehadiranDosen {
        if jenis.daring() {
            &self.online
        } else {
            &self.offline
        }
    }
}

/// The facts of one record, as [`FAKTA_SQL`] selects them (flags are 0 or 1).
#[derive(sqlx::FromRow, Clone, Debug, PartialEq, Eq)]
pub struct FaktaDosen {
    #[sqlx(rename = "fakta_jenis")]
    pub jenis: JenisPertemuan,
    /// A record exists.
    #[sqlx(rename = "fakta_ada")]
    pub ada: i64,
    /// An operator validated it (`id_verifikator`).
    #[sqlx(rename = "fakta_divalidasi")]
    pub divalidasi: i64,
    #[sqlx(rename = "fakta_mulai")]
    pub mulai: i64,
    #[sqlx(rename = "fakta_selesai")]
    pub selesai: i64,
    /// Activities this lecturer made in the meeting.
    #[sqlx(rename = "fakta_aktivitas")]
    pub aktivitas: i64,
    /// Students marked H in the meeting.
    #[sqlx(rename = "fakta_hadir")]
    pub hadir: i64,
    /// The class's participants.
    #[sqlx(rename = "fakta_peserta")]
    pub peserta: i64,
}

/// Whether the class teacher `kp` (a `kelas_pengajar` row) is recorded in
/// lecturers' presence: a Pengajar or Asisten always (an Asisten in the
/// assistants' presence, by its `jabatan`); the Dosen Koordinator only when
/// the class has no Pengajar, because then the coordinator is the one who
/// teaches (every class has exactly one coordinator, docs/decisions.md).
pub const DICATAT_SQL: &str = "(kp.jabatan <> 'koordinator'
     OR NOT EXISTS (SELECT 1 FROM kelas_pengajar kx WHERE kx.id_kelas = kp.id_kelas AND kx.jabatan = 'pengajar'))";

/// The activities of meeting `p` that count for the lecturer in column `$dosen`:
/// under Team Teaching only those they made themselves; under Individu every
/// activity of the meeting, since the class is taught as one.
#[macro_export]
macro_rules! aktivitas_dihitung {
    ($dosen:literal) => {
        concat!(
            "(SELECT COUNT(*) FROM aktivitas fa WHERE fa.id_pertemuan = p.id AND (fa.id_pembuat = ",
            $dosen,
            " OR (SELECT fk.metode_mengajar FROM kelas_kuliah fk WHERE fk.id = p.id_kelas) = 'individu'))"
        )
    };
}

/// The facts of a record, as select-list items: the query names the meeting
/// `p` (pertemuan) and the record `g` (kehadiran_pengajar, may be left-joined).
pub const FAKTA_SQL: &str = concat!(
    "p.jenis AS fakta_jenis,
     CASE WHEN g.id_dosen IS NULL THEN 0 ELSE 1 END AS fakta_ada,
     CASE WHEN g.id_verifikator IS NULL THEN 0 ELSE 1 END AS fakta_divalidasi,
     CASE WHEN g.mulai_kuliah IS NULL THEN 0 ELSE 1 END AS fakta_mulai,
     CASE WHEN g.selesai_kuliah IS NULL THEN 0 ELSE 1 END AS fakta_selesai, ",
    aktivitas_dihitung!("g.id_dosen"),
    " AS fakta_aktivitas,
     (SELECT COUNT(*) FROM kehadiran_mahasiswa fh WHERE fh.id_pertemuan = p.id AND fh.kode = 'H') AS fakta_hadir,
     (SELECT COUNT(*) FROM kelas_peserta fp WHERE fp.id_kelas = p.id_kelas) AS fakta_peserta"
);

/// Whether the class is attended enough; a class without participants only
/// meets a threshold of 0 (nobody attended, so nothing shows the lecture was held).
fn kelas_cukup(hadir: i64, peserta: i64, persen: i64) -> bool {
    if peserta <= 0 {
        return persen <= 0;
    }
    hadir.saturating_mul(100) >= persen.saturating_mul(peserta)
}

/// A record is valid when an operator validated it, or when every condition
/// its meeting's kind asks for holds. No record is never valid.
pub fn sah(aturan: &AturanDosen, f: &FaktaDosen) -> bool {
    if f.ada == 0 {
        return false;
    }
    if f.divalidasi != 0 {
        return true;
    }
    let s = aturan.untuk(f.jenis);
    (!s.mulai_kuliah || f.mulai != 0)
        && (!s.akhiri_kuliah || f.selesai != 0)
        && (!s.aktivitas_kuliah || f.aktivitas > 0)
        && (!s.presentase_kehadiran_kelas || kelas_cukup(f.hadir, f.peserta, s.presentase_kehadiran_kelas_persen))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aturan() -> AturanDosen {
        AturanDosen::dari_dokumen(&Value::Null)
    }

    /// Started and ended, no activity, 3 of 10 present, not validated.
    fn fakta(jenis: &str) -> FaktaDosen {
        FaktaDosen {
            jenis: JenisPertemuan::parse(jenis).unwrap(),
            ada: 1,
            divalidasi: 0,
            mulai: 1,
            selesai: 1,
            aktivitas: 0,
            hadir: 3,
            peserta: 10,
        }
    }

    #[test]
    fn defaults_are_the_seed() {
        let a = aturan();
        assert!(a.online.mulai_kuliah && a.online.akhiri_kuliah && a.online.aktivitas_kuliah && !a.online.presentase_kehadiran_kelas);
        assert!(a.offline.mulai_kuliah && a.offline.akhiri_kuliah && !a.offline.aktivitas_kuliah);
        assert_eq!((a.online.presentase_kehadiran_kelas_persen, a.wajib_validasi), (50, false));
        let doc = serde_json::json!({"syarat_kehadiran_offline_dosen": {"mulai_kuliah": false, "presentase_kehadiran_kelas_persen": 75},
            "validasi_kehadiran_dosen": true});
        let b = AturanDosen::dari_dokumen(&doc);
        assert_eq!((b.offline.mulai_kuliah, b.offline.akhiri_kuliah, b.offline.presentase_kehadiran_kelas_persen), (false, true, 75));
        assert!(b.wajib_validasi);
    }

    #[test]
    fn online_asks_for_an_activity_offline_does_not() {
        let a = aturan();
        assert!(!sah(&a, &fakta("online")));
        assert!(!sah(&a, &fakta("campuran")), "mixed meetings follow the online rules");
        assert!(sah(&a, &fakta("offline")));
        assert!(sah(&a, &FaktaDosen { aktivitas: 1, ..fakta("online") }));
        let mut tanpa = a;
        tanpa.online.aktivitas_kuliah = false;
        assert!(sah(&tanpa, &fakta("online")));
    }

    #[test]
    fn start_and_end_times() {
        let a = aturan();
        assert!(!sah(&a, &FaktaDosen { selesai: 0, ..fakta("offline") }));
        assert!(!sah(&a, &FaktaDosen { mulai: 0, ..fakta("offline") }));
        let mut longgar = a;
        longgar.offline.akhiri_kuliah = false;
        assert!(sah(&longgar, &FaktaDosen { selesai: 0, ..fakta("offline") }));
    }

    #[test]
    fn class_percentage() {
        let mut a = aturan();
        a.offline.presentase_kehadiran_kelas = true;
        a.offline.presentase_kehadiran_kelas_persen = 30;
        assert!(sah(&a, &fakta("offline")), "3 of 10 is 30%");
        assert!(!sah(&a, &FaktaDosen { hadir: 2, ..fakta("offline") }));
        assert!(!sah(&a, &FaktaDosen { hadir: 0, peserta: 0, ..fakta("offline") }), "an empty class shows nothing");
        a.offline.presentase_kehadiran_kelas_persen = 0;
        assert!(sah(&a, &FaktaDosen { hadir: 0, peserta: 0, ..fakta("offline") }));
    }

    #[test]
    fn validated_or_missing() {
        let a = aturan();
        assert!(sah(&a, &FaktaDosen { divalidasi: 1, mulai: 0, selesai: 0, ..fakta("online") }), "an operator's word stands");
        assert!(!sah(&a, &FaktaDosen { ada: 0, ..fakta("offline") }));
    }
}
