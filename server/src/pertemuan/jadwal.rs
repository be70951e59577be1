//! Editing a meeting (spec 2 §2 'Ubah Data Pertemuan', §5 Meeting edit):
//! its data, its schedule (date, session, times, room, teachers) when the
//! settings allow changing the schedule of its type, and the clash check
//! against the real timetable: the class's own meetings, the room's and the
//! teachers' other meetings. A clash with a meeting of a class of the same
//! course and period (classes taught together) may be ignored. The save
//! checks again under a lock, so two people booking one room at once cannot
//! both win.

use chrono::{NaiveTime, Timelike};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::jadwal_store::{self as store, BentrokRow, Jadwal};
use super::model::SesiKuliah;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::kehadiran::model::ParameterKehadiran;
use crate::kehadiran::store as hadir_store;
use crate::kelas::model::{JenisPertemuan, KategoriPertemuan, StatusPertemuan};
use crate::log_aktivitas::{self, Entry};
use crate::policy::{self, Posisi};

pub const DESKRIPSI_MAKS: usize = 300;
pub const JUDUL_MAKS: usize = 255;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct DaftarSesi {
    pub data: Vec<SesiKuliah>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Ruangan {
    pub id: i64,
    pub nama: String,
    pub kapasitas: i64,
    /// Free in the asked time and bigger than the class ('( Tidak Tersedia )' otherwise).
    pub is_available: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct DaftarRuangan {
    pub data: Vec<Ruangan>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, Default)]
pub struct RuanganQuery {
    /// ISO date-times; without them (or empty) every room counts as free.
    #[schemars(with = "Option<crate::inti::WaktuAtauKosong>")]
    pub availability_start: Option<String>,
    #[schemars(with = "Option<crate::inti::WaktuAtauKosong>")]
    pub availability_end: Option<String>,
    /// The meeting being edited (its own booking is no clash).
    pub id_pertemuan: Option<i64>,
    /// The class whose size the room must exceed.
    pub id_kelas_kuliah: Option<i64>,
    /// Accepted for the spec's client; every room is listed anyway.
    pub ignore_default_pagination: Option<bool>,
}

/// A teacher of the class and whether they teach this meeting.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengajarPertemuan {
    /// The teacher's user id.
    pub id: i64,
    /// The class's Dosen Koordinator (who alone, with operators, picks the meeting's teachers).
    pub is_utama: bool,
    pub is_pengajar: bool,
    pub gelar_depan: String,
    pub nama: String,
    pub gelar_akademik: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengajarPilihan {
    pub id: i64,
    pub is_pengajar: bool,
}

/// `PUT /lms/pertemuan/{id}`; the simple variant sends only judul, jenis, kategori, deskripsi (and the unchanged times).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, Default)]
pub struct PertemuanSimpan {
    #[serde(default)]
    pub judul: String,
    /// online | offline; empty is online.
    pub jenis: Option<String>,
    /// kuliah | uts | uas; empty is kuliah.
    pub kategori: Option<String>,
    #[serde(default)]
    pub deskripsi: String,
    /// ISO date-times with offset.
    pub waktu_mulai: Option<String>,
    pub waktu_selesai: Option<String>,
    pub id_sesi: Option<i64>,
    pub id_ruangan: Option<i64>,
    pub parameter_kehadiran: Option<ParameterKehadiran>,
    pub pengajar_kelas: Option<Vec<PengajarPilihan>>,
}

/// `PUT /lms/pertemuan/cek_bentrok`: the form plus the class (and the meeting being edited).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct CekBentrok {
    pub id_kelas_kuliah: i64,
    pub id_pertemuan: Option<i64>,
    #[serde(flatten)]
    pub form: PertemuanSimpan,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Bentrok {
    pub id_pertemuan: i64,
    /// '{kode_mk} {nama_kelas}'.
    pub kelas: String,
    pub nomor: i64,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// The room or the teacher concerned; empty for a class clash.
    pub keterangan: String,
    /// 'Boleh diabaikan': a class of the same course and period (taught together).
    pub boleh_diabaikan: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, Default)]
pub struct BentrokGrup {
    pub data: Vec<Bentrok>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, Default)]
pub struct HasilBentrok {
    pub bentrok_kelas: BentrokGrup,
    pub bentrok_ruangan: BentrokGrup,
    pub bentrok_pengajar: BentrokGrup,
    /// A clash that may not be ignored: saving is refused.
    pub ada_bentrok: bool,
}

/// `GET /lms/pertemuan/{id}`: what the edit dialog starts from.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PertemuanUbah {
    pub id: i64,
    pub id_kelas: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub kategori: KategoriPertemuan,
    pub deskripsi: String,
    pub status: StatusPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub id_sesi: Option<i64>,
    pub id_ruangan: Option<i64>,
    pub parameter_kehadiran: ParameterKehadiran,
    pub pengajar_kelas: Vec<PengajarPertemuan>,
    pub jumlah_peserta: i64,
    /// The settings allow changing this meeting type's schedule (`ubah_jadwal`).
    pub bisa_ubah_jadwal: bool,
    /// The teacher checkboxes: the class's Dosen Koordinator and operators with write.
    pub bisa_ubah_pengajar: bool,
    /// The attendance parameters: operators with write, online meetings.
    pub bisa_ubah_parameter: bool,
}

// ---------------------------------------------------------------- reading

pub async fn sesi(db: &Db) -> AppResult<Vec<SesiKuliah>> {
    store::sesi(db).await
}

async fn jumlah_peserta(db: &Db, id_kelas: i64) -> AppResult<i64> {
    super::store::jumlah_peserta(db, id_kelas).await
}

pub async fn ruangan(db: &Db, q: &RuanganQuery) -> AppResult<Vec<Ruangan>> {
    let waktu = |v: &Option<String>| {
        v.as_deref()
            .filter(|t| !t.is_empty())
            .map(|t| db::parse_time(t).map(db::format_time).ok_or_else(|| AppError::bad_request("Waktu tidak valid.")))
    };
    let mulai = waktu(&q.availability_start).transpose()?;
    let selesai = waktu(&q.availability_end).transpose()?;
    let rows = store::ruangan(
        db,
        mulai.clone().unwrap_or_default(),
        selesai.unwrap_or_else(|| mulai.unwrap_or_default()),
        q.id_pertemuan.unwrap_or(0),
    )
    .await?;
    let ukuran = match q.id_kelas_kuliah {
        Some(id) => jumlah_peserta(db, id).await?,
        None => 0,
    };
    Ok(rows
        .into_iter()
        .map(|r| Ruangan { id: r.id, nama: r.nama, kapasitas: r.kapasitas, is_available: r.terpakai == 0 && r.kapasitas > ukuran })
        .collect())
}

/// The class's teachers and who teaches meeting `id_pertemuan` (all when it names none).
async fn pengajar_pertemuan(db: &Db, id_kelas: i64, id_pertemuan: i64) -> AppResult<Vec<PengajarPertemuan>> {
    let rows = store::pengajar(db, id_kelas, id_pertemuan).await?;
    Ok(rows
        .into_iter()
        .map(|r| PengajarPertemuan {
            id: r.id,
            is_utama: r.jabatan == crate::kelas::model::JabatanDosen::Koordinator,
            is_pengajar: r.ada_pilihan == 0 || r.dipilih > 0,
            gelar_depan: r.gelar_depan,
            nama: r.nama,
            gelar_akademik: r.gelar_akademik,
        })
        .collect())
}

async fn bisa_ubah_jadwal(db: &Db, jenis: JenisPertemuan) -> AppResult<bool> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    let kunci = if jenis == JenisPertemuan::Online { "online" } else { "offline" };
    Ok(doc.pointer(&format!("/ubah_jadwal/{kunci}")).and_then(|v| v.as_bool()).unwrap_or(false))
}

pub async fn muat(db: &Db, id: i64, posisi: &Posisi) -> AppResult<PertemuanUbah> {
    let p = hadir_store::pertemuan(db, id).await?;
    let r = store::jadwal(db, id).await?;
    let pengajar = pengajar_pertemuan(db, p.id_kelas, p.id).await?;
    Ok(PertemuanUbah {
        bisa_ubah_jadwal: bisa_ubah_jadwal(db, p.jenis).await?,
        bisa_ubah_pengajar: policy::may_ubah_pengajar_pertemuan(posisi),
        bisa_ubah_parameter: policy::may_ubah_parameter_kehadiran(posisi) && p.jenis.daring(),
        jumlah_peserta: jumlah_peserta(db, p.id_kelas).await?,
        id: p.id,
        id_kelas: p.id_kelas,
        nomor: p.nomor,
        parameter_kehadiran: p.parameter(),
        judul: p.judul,
        jenis: p.jenis,
        kategori: p.kategori,
        deskripsi: r.deskripsi,
        status: p.status,
        waktu_mulai: p.waktu_mulai,
        waktu_selesai: p.waktu_selesai,
        id_sesi: r.id_sesi,
        id_ruangan: r.id_ruangan,
        pengajar_kelas: pengajar,
    })
}

// ---------------------------------------------------------------- clashes

impl BentrokRow {
    fn bentrok(self, bisa_diabaikan: bool) -> Bentrok {
        Bentrok {
            id_pertemuan: self.id,
            kelas: format!("{} {}", self.kode, self.nama_kelas),
            nomor: self.nomor,
            judul: self.judul,
            waktu_mulai: self.waktu_mulai,
            waktu_selesai: self.waktu_selesai,
            keterangan: self.keterangan,
            boleh_diabaikan: bisa_diabaikan && self.gabungan != 0,
        }
    }
}

/// On `conn`: a saving transaction checks on its own connection, under its lock.
pub async fn cari_bentrok(conn: &mut sqlx::AnyConnection, j: &Jadwal<'_>) -> AppResult<HasilBentrok> {
    let store::BarisBentrok { kelas, ruangan, pengajar } = store::bentrok(conn, j).await?;
    let grup = |rows: Vec<BentrokRow>, bisa: bool| BentrokGrup { data: rows.into_iter().map(|r| r.bentrok(bisa)).collect() };
    let mut hasil = HasilBentrok {
        bentrok_kelas: grup(kelas, false),
        bentrok_ruangan: grup(ruangan, true),
        bentrok_pengajar: grup(pengajar, true),
        ada_bentrok: false,
    };
    hasil.ada_bentrok = !hasil.bentrok_kelas.data.is_empty()
        || hasil.bentrok_ruangan.data.iter().chain(&hasil.bentrok_pengajar.data).any(|b| !b.boleh_diabaikan);
    Ok(hasil)
}

// ---------------------------------------------------------------- checking a form

/// The data fields every variant sends.
pub struct DataPertemuan {
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub kategori: KategoriPertemuan,
    pub deskripsi: String,
}

pub fn periksa_data(f: &PertemuanSimpan) -> AppResult<DataPertemuan> {
    let judul = f.judul.trim();
    let deskripsi = f.deskripsi.trim();
    wajib(!judul.is_empty() || !deskripsi.is_empty(), "Pengisian Data Belum Lengkap!")?;
    wajib(!judul.is_empty(), "Judul wajib diisi!")?;
    wajib(judul.chars().count() <= JUDUL_MAKS, &format!("Judul tidak boleh lebih dari {JUDUL_MAKS} karakter"))?;
    wajib(!deskripsi.is_empty(), "Deskripsi wajib diisi!")?;
    wajib(deskripsi.chars().count() <= DESKRIPSI_MAKS, "Deskripsi tidak boleh lebih dari 300 karakter")?;
    let jenis = match f.jenis.as_deref().map(str::trim).unwrap_or("") {
        "" => JenisPertemuan::Online,
        kode => JenisPertemuan::parse(kode).ok_or_else(|| AppError::unprocessable("Jenis pertemuan harus online atau offline."))?,
    };
    let kategori = match f.kategori.as_deref().map(str::trim).unwrap_or("") {
        "" => KategoriPertemuan::Kuliah,
        kode => KategoriPertemuan::parse(kode).ok_or_else(|| AppError::unprocessable("Kategori harus kuliah, uts atau uas."))?,
    };
    Ok(DataPertemuan { judul: judul.into(), jenis, kategori, deskripsi: deskripsi.into() })
}

/// A checked schedule (times stored as UTC).
#[derive(Debug, PartialEq)]
pub struct JadwalSah {
    pub mulai: String,
    pub selesai: String,
    pub id_sesi: i64,
    pub id_ruangan: Option<i64>,
    pub pengajar: Vec<i64>,
}

fn jam_lokal(utc: &str, zona: chrono::FixedOffset) -> Option<NaiveTime> {
    db::parse_time(utc).map(|t| t.with_timezone(&zona).time())
}

/// The schedule fields in the spec's order; the start within the session,
/// the end after the start and before midnight (local time).
pub fn periksa_jadwal(f: &PertemuanSimpan, jenis: JenisPertemuan, sesi: &[SesiKuliah], zona: chrono::FixedOffset) -> AppResult<JadwalSah> {
    let mulai = f.waktu_mulai.as_deref().filter(|v| !v.trim().is_empty()).ok_or_else(|| AppError::unprocessable("Tanggal wajib diisi!"))?;
    let s = f.id_sesi.and_then(|id| sesi.iter().find(|s| s.id == id)).ok_or_else(|| AppError::unprocessable("Sesi wajib diisi!"))?;
    let selesai =
        f.waktu_selesai.as_deref().filter(|v| !v.trim().is_empty()).ok_or_else(|| AppError::unprocessable("Waktu wajib diisi!"))?;
    let pengajar: Vec<i64> = f.pengajar_kelas.iter().flatten().filter(|p| p.is_pengajar).map(|p| p.id).collect();
    wajib(!pengajar.is_empty(), "Pengajar wajib diisi!")?;
    let id_ruangan =
        if jenis.di_ruangan() { Some(f.id_ruangan.ok_or_else(|| AppError::unprocessable("id_ruangan wajib diisi!"))?) } else { None };
    let tidak_sah = || AppError::unprocessable("Format waktu tidak valid.");
    let mulai = db::parse_time(mulai).map(db::format_time).ok_or_else(tidak_sah)?;
    let selesai = db::parse_time(selesai).map(db::format_time).ok_or_else(tidak_sah)?;
    let jam = |t: &str| NaiveTime::parse_from_str(t, "%H:%M:%S").or_else(|_| NaiveTime::parse_from_str(t, "%H:%M")).ok();
    let (sesi_mulai, sesi_selesai) = (jam(&s.jam_mulai).ok_or_else(tidak_sah)?, jam(&s.jam_selesai).ok_or_else(tidak_sah)?);
    let jm = jam_lokal(&mulai, zona).ok_or_else(tidak_sah)?;
    let js = jam_lokal(&selesai, zona).ok_or_else(tidak_sah)?;
    let hhmm = |t: NaiveTime| format!("{:02}:{:02}", t.hour(), t.minute());
    wajib(
        jm >= sesi_mulai && jm <= sesi_selesai,
        &format!("Waktu mulai harus di antara jam sesi {} ({} - {}).", s.nama, hhmm(sesi_mulai), hhmm(sesi_selesai)),
    )?;
    let hari_sama = db::parse_time(&mulai)
        .zip(db::parse_time(&selesai))
        .is_some_and(|(a, b)| a.with_timezone(&zona).date_naive() == b.with_timezone(&zona).date_naive());
    wajib(
        selesai > mulai && hari_sama && js >= sesi_mulai,
        &format!("Waktu selesai harus setelah waktu mulai, antara {} dan 23:59:59 pada hari yang sama.", hhmm(sesi_mulai)),
    )?;
    Ok(JadwalSah { mulai, selesai, id_sesi: s.id, id_ruangan, pengajar })
}

/// The refusal of a save that clashes.
fn bentrok_error(h: &HasilBentrok) -> AppError {
    let mut bagian = Vec::new();
    if let Some(b) = h.bentrok_kelas.data.first() {
        bagian.push(format!("pertemuan ke-{} kelas ini", b.nomor));
    }
    if let Some(b) = h.bentrok_ruangan.data.iter().find(|b| !b.boleh_diabaikan) {
        bagian.push(format!("ruangan {} dipakai {}", b.keterangan, b.kelas));
    }
    if let Some(b) = h.bentrok_pengajar.data.iter().find(|b| !b.boleh_diabaikan) {
        bagian.push(format!("{} mengajar {}", b.keterangan, b.kelas));
    }
    AppError::new(
        axum::http::StatusCode::CONFLICT,
        KodeGalat::JadwalBentrok,
        format!("Jadwal bentrok: {}. Pilih waktu atau ruangan lain lalu cek jadwal bentrok lagi.", bagian.join("; ")),
    )
}

// ---------------------------------------------------------------- saving

/// Saves the dialog (already guarded by `policy::require_author_pertemuan`).
pub async fn simpan(db: &Db, user: &CurrentUser, ip: &str, id: i64, posisi: &Posisi, f: &PertemuanSimpan) -> AppResult<PertemuanUbah> {
    let lama = muat(db, id, posisi).await?;
    let data = periksa_data(f)?;
    let jadwal_dikirim = f.id_sesi.is_some() || f.id_ruangan.is_some() || f.pengajar_kelas.is_some();
    let waktu_berubah = f.waktu_mulai.as_deref().and_then(db::parse_time).map(db::format_time).is_some_and(|t| t != lama.waktu_mulai)
        || f.waktu_selesai.as_deref().and_then(db::parse_time).map(db::format_time).is_some_and(|t| t != lama.waktu_selesai);
    if (jadwal_dikirim || waktu_berubah) && !lama.bisa_ubah_jadwal {
        return Err(AppError::unprocessable("Jadwal pertemuan ini tidak dapat diubah (pengaturan ubah jadwal)."));
    }
    let jadwal = if jadwal_dikirim || waktu_berubah {
        let zona = crate::pengaturan::store::zona_offset(&crate::pengaturan::store::time_zone(db).await?);
        let j = periksa_jadwal(f, data.jenis, &sesi(db).await?, zona)?;
        let dipilih_lama: Vec<i64> = lama.pengajar_kelas.iter().filter(|g| g.is_pengajar).map(|g| g.id).collect();
        if j.pengajar != dipilih_lama && !lama.bisa_ubah_pengajar {
            return Err(AppError::ditolak("Hanya dosen koordinator kelas yang dapat mengubah pengajar pertemuan."));
        }
        if j.pengajar.iter().any(|id| !lama.pengajar_kelas.iter().any(|g| g.id == *id)) {
            return Err(AppError::unprocessable("Pengajar harus dosen pengajar kelas ini."));
        }
        Some(j)
    } else {
        None
    };
    let parameter = match (f.parameter_kehadiran, data.jenis) {
        (_, JenisPertemuan::Offline) => ParameterKehadiran::default(),
        (Some(p), _) if lama.bisa_ubah_parameter => p,
        _ => lama.parameter_kehadiran,
    };
    // One schedule change at a time: the clash check and the write see the same timetable.
    let _antre = db::antre_tulis(db).await;
    let mut tx = db.begin().await?;
    if db.connect_options().database_url.scheme().starts_with("postgres") {
        store::kunci_jadwal(&mut tx).await?;
    }
    if let Some(j) = &jadwal {
        let cek = Jadwal {
            id_kelas: lama.id_kelas,
            id_pertemuan: id,
            mulai: &j.mulai,
            selesai: &j.selesai,
            id_ruangan: j.id_ruangan,
            pengajar: &j.pengajar,
        };
        let hasil = cari_bentrok(&mut tx, &cek).await?;
        if hasil.ada_bentrok {
            return Err(bentrok_error(&hasil));
        }
    }
    store::ubah_data(&mut tx, id, &data.judul, (data.jenis, data.kategori), &data.deskripsi, &parameter).await?;
    if let Some(j) = &jadwal {
        store::ubah_jadwal(&mut tx, id, (&j.mulai, &j.selesai), j.id_sesi, j.id_ruangan).await?;
        store::hapus_pengajar(&mut tx, id).await?;
        if j.pengajar.len() < lama.pengajar_kelas.len() {
            for d in &j.pengajar {
                store::sisip_pengajar(&mut tx, id, *d).await?;
            }
        }
    } else if !data.jenis.di_ruangan() {
        store::lepas_ruangan(&mut tx, id).await?;
    }
    let detail = format!("Mengubah data pertemuan ke-{} (id {id}) '{}'", lama.nomor, data.judul);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_PERTEMUAN, detail, ip).di_pertemuan(id)).await?;
    tx.commit().await?;
    muat(db, id, posisi).await
}

/// The dialog's check: the form's schedule against the timetable.
pub async fn cek(db: &Db, c: &CekBentrok) -> AppResult<HasilBentrok> {
    let data = periksa_data(&c.form)?;
    let zona = crate::pengaturan::store::zona_offset(&crate::pengaturan::store::time_zone(db).await?);
    let j = periksa_jadwal(&c.form, data.jenis, &sesi(db).await?, zona)?;
    let cek = Jadwal {
        id_kelas: c.id_kelas_kuliah,
        id_pertemuan: c.id_pertemuan.unwrap_or(0),
        mulai: &j.mulai,
        selesai: &j.selesai,
        id_ruangan: j.id_ruangan,
        pengajar: &j.pengajar,
    };
    cari_bentrok(&mut *db.acquire().await?, &cek).await
}
