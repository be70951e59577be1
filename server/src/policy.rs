//! Every permission rule of the server, one named function each
//! (docs/decisions.md, "Permission matrix"). Handlers call their guard in
//! their first lines and hand what it established (a position in a class, a
//! list scope, a discussion) to the service. A few rules ask about a thing the
//! handler loads first, so that an unknown one stays a 404: a student's bio,
//! a class's BAP, the message being edited, the role a SSO code names.
//!
//! Naming: `may_<verb>_<thing>` answers a question (`bool`, or
//! `AppResult<bool>` when it needs the database); `require_<verb>_<thing>`
//! refuses with 403 (`AppError::forbidden()` unless a clearer message is
//! owed) and returns what it established, e.g. the caller's [`Posisi`] in a
//! class. The SQL a rule needs stays in its domain's store; rules call it.
//!
//! Principals: a signed-in student (mahasiswa), a lecturer (dosen), an
//! operator with a read/write/none right per module (`identitas::hak_akses`), the
//! special operator (an operator whose scope, e.g. 'A:T', narrows the classes
//! they work on: [`lingkup_operator`], [`may_operator_kelas`]), and an
//! operator acting as a lecturer or student, who is treated exactly as that
//! account. Anonymous callers never reach these rules:
//! taking `CurrentUser` is what requires login.
//!
//! Rule families:
//! - operator rights: [`may_operator`];
//! - classes: [`require_list_kelas`] (which classes a list shows),
//!   [`require_see_kelas`] and the change rules behind the `isAllow*` flags of
//!   [`izin_kelas`];
//! - reference data: [`may_read_staff_ref`], [`may_see_dosen_email`],
//!   [`may_read_mahasiswa`];
//! - course syllabus and RPS: [`may_edit_silabus`], [`may_edit_rps`];
//! - task discussions: [`require_open_diskusi`], [`may_write_diskusi`],
//!   [`require_edit_pesan`];
//! - class content: [`may_author_konten`], [`may_see_materi`] and their
//!   guards for meetings and materials, [`require_peserta`],
//!   [`require_upload_materi`], [`require_list_salinan`],
//!   [`require_see_berkas`], [`require_hapus_berkas`], [`require_see_vidcon`],
//!   [`require_author_vidcon`], [`require_join_vidcon`], [`require_see_forum`],
//!   [`require_author_forum`], [`peran_forum`], [`require_post_forum`],
//!   [`require_list_peserta_kelas`];
//! - tasks: [`require_see_tugas`], [`may_see_penilaian`], [`may_grade_tugas`]
//!   and their guards;
//! - exams: [`may_see_ujian`] (hidden exams) with [`saring_ujian_tersembunyi`]
//!   for lists, [`require_see_ujian`], [`require_author_ujian`],
//!   [`require_kerjakan_ujian`], [`require_see_hasil_ujian`],
//!   [`require_see_hasil_kelas`], [`require_nilai_ujian`], [`require_nilai_pengerjaan`];
//! - question banks: [`require_list_bank_soal`], [`may_write_bank_soal`],
//!   [`require_see_bank_soal`], [`require_write_bank_soal`],
//!   [`require_pemilik_bank_soal`], [`may_salin_ujian_ke_bank`],
//!   [`require_salin_ujian_ke_bank`], [`require_ambil_dari_bank`];
//! - attendance: [`may_see_kehadiran`], [`may_ubah_kehadiran_peserta`],
//!   [`may_ubah_kehadiran_pengajar`], [`may_mulai_pertemuan`],
//!   [`may_hitung_ulang_kehadiran`], [`may_buka_kehadiran_ujian`] and their guards,
//!   [`require_peserta_pertemuan`], the lists' [`require_list_kehadiran`], and the
//!   meeting edit's [`may_ubah_pengajar_pertemuan`], [`may_ubah_parameter_kehadiran`];
//! - BAP: [`require_read_bap`], [`require_archive_bap`],
//!   [`require_see_penandatangan`];
//! - accounts: [`may_act_as_other`], [`require_own_role`];
//! - administration: [`require_see_konfigurasi`], [`require_ubah_konfigurasi`],
//!   [`require_see_pengaturan`], [`require_ubah_pengaturan`],
//!   [`require_see_operator`], [`require_ubah_hak_operator`],
//!   [`require_ubah_hak_operator_ini`], the activity log's
//!   [`require_log_pengguna`] and [`may_see_operator_pelaku`].
//!
//! Routes with no rule beyond being signed in (announcements, the raw
//! settings documents, help, events, open reference lists, course plans, one's
//! own BAP archive jobs) take `CurrentUser` and nothing else.

use crate::bank_soal::store::BankDb;
use crate::bap::model::BapKelas;
use crate::berkas::store::BerkasDb;
use crate::chat::model::PesanChat;
use crate::chat::store::Diskusi;
use crate::db::Db;
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::model::Role;
use crate::identitas::{CurrentUser, Level, Modul};
use crate::kehadiran::store::PertemuanDb;
use crate::kelas::model::{IzinKelas, JabatanDosen, KategoriPertemuan, PeranKelas};
use crate::materi::store::MateriRef;
use axum::http::StatusCode;

// ---------------------------------------------------------------- operators

/// An operator whose right on `modul` is at least `needed`; lecturers and
/// students never (their rules are about membership).
pub fn may_operator(user: &CurrentUser, modul: Modul, needed: Level) -> bool {
    user.role() == Role::Operator && user.level(modul) >= needed
}

// ---------------------------------------------------------------- classes

/// The caller's relation to a class.
#[derive(Debug, Clone, PartialEq)]
pub enum Posisi {
    Operator(Level),
    /// A teacher with this teaching role.
    Pengajar(JabatanDosen),
    Peserta,
    Luar,
}

/// Whose classes a list shows (its SQL: `kelas::store`, `Lingkup::syarat`).
pub enum Lingkup {
    Semua,
    /// A special operator: the classes whose `lingkup` is this scope.
    Khusus(String),
    /// The classes lecturer `id` teaches; `batas`: within the scope of the
    /// special operator acting as them ([`posisi`] holds the same edge).
    Pengajar {
        id: i64,
        batas: Option<String>,
    },
    /// The classes student `id` attends, with the same `batas`.
    Peserta {
        id: i64,
        batas: Option<String>,
    },
}

impl Lingkup {
    /// The scope (`kelas_kuliah.lingkup`) every listed class must have, if any.
    pub fn batas(&self) -> Option<&str> {
        match self {
            Lingkup::Semua => None,
            Lingkup::Khusus(l) => Some(l),
            Lingkup::Pengajar { batas, .. } | Lingkup::Peserta { batas, .. } => batas.as_deref(),
        }
    }
}

/// The classes an operator's rights cover: every class, or for a special
/// operator (scope 'A:T', 'A:B') the classes with that `lingkup`
/// (docs/decisions.md 'Special operators').
pub fn lingkup_operator(user: &CurrentUser) -> Lingkup {
    match &user.info.lingkup_khusus {
        Some(l) => Lingkup::Khusus(l.clone()),
        None => Lingkup::Semua,
    }
}

/// The scope every class the caller sees must have: a special operator's,
/// also while acting as a lecturer or a student (as [`posisi`] holds class
/// by class); None for everyone else.
pub fn batas_lingkup(user: &CurrentUser) -> Option<&str> {
    user.info.lingkup_khusus.as_deref()
}

/// A lecturer's own classes, within [`batas_lingkup`].
fn lingkup_pengajar(user: &CurrentUser) -> Lingkup {
    Lingkup::Pengajar { id: user.id(), batas: batas_lingkup(user).map(str::to_owned) }
}

/// Whether a class with `lingkup_kelas` is within the operator's scope (or,
/// acting as someone, within the scope of the operator who acts).
pub fn may_operator_kelas(user: &CurrentUser, lingkup_kelas: &str) -> bool {
    user.info.lingkup_khusus.as_deref().is_none_or(|l| l == lingkup_kelas)
}

/// Where the caller stands in class `id_kelas` (no existence check); a class
/// outside a special operator's scope is outside for them, and for anyone
/// they act as.
async fn posisi(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    use crate::kelas::detail_store as store;
    if user.info.lingkup_khusus.is_some() && !may_operator_kelas(user, &store::lingkup(db, id_kelas).await?) {
        return Ok(Posisi::Luar);
    }
    Ok(match user.role() {
        Role::Operator => Posisi::Operator(user.level(Modul::KelasKuliah)),
        Role::Dosen => match store::jabatan_pengajar(db, id_kelas, user.id()).await? {
            Some(jabatan) => Posisi::Pengajar(jabatan),
            None => Posisi::Luar,
        },
        Role::Mahasiswa if store::is_peserta(db, id_kelas, user.id()).await? => Posisi::Peserta,
        Role::Mahasiswa => Posisi::Luar,
    })
}

/// Class lists show lecturers the classes they teach, students those they
/// attend, and operators with read on kelas_kuliah every class; other
/// operators are refused.
pub fn require_list_kelas(user: &CurrentUser) -> AppResult<Lingkup> {
    match user.role() {
        Role::Dosen => Ok(lingkup_pengajar(user)),
        Role::Mahasiswa => Ok(Lingkup::Peserta { id: user.id(), batas: batas_lingkup(user).map(str::to_owned) }),
        Role::Operator if may_operator(user, Modul::KelasKuliah, Level::Read) => Ok(lingkup_operator(user)),
        Role::Operator => Err(AppError::forbidden()),
    }
}

/// A class is seen by its teachers, its students and operators with read on kelas_kuliah.
pub fn may_see_kelas(posisi: &Posisi) -> bool {
    match posisi {
        Posisi::Operator(level) => *level >= Level::Read,
        Posisi::Pengajar(_) | Posisi::Peserta => true,
        Posisi::Luar => false,
    }
}

/// The class's profile and banner are changed by its Dosen Koordinator and operators with write on kelas_kuliah.
pub fn may_change_kelas(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(JabatanDosen::Koordinator) | Posisi::Operator(Level::Write))
}

/// The class leader is set by a Dosen Koordinator or Pengajar of the class (not an Asisten) and operators with write.
pub fn may_change_ketua_kelas(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(JabatanDosen::Koordinator | JabatanDosen::Pengajar) | Posisi::Operator(Level::Write))
}

/// Teaching roles and method are set by the class's Dosen Koordinator and operators with write on kelas_kuliah.
pub fn may_change_jabatan(posisi: &Posisi) -> bool {
    may_change_kelas(posisi)
}

/// The `isAllow*` flags the UI receives with a class, built from the rules above.
pub fn izin_kelas(posisi: &Posisi) -> IzinKelas {
    IzinKelas {
        isAllowLihatSilabus: may_see_kelas(posisi),
        isAllowUbahKelas: may_change_kelas(posisi),
        isAllowUbahKetuaKelas: may_change_ketua_kelas(posisi),
        isAllowUbahJabatan: may_change_jabatan(posisi),
    }
}

/// 404 when class `id` does not exist, 403 when the caller may not see it;
/// otherwise the caller's position in it.
pub async fn require_see_kelas(db: &Db, user: &CurrentUser, id: i64) -> AppResult<Posisi> {
    if !crate::kelas::detail_store::exists(db, id).await? {
        return Err(AppError::not_found("Kelas"));
    }
    let posisi = posisi(db, user, id).await?;
    if !may_see_kelas(&posisi) {
        return Err(AppError::forbidden());
    }
    Ok(posisi)
}

/// [`require_see_kelas`], then 403 unless [`may_change_kelas`].
pub async fn require_change_kelas(db: &Db, user: &CurrentUser, id: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id).await?;
    refuse_unless(may_change_kelas(&posisi))?;
    Ok(posisi)
}

/// [`require_see_kelas`], then 403 unless [`may_change_ketua_kelas`].
pub async fn require_change_ketua_kelas(db: &Db, user: &CurrentUser, id: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id).await?;
    refuse_unless(may_change_ketua_kelas(&posisi))?;
    Ok(posisi)
}

/// [`require_see_kelas`], then 403 unless [`may_change_jabatan`].
pub async fn require_change_jabatan(db: &Db, user: &CurrentUser, id: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id).await?;
    refuse_unless(may_change_jabatan(&posisi))?;
    Ok(posisi)
}

fn refuse_unless(allowed: bool) -> AppResult<()> {
    if allowed {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

// ---------------------------------------------------------------- class content

/// A class's content (materials now; forums, vidcons and tasks as they come)
/// is written by its teachers, whatever their jabatan, and by operators with
/// write on kelas_kuliah.
pub fn may_author_konten(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(_) | Posisi::Operator(Level::Write))
}

/// A student sees a material from its display time on; the class's teachers
/// and operators always.
pub fn may_see_materi(posisi: &Posisi, waktu_mulai_tampil: &str, now: &str) -> bool {
    match posisi {
        Posisi::Peserta => waktu_mulai_tampil <= now,
        other => may_see_kelas(other),
    }
}

/// The meeting's class, after [`require_see_kelas`] on it; 404 for an unknown meeting.
pub async fn require_see_pertemuan(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(i64, Posisi)> {
    let id_kelas = crate::pertemuan::store::kelas_pertemuan(db, id_pertemuan).await?.ok_or_else(|| AppError::not_found("Pertemuan"))?;
    Ok((id_kelas, require_see_kelas(db, user, id_kelas).await?))
}

/// [`require_see_pertemuan`], then 403 unless [`may_author_konten`].
pub async fn require_author_pertemuan(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(i64, Posisi)> {
    let (id_kelas, posisi) = require_see_pertemuan(db, user, id_pertemuan).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok((id_kelas, posisi))
}

/// Material `id` with the caller's position in its class. A material a
/// student may not see yet is a 404 for them, exactly like one that does
/// not exist: its title and file stay hidden until the display time.
pub async fn require_see_materi(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(MateriRef, Posisi)> {
    let materi = crate::materi::store::cari_ref(db, id).await?.ok_or_else(|| AppError::not_found("Materi"))?;
    let posisi = require_see_kelas(db, user, materi.id_kelas).await?;
    if !may_see_materi(&posisi, &materi.waktu_mulai_tampil, &crate::db::now()) {
        return Err(AppError::not_found("Materi"));
    }
    Ok((materi, posisi))
}

/// [`require_see_materi`], then 403 unless [`may_author_konten`].
pub async fn require_author_materi(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(MateriRef, Posisi)> {
    let (materi, posisi) = require_see_materi(db, user, id).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok((materi, posisi))
}

/// Vidcon `id` with the caller's position in its class (404 when unknown).
pub async fn require_see_vidcon(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(i64, Posisi)> {
    let vidcon = crate::vidcon::store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Vidcon"))?;
    Ok((vidcon.id_kelas, require_see_kelas(db, user, vidcon.id_kelas).await?))
}

/// [`require_see_vidcon`], then 403 unless [`may_author_konten`].
pub async fn require_author_vidcon(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(i64, Posisi)> {
    let (id_kelas, posisi) = require_see_vidcon(db, user, id).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok((id_kelas, posisi))
}

/// The class's students and teachers join its vidcons (recorded as
/// mahasiswa or dosen); operators watch and do not join.
pub fn require_join_vidcon(posisi: &Posisi) -> AppResult<PeranKelas> {
    match posisi {
        Posisi::Peserta => Ok(PeranKelas::Mahasiswa),
        Posisi::Pengajar(_) => Ok(PeranKelas::Dosen),
        _ => Err(AppError::ditolak("Hanya peserta dan pengajar kelas yang bergabung ke vidcon.")),
    }
}

/// Forum `id` with the caller's position in its class (404 when unknown).
pub async fn require_see_forum(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(i64, Posisi)> {
    let forum = crate::forum::store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    Ok((forum.id_kelas, require_see_kelas(db, user, forum.id_kelas).await?))
}

/// [`require_see_forum`], then 403 unless [`may_author_konten`].
pub async fn require_author_forum(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(i64, Posisi)> {
    let (id_kelas, posisi) = require_see_forum(db, user, id).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok((id_kelas, posisi))
}

/// How the caller writes in a class's forums: its students as mahasiswa, its
/// teachers as dosen; operators only read (None).
pub fn peran_forum(posisi: &Posisi) -> Option<PeranKelas> {
    match posisi {
        Posisi::Peserta => Some(PeranKelas::Mahasiswa),
        Posisi::Pengajar(_) => Some(PeranKelas::Dosen),
        _ => None,
    }
}

/// 403 unless [`peran_forum`] gives the caller a role.
pub fn require_post_forum(posisi: &Posisi) -> AppResult<PeranKelas> {
    peran_forum(posisi).ok_or_else(|| AppError::ditolak("Operator hanya dapat membaca forum."))
}

/// The list of a class's students (NIM and name) is for its teachers and
/// operators with read on kelas_kuliah.
pub async fn require_list_peserta_kelas(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id_kelas).await?;
    refuse_unless(!matches!(posisi, Posisi::Peserta))?;
    Ok(posisi)
}

/// Uses of a material are recorded for the class's students only.
pub fn require_peserta(posisi: &Posisi) -> AppResult<()> {
    match posisi {
        Posisi::Peserta => Ok(()),
        _ => Err(AppError::ditolak("Hanya mahasiswa peserta kelas yang tercatat mengakses materi.")),
    }
}

/// Material files are uploaded by lecturers and operators with write on
/// kelas_kuliah (the class itself is checked when the material is saved).
pub fn require_upload_materi(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(user.role() == Role::Dosen || may_operator(user, Modul::KelasKuliah, Level::Write))
}

/// A banner is uploaded before 'Simpan' by whoever may upload class content;
/// the class itself is checked when the banner is saved ([`require_change_kelas`]).
pub fn require_upload_banner(user: &CurrentUser) -> AppResult<()> {
    require_upload_materi(user)
}

/// The academic data import (issue 35) writes the university's people: operators with write on
/// data_master and no special scope (a scoped operator's file would reach past their classes).
pub fn require_impor_akademik(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_operator(user, Modul::DataMaster, Level::Write) && user.info.lingkup_khusus.is_none())
}

/// A syllabus attachment is uploaded before 'Simpan' by lecturers and operators
/// with write on data_master; the course is checked on save ([`require_edit_silabus`]).
pub fn require_upload_lampiran_silabus(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(user.role() == Role::Dosen || may_operator(user, Modul::DataMaster, Level::Write))
}

/// The copy tables list other classes' materials and exams to lecturers and
/// to operators with read on kelas_kuliah; a lecturer sees those of the
/// courses they teach, an operator all, a special operator those of the
/// classes of their scope (the returned scope). Copying takes the same scope.
pub fn require_list_salinan(user: &CurrentUser) -> AppResult<Lingkup> {
    match user.role() {
        Role::Dosen => Ok(lingkup_pengajar(user)),
        Role::Operator if may_operator(user, Modul::KelasKuliah, Level::Read) => Ok(lingkup_operator(user)),
        _ => Err(AppError::forbidden()),
    }
}

/// An upload is served to its uploader, and to whoever may see a material
/// using it (a student only once it is displayed), a task it is attached to,
/// or the hand-in it belongs to (the students who handed it in and whoever
/// may read the task's grading page). Anyone else gets 404, so a guessed URL
/// tells nothing. Returns the materials the caller sees it through, with
/// their position in each class (a download of a material is recorded).
pub async fn require_see_berkas(db: &Db, user: &CurrentUser, berkas: &BerkasDb) -> AppResult<Vec<(i64, Posisi)>> {
    let now = crate::db::now();
    let mut lewat = Vec::new();
    for m in crate::berkas::store::pemakai(db, &berkas.id).await? {
        let posisi = posisi(db, user, m.id_kelas).await?;
        if may_see_materi(&posisi, &m.waktu_mulai_tampil, &now) {
            lewat.push((m.id_aktivitas, posisi));
        }
    }
    if !lewat.is_empty() || berkas.id_pengunggah == user.id() {
        return Ok(lewat);
    }
    for id_kelas in crate::berkas::store::kelas_lampiran_tugas(db, &berkas.id).await? {
        if may_see_kelas(&posisi(db, user, id_kelas).await?) {
            return Ok(lewat);
        }
    }
    for (id_kelas, id_mahasiswa) in crate::berkas::store::pemilik_pengumpulan(db, &berkas.id).await? {
        if id_mahasiswa == user.id() || may_see_penilaian(&posisi(db, user, id_kelas).await?) {
            return Ok(lewat);
        }
    }
    for p in crate::ujian::lampiran::pemakai(db, &berkas.id).await? {
        if may_see_lampiran_soal(db, user, &p).await? {
            return Ok(lewat);
        }
    }
    Err(AppError::not_found("Berkas"))
}

/// A question's file: its exam's authors and graders always; a student
/// given the question in an attempt sees its attachments and option images,
/// and its key's files once the finished attempt shows the keys. A bank
/// question's file: whoever may see the bank.
async fn may_see_lampiran_soal(db: &Db, user: &CurrentUser, p: &crate::ujian::lampiran::PemakaiLampiran) -> AppResult<bool> {
    if let Some(id_bank) = p.id_bank {
        return Ok(require_see_bank_soal(db, user, id_bank).await.is_ok());
    }
    let (Some(id_ujian), Some(id_kelas), Some(id_soal)) = (p.id_ujian, p.id_kelas, p.id_ujian_soal) else { return Ok(false) };
    let posisi = posisi(db, user, id_kelas).await?;
    if may_author_konten(&posisi) || may_see_penilaian(&posisi) {
        return Ok(true);
    }
    if posisi != Posisi::Peserta {
        return Ok(false);
    }
    let Some(ujian) = crate::ujian::store::cari(db, id_ujian).await?.filter(|u| may_see_ujian(&posisi, u.ditampilkan != 0)) else {
        return Ok(false);
    };
    let Some(pengerjaan) = crate::ujian::store::pengerjaan_mahasiswa(db, id_ujian, user.id()).await? else { return Ok(false) };
    if !crate::ujian::store::soal_diberikan(db, pengerjaan.id, id_soal).await? {
        return Ok(false);
    }
    Ok(p.peran != crate::ujian::model::PeranLampiran::Kunci
        || (pengerjaan.waktu_kumpul.is_some()
            && crate::ujian::pengerjaan::kunci_terlihat(&ujian, crate::ujian::service::boleh_tampil_soal(db).await?, &crate::db::now())))
}

/// Question files are uploaded by those who write questions: lecturers, and
/// operators with write on kelas_kuliah or bank_soal.
pub fn require_upload_soal(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(
        user.role() == Role::Dosen
            || may_operator(user, Modul::KelasKuliah, Level::Write)
            || may_operator(user, Modul::BankSoal, Level::Write),
    )
}

/// An upload is removed (DELETE /v2/storager) by its uploader while no content uses it.
pub fn require_hapus_berkas(user: &CurrentUser, berkas: &BerkasDb, dipakai: bool) -> AppResult<()> {
    if berkas.id_pengunggah != user.id() {
        return Err(AppError::not_found("Berkas"));
    }
    if dipakai {
        return Err(AppError::conflict("Berkas masih dipakai; hapus atau ubah materi atau tugas yang memakainya terlebih dahulu."));
    }
    Ok(())
}

// ---------------------------------------------------------------- reference data

/// Staff lists (lecturers, class labels, active students, teaching periods,
/// courses by lecturer) are read by lecturers and operators with read on data_master or kelas_kuliah.
pub fn may_read_staff_ref(user: &CurrentUser) -> bool {
    match user.role() {
        Role::Dosen => true,
        Role::Operator => may_operator(user, Modul::DataMaster, Level::Read) || may_operator(user, Modul::KelasKuliah, Level::Read),
        Role::Mahasiswa => false,
    }
}

/// 403 unless [`may_read_staff_ref`].
pub fn require_read_staff_ref(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_read_staff_ref(user))
}

/// Class labels ('Nama Kelas' of the class filter): who reads staff lists reads them all
/// (`None`); a student reads the labels of their own classes (`Some(their id)`), so their
/// filter offers something besides 'Semua'.
pub fn require_label_kelas(user: &CurrentUser) -> AppResult<Option<i64>> {
    match user.role() {
        Role::Mahasiswa => Ok(Some(user.id())),
        _ => require_read_staff_ref(user).map(|()| None),
    }
}

/// A lecturer's e-mail address is shown to those who may read staff lists
/// (the lecturer themself included); everyone signed in sees the rest of the bio.
pub fn may_see_dosen_email(user: &CurrentUser) -> bool {
    may_read_staff_ref(user)
}

/// A student's short bio is read by the student, staff operators, and lecturers teaching one of the student's classes.
pub async fn may_read_mahasiswa(db: &Db, user: &CurrentUser, id_mahasiswa: i64) -> AppResult<bool> {
    Ok(match user.role() {
        Role::Mahasiswa => user.id() == id_mahasiswa,
        Role::Operator => may_read_staff_ref(user),
        Role::Dosen => crate::referensi::store::diajar_oleh(db, id_mahasiswa, user.id()).await?,
    })
}

/// 403 unless [`may_read_mahasiswa`].
pub async fn require_read_mahasiswa(db: &Db, user: &CurrentUser, id_mahasiswa: i64) -> AppResult<()> {
    refuse_unless(may_read_mahasiswa(db, user, id_mahasiswa).await?)
}

// ---------------------------------------------------------------- syllabus and RPS

/// The lecturer who coordinates the course or develops its RPS.
fn pemilik_makul(user: &CurrentUser, koordinator: Option<i64>, pengembang: Option<i64>) -> bool {
    user.role() == Role::Dosen && (koordinator == Some(user.id()) || pengembang == Some(user.id()))
}

/// A course's syllabus is edited by its coordinator, its RPS developer and operators with write on data_master.
pub fn may_edit_silabus(user: &CurrentUser, koordinator: Option<i64>, pengembang: Option<i64>) -> bool {
    pemilik_makul(user, koordinator, pengembang) || may_operator(user, Modul::DataMaster, Level::Write)
}

/// A course's RPS is edited (through the SIKAD hand-off) by its coordinator and its RPS developer only.
pub fn may_edit_rps(user: &CurrentUser, koordinator: Option<i64>, pengembang: Option<i64>) -> bool {
    pemilik_makul(user, koordinator, pengembang)
}

/// 404 for an unknown course, 403 unless [`may_edit_silabus`].
pub async fn require_edit_silabus(db: &Db, user: &CurrentUser, id_makul: i64) -> AppResult<()> {
    let (koordinator, pengembang) = crate::akademik::service::penanggung_jawab(db, id_makul).await?;
    refuse_unless(may_edit_silabus(user, koordinator, pengembang))
}

// ---------------------------------------------------------------- task and exam discussions

/// What [`require_open_diskusi`] established: the discussion's task and
/// student, and the caller's role in it.
pub struct AksesDiskusi {
    pub diskusi: Diskusi,
    /// Mahasiswa | Dosen for members; None for a reading operator.
    pub peran: Option<&'static str>,
}

/// A task or exam discussion is opened by its student (or its group's members) and
/// the class's teachers (its members) and by operators with read on kelas_kuliah; 404 for an id naming
/// no discussion and, for a student, for an exam hidden from students ([`may_see_ujian`]).
pub async fn require_open_diskusi(db: &Db, user: &CurrentUser, id: &str) -> AppResult<AksesDiskusi> {
    let diskusi = crate::chat::service::diskusi(db, id).await?;
    let peran = match posisi(db, user, diskusi.id_kelas).await? {
        Posisi::Peserta if diskusi.tersembunyi => return Err(AppError::not_found("Grup diskusi")),
        Posisi::Peserta if diskusi.mahasiswa.contains(&user.id()) => Some("Mahasiswa"),
        Posisi::Pengajar(_) => Some("Dosen"),
        Posisi::Operator(level) if level >= Level::Read => None,
        _ => return Err(AppError::forbidden()),
    };
    Ok(AksesDiskusi { diskusi, peran })
}

/// Only members (a `peran` from [`require_open_diskusi`]) write in a discussion; operators only read it.
pub fn may_write_diskusi(peran: Option<&str>) -> bool {
    peran.is_some()
}

/// [`require_open_diskusi`], then 403 `hanya_baca` unless [`may_write_diskusi`].
pub async fn require_write_diskusi(db: &Db, user: &CurrentUser, id: &str) -> AppResult<AksesDiskusi> {
    let akses = require_open_diskusi(db, user, id).await?;
    if !may_write_diskusi(akses.peran) {
        return Err(AppError::new(
            StatusCode::FORBIDDEN,
            KodeGalat::HanyaBaca,
            "Operator hanya dapat membaca diskusi ini; komentar ditulis oleh mahasiswa dan pengajar kelas.",
        ));
    }
    Ok(akses)
}

/// Only its sender edits a message.
pub fn require_edit_pesan(pesan: &PesanChat) -> AppResult<()> {
    if pesan.milik_saya {
        Ok(())
    } else {
        Err(AppError::new(StatusCode::FORBIDDEN, KodeGalat::BukanMilik, "Hanya pengirim yang dapat mengubah komentar ini."))
    }
}

// ---------------------------------------------------------------- task grading

/// A task's grading page is read by the class's teachers and operators with read on kelas_kuliah
/// (the task itself by whoever may see its class).
pub fn may_see_penilaian(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(_) | Posisi::Operator(Level::Read | Level::Write))
}

/// Scores are given by the class's teachers (any jabatan) and operators with write on kelas_kuliah.
pub fn may_grade_tugas(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(_) | Posisi::Operator(Level::Write))
}

/// A task is seen by whoever may see its class ([`require_see_kelas`]); 404
/// for an unknown task, or one of another class when `id_kelas` is given.
/// Returns the caller's position in the class.
pub async fn require_see_tugas(db: &Db, user: &CurrentUser, id_tugas: i64, id_kelas: Option<i64>) -> AppResult<Posisi> {
    let kelas = crate::tugas::service::kelas_tugas(db, id_tugas, id_kelas).await?;
    require_see_kelas(db, user, kelas).await
}

/// [`require_see_tugas`], then 403 unless [`may_author_konten`]: a task, its
/// groups and attachments are changed by the class's teachers and writing operators.
pub async fn require_author_tugas(db: &Db, user: &CurrentUser, id_tugas: i64) -> AppResult<Posisi> {
    let posisi = require_see_tugas(db, user, id_tugas, None).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok(posisi)
}

/// [`require_see_tugas`], then 403 unless the caller is a participant of the
/// class: only students hand in (each for themselves or their group).
pub async fn require_kumpul_tugas(db: &Db, user: &CurrentUser, id_tugas: i64) -> AppResult<Posisi> {
    let posisi = require_see_tugas(db, user, id_tugas, None).await?;
    if posisi != Posisi::Peserta {
        return Err(AppError::ditolak("Hanya mahasiswa peserta kelas yang mengumpulkan tugas."));
    }
    Ok(posisi)
}

/// Hand-in files (dir tugas/pengumpulan) are uploaded by students.
pub fn require_upload_pengumpulan(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(user.role() == Role::Mahasiswa)
}

/// A hidden exam (ditampilkan 0) is not there for students: no list shows
/// it and every exam route answers 404 as for an unknown exam. The class's
/// teachers and operators still see it.
pub fn may_see_ujian(posisi: &Posisi, ditampilkan: bool) -> bool {
    match posisi {
        Posisi::Peserta => ditampilkan,
        other => may_see_kelas(other),
    }
}

/// Whether a list of activities for `lingkup` leaves hidden exams out ([`may_see_ujian`]).
pub fn saring_ujian_tersembunyi(lingkup: &Lingkup) -> bool {
    matches!(lingkup, Lingkup::Peserta { .. })
}

/// Exam `id` with the caller's position in its class after
/// [`require_see_kelas`]; 404 for an unknown exam and, for a student, a
/// hidden one ([`may_see_ujian`]).
async fn ujian_terlihat(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(crate::ujian::store::UjianDb, Posisi)> {
    let ujian = crate::ujian::store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    let posisi = require_see_kelas(db, user, ujian.id_kelas).await?;
    if !may_see_ujian(&posisi, ujian.ditampilkan != 0) {
        return Err(AppError::not_found("Ujian"));
    }
    Ok((ujian, posisi))
}

/// An exam is seen with its class ([`may_see_ujian`]); 404 for an unknown exam. Returns its class and the caller's position.
pub async fn require_see_ujian(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(i64, Posisi)> {
    let (ujian, posisi) = ujian_terlihat(db, user, id).await?;
    Ok((ujian.id_kelas, posisi))
}

/// [`require_see_ujian`], then 403 unless [`may_author_konten`].
pub async fn require_author_ujian(db: &Db, user: &CurrentUser, id: i64) -> AppResult<(i64, Posisi)> {
    let (id_kelas, posisi) = require_see_ujian(db, user, id).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok((id_kelas, posisi))
}

/// An exam is taken by a student of its class while it is shown to students
/// ([`may_see_ujian`]); a remedial exam only by its listed participants. Returns the exam.
pub async fn require_kerjakan_ujian(db: &Db, user: &CurrentUser, id: i64) -> AppResult<crate::ujian::store::UjianDb> {
    let (ujian, posisi) = ujian_terlihat(db, user, id).await?;
    if posisi != Posisi::Peserta {
        return Err(AppError::ditolak("Hanya mahasiswa peserta kelas yang mengerjakan kuis/ujian."));
    }
    if ujian.sub_jenis == crate::ujian::model::JenisUjian::Remedial
        && !crate::ujian::store::peserta_remedial_ids(db, id).await?.contains(&user.id())
    {
        return Err(AppError::ditolak("Anda bukan peserta ujian remedial ini."));
    }
    Ok(ujian)
}

/// An exam's attempts and statistics are read by whoever may read a task's
/// grading page ([`may_see_penilaian`]). Returns the exam.
pub async fn require_see_hasil_ujian(db: &Db, user: &CurrentUser, id: i64) -> AppResult<crate::ujian::store::UjianDb> {
    let (ujian, posisi) = ujian_terlihat(db, user, id).await?;
    refuse_unless(may_see_penilaian(&posisi))?;
    Ok(ujian)
}

/// A class's exams with their questions and results are listed to whoever
/// [`may_see_penilaian`] in it.
pub async fn require_see_hasil_kelas(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id_kelas).await?;
    refuse_unless(may_see_penilaian(&posisi))?;
    Ok(posisi)
}

/// Exam scores are given, published and reset by whoever grades tasks ([`may_grade_tugas`]).
pub async fn require_nilai_ujian(db: &Db, user: &CurrentUser, id: i64) -> AppResult<crate::ujian::store::UjianDb> {
    let (ujian, posisi) = ujian_terlihat(db, user, id).await?;
    refuse_unless(may_grade_tugas(&posisi))?;
    Ok(ujian)
}

/// [`require_nilai_ujian`] on the exam of attempt `id_pengerjaan` (404 when unknown).
pub async fn require_nilai_pengerjaan(db: &Db, user: &CurrentUser, id_pengerjaan: i64) -> AppResult<crate::ujian::store::UjianDb> {
    let p = crate::ujian::store::cari_pengerjaan(db, id_pengerjaan).await?.ok_or_else(|| AppError::not_found("Pengerjaan"))?;
    require_nilai_ujian(db, user, p.id_aktivitas).await
}

// ---------------------------------------------------------------- question banks

/// `/bank-soal` is for lecturers and operators with read on bank_soal.
/// Returns the lecturer whose banks (and shared banks of whose courses) the
/// list shows; None: every bank.
pub fn require_list_bank_soal(user: &CurrentUser) -> AppResult<Option<i64>> {
    match user.role() {
        Role::Dosen => Ok(Some(user.id())),
        Role::Operator if may_operator(user, Modul::BankSoal, Level::Read) => Ok(None),
        _ => Err(AppError::forbidden()),
    }
}

/// A bank is written by its lecturer and by operators with write on bank_soal (spec 3 §6).
pub fn may_write_bank_soal(user: &CurrentUser, bank: &BankDb) -> bool {
    (user.role() == Role::Dosen && bank.id_dosen == user.id()) || may_operator(user, Modul::BankSoal, Level::Write)
}

/// A bank is read by its writers, by operators with read on bank_soal, and,
/// when it is shown ('Ditampilkan'), by the lecturers of its course; hidden,
/// it is listed to no one else and opens for no one else. 404 for an
/// unknown bank.
pub async fn require_see_bank_soal(db: &Db, user: &CurrentUser, id: i64) -> AppResult<BankDb> {
    let bank = crate::bank_soal::store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Bank soal"))?;
    let boleh = may_write_bank_soal(user, &bank)
        || may_operator(user, Modul::BankSoal, Level::Read)
        || (user.role() == Role::Dosen
            && bank.ditampilkan != 0
            && crate::bank_soal::store::mengajar_mata_kuliah(db, user.id(), bank.id_mata_kuliah).await?);
    refuse_unless(boleh)?;
    Ok(bank)
}

/// [`require_see_bank_soal`], then 403 unless [`may_write_bank_soal`].
pub async fn require_write_bank_soal(db: &Db, user: &CurrentUser, id: i64) -> AppResult<BankDb> {
    let bank = require_see_bank_soal(db, user, id).await?;
    refuse_unless(may_write_bank_soal(user, &bank))?;
    Ok(bank)
}

/// Who owns a bank being added, changed or duplicated: a lecturer always
/// themself; an operator with write on bank_soal the teacher they pick
/// (`diminta`). Others are refused.
pub fn require_pemilik_bank_soal(user: &CurrentUser, diminta: Option<i64>) -> AppResult<Option<i64>> {
    match user.role() {
        Role::Dosen => Ok(Some(user.id())),
        Role::Operator if may_operator(user, Modul::BankSoal, Level::Write) => Ok(diminta),
        _ => Err(AppError::forbidden()),
    }
}

/// 'Salin dari Kuis/Ujian' is offered to lecturers and to operators with
/// write on kelas_kuliah (spec 3 §6).
pub fn may_salin_ujian_ke_bank(user: &CurrentUser) -> bool {
    user.role() == Role::Dosen || may_operator(user, Modul::KelasKuliah, Level::Write)
}

/// Copying exam `id_ujian`'s questions into bank `id_bank`: a writer of the
/// bank who may copy from exams and read that exam's questions
/// ([`require_see_hasil_ujian`]). Returns the bank.
pub async fn require_salin_ujian_ke_bank(db: &Db, user: &CurrentUser, id_bank: i64, id_ujian: i64) -> AppResult<BankDb> {
    let bank = require_write_bank_soal(db, user, id_bank).await?;
    refuse_unless(may_salin_ujian_ke_bank(user))?;
    require_see_hasil_ujian(db, user, id_ujian).await?;
    Ok(bank)
}

/// Questions go from a bank into an exam for the exam's authors
/// ([`require_author_ujian`]) who may read the bank ([`require_see_bank_soal`]).
pub async fn require_ambil_dari_bank(db: &Db, user: &CurrentUser, id_ujian: i64, id_bank: i64) -> AppResult<()> {
    require_author_ujian(db, user, id_ujian).await?;
    require_see_bank_soal(db, user, id_bank).await?;
    Ok(())
}

/// A text activity is changed by whoever may author content in its class.
pub async fn require_author_teks(db: &Db, user: &CurrentUser, id: i64) -> AppResult<Posisi> {
    let teks = crate::teks::store::cari(db, id).await?;
    let posisi = require_see_kelas(db, user, teks.id_kelas).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok(posisi)
}

/// [`require_see_tugas`], then 403 unless [`may_see_penilaian`].
pub async fn require_see_penilaian(db: &Db, user: &CurrentUser, id_tugas: i64, id_kelas: Option<i64>) -> AppResult<Posisi> {
    let posisi = require_see_tugas(db, user, id_tugas, id_kelas).await?;
    refuse_unless(may_see_penilaian(&posisi))?;
    Ok(posisi)
}

/// [`require_see_tugas`], then 403 unless [`may_grade_tugas`].
pub async fn require_grade_tugas(db: &Db, user: &CurrentUser, id_tugas: i64) -> AppResult<Posisi> {
    let posisi = require_see_tugas(db, user, id_tugas, None).await?;
    refuse_unless(may_grade_tugas(&posisi))?;
    Ok(posisi)
}

// ---------------------------------------------------------------- BAP

/// Lecturers and operators with laporan read see some BAP; students never.
pub fn may_read_some_bap(user: &CurrentUser) -> bool {
    user.role() == Role::Dosen || may_operator(user, Modul::Laporan, Level::Read)
}

/// A class's BAP is read by its teachers and operators with laporan read;
/// another lecturer is told they do not teach the class.
pub fn require_read_bap(user: &CurrentUser, kelas: &BapKelas) -> AppResult<()> {
    match user.role() {
        Role::Dosen if kelas.pengajar.iter().any(|p| p.id_dosen == user.id()) => Ok(()),
        Role::Operator if may_operator(user, Modul::Laporan, Level::Read) && may_operator_kelas(user, &kelas.lingkup) => Ok(()),
        Role::Dosen => Err(AppError::ditolak("Anda bukan pengajar kelas ini.")),
        _ => Err(AppError::forbidden()),
    }
}

/// A period's BAP archive covers a lecturer's own classes (Some(their id))
/// or, for operators with laporan read, every class (None); others are refused.
pub fn require_archive_bap(user: &CurrentUser) -> AppResult<Option<i64>> {
    match user.role() {
        Role::Dosen => Ok(Some(user.id())),
        Role::Operator if may_operator(user, Modul::Laporan, Level::Read) => Ok(None),
        _ => Err(AppError::forbidden()),
    }
}

/// Programme signers are shown to whoever may read some BAP ([`may_read_some_bap`]).
pub fn require_see_penandatangan(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_read_some_bap(user))
}

// ---------------------------------------------------------------- accounts

/// 'Login Akun Lain' is for operators with write on kelas_kuliah, not from inside an act-as session.
pub fn may_act_as_other(user: &CurrentUser) -> bool {
    may_operator(user, Modul::KelasKuliah, Level::Write) && user.info.acting_operator.is_none()
}

/// 403 unless [`may_act_as_other`].
pub fn require_act_as_other(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_act_as_other(user))
}

/// ... and a special operator only as a user who teaches or attends some class
/// of their scope (404, as for an unknown account: the scope's edge is not told).
pub async fn require_act_as_target(db: &Db, operator: &CurrentUser, id_target: i64, username: &str) -> AppResult<()> {
    match &operator.info.lingkup_khusus {
        Some(l) if !crate::kelas::detail_store::punya_kelas_lingkup(db, id_target, l).await? => {
            Err(AppError::not_found(&format!("Akun '{username}'")))
        }
        _ => Ok(()),
    }
}

/// A one-time SSO code may only name the caller's own role (`own`).
pub fn require_own_role(as_role: &str, own: &str) -> AppResult<()> {
    refuse_unless(as_role == own)
}

// ---------------------------------------------------------------- configuration

/// The keyword configuration (`/konfigurasi`) is seen by operators with read on konfigurasi.
pub fn may_see_konfigurasi(user: &CurrentUser) -> bool {
    may_operator(user, Modul::Konfigurasi, Level::Read)
}

/// ... and changed by those with write.
pub fn may_ubah_konfigurasi(user: &CurrentUser) -> bool {
    may_operator(user, Modul::Konfigurasi, Level::Write)
}

pub fn require_see_konfigurasi(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_see_konfigurasi(user))
}

pub fn require_ubah_konfigurasi(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_ubah_konfigurasi(user))
}

// ---------------------------------------------------------------- settings

/// The settings (`/pengaturan`) are seen by operators with read on data_sistem
/// and by lecturers (the spec puts the page in their menu; the rules shape
/// their work) ...
pub fn may_see_pengaturan(user: &CurrentUser) -> bool {
    user.role() == Role::Dosen || may_operator(user, Modul::DataSistem, Level::Read)
}

/// ... and changed by operators with write on data_sistem.
pub fn may_ubah_pengaturan(user: &CurrentUser) -> bool {
    may_operator(user, Modul::DataSistem, Level::Write)
}

pub fn require_see_pengaturan(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_see_pengaturan(user))
}

pub fn require_ubah_pengaturan(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_ubah_pengaturan(user))
}

// ---------------------------------------------------------------- activity log

/// Every user reads their own activity history; operators with read on
/// data_sistem read every user's (the log is the system's record).
pub fn may_read_log_semua(user: &CurrentUser) -> bool {
    may_operator(user, Modul::DataSistem, Level::Read)
}

/// Whose entries a request may read: `diminta` (a user id) only for those
/// who read every user's; the caller's own otherwise. `None` = every user.
pub fn require_log_pengguna(user: &CurrentUser, diminta: Option<i64>) -> AppResult<Option<i64>> {
    match diminta {
        _ if may_read_log_semua(user) => Ok(diminta),
        Some(id) if id != user.id() => Err(AppError::forbidden()),
        _ => Ok(Some(user.id())),
    }
}

/// When an operator acted on a lecturer's or student's account, an operator
/// viewing the entry sees who; anyone else sees only the red 'operator' tag
/// (spec 2 §2 Profile and activity history).
pub fn may_see_operator_pelaku(user: &CurrentUser) -> bool {
    user.role() == Role::Operator
}

// ---------------------------------------------------------------- operators' rights

/// 'Hak Akses Operator LMS' is read by operators with read on data_sistem ...
pub fn may_see_operator(user: &CurrentUser) -> bool {
    may_operator(user, Modul::DataSistem, Level::Read)
}

/// ... and changed by those with write.
pub fn may_ubah_hak_operator(user: &CurrentUser) -> bool {
    may_operator(user, Modul::DataSistem, Level::Write)
}

pub fn require_see_operator(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_see_operator(user))
}

pub fn require_ubah_hak_operator(user: &CurrentUser) -> AppResult<()> {
    refuse_unless(may_ubah_hak_operator(user))
}

/// Nobody changes their own rights or status, and a module's right changes
/// only when the editor holds at least both its old and its new level (no
/// raising anyone, oneself through a colleague included, above oneself).
pub fn require_ubah_hak_operator_ini(
    user: &CurrentUser,
    id_target: i64,
    lama: &crate::identitas::hak_akses::PermissionMap,
    baru: &crate::identitas::hak_akses::PermissionMap,
) -> AppResult<()> {
    if id_target == user.id() {
        return Err(AppError::ditolak("Anda tidak dapat mengubah hak akses atau status akun Anda sendiri."));
    }
    for m in Modul::ALL {
        let (l, b) = (lama.get(&m).copied().unwrap_or_default(), baru.get(&m).copied().unwrap_or_default());
        if l != b && user.level(m) < l.max(b) {
            return Err(AppError::ditolak(format!("Anda tidak dapat mengubah hak akses {} melebihi hak akses Anda sendiri.", m.label())));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- grades

/// A class's grade recap (and its export and components) is seen by its
/// teachers and operators with read on kelas_kuliah, like its attendance.
pub fn may_see_nilai(posisi: &Posisi) -> bool {
    may_see_kehadiran(posisi)
}

/// The recap's headers link to the activities for those who may read the class.
pub fn may_buka_aktivitas_nilai(posisi: &Posisi) -> bool {
    may_see_kelas(posisi)
}

/// SIKAD components are chosen (and reset) by the integration actor of the
/// caller's page type (setting `pelaku_integrasi_nilai`) with write on the
/// class: a teacher of it, or an operator with write on kelas_kuliah.
pub fn may_ubah_komponen_nilai(posisi: &Posisi, pelaku: &crate::nilai::model::PelakuIntegrasiNilai) -> bool {
    match posisi {
        Posisi::Pengajar(_) => pelaku.dosen,
        Posisi::Operator(Level::Write) => pelaku.operator,
        _ => false,
    }
}

/// The grade list: lecturers their classes, operators with read every class.
pub fn require_list_nilai(user: &CurrentUser) -> AppResult<Lingkup> {
    require_list_kehadiran(user)
}

/// [`require_see_kelas`], then 403 unless [`may_see_nilai`].
pub async fn require_see_nilai(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id_kelas).await?;
    refuse_unless(may_see_nilai(&posisi))?;
    Ok(posisi)
}

/// [`require_see_nilai`], then 403 unless [`may_ubah_komponen_nilai`].
pub async fn require_ubah_komponen_nilai(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_nilai(db, user, id_kelas).await?;
    let pelaku = crate::nilai::store::pelaku_integrasi(db).await?;
    if !may_ubah_komponen_nilai(&posisi, &pelaku) {
        return Err(AppError::ditolak(
            "Komponen nilai SIKAD hanya dapat diatur oleh pelaku integrasi nilai yang berhak mengubah kelas ini.",
        ));
    }
    Ok(posisi)
}

// ---------------------------------------------------------------- attendance

/// A class's attendance (meeting pages, the recap, its export) is seen by its
/// teachers and operators with read on kelas_kuliah; a student sees only
/// their own rows.
pub fn may_see_kehadiran(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(_)) || matches!(posisi, Posisi::Operator(l) if *l >= Level::Read)
}

/// Participants' codes are set by the class's teachers and operators with
/// write on kelas_kuliah (spec 2 §5); the meeting must have started, a
/// state rule of `kehadiran::service`.
pub fn may_ubah_kehadiran_peserta(posisi: &Posisi) -> bool {
    may_author_konten(posisi)
}

/// Teachers' attendance is changed (and thereby validated) only by operators with write.
pub fn may_ubah_kehadiran_pengajar(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Operator(Level::Write))
}

/// A meeting is started and ended by a teacher of its class, who shows its QR code too.
pub fn may_mulai_pertemuan(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Pengajar(_))
}

/// Progress is recalculated on request of the class's teachers and operators with write.
pub fn may_hitung_ulang_kehadiran(posisi: &Posisi) -> bool {
    may_author_konten(posisi)
}

/// The exam attendance restriction (setting `pengaturan_kelas.pembatasan_kehadiran_ujian`,
/// on unless set false): the attendance of a UTS or UAS meeting is kept by the
/// exam committee, so its teachers do not open it; operators do.
pub fn may_buka_kehadiran_ujian(posisi: &Posisi, kategori: KategoriPertemuan, pembatasan: bool) -> bool {
    !(pembatasan && matches!(kategori, KategoriPertemuan::Uts | KategoriPertemuan::Uas) && matches!(posisi, Posisi::Pengajar(_)))
}

/// [`require_see_pertemuan`] as attendance needs it: 403 unless [`may_see_kehadiran`],
/// and 403 'pembatasan_ujian_kehadiran' unless [`may_buka_kehadiran_ujian`].
/// Answers the meeting it read for the rule.
pub async fn require_see_kehadiran_pertemuan(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(PertemuanDb, Posisi)> {
    let (_, posisi) = require_see_pertemuan(db, user, id_pertemuan).await?;
    refuse_unless(may_see_kehadiran(&posisi))?;
    let pertemuan = crate::kehadiran::store::pertemuan(db, id_pertemuan).await?;
    let pembatasan = crate::kehadiran::service::pembatasan_ujian(db).await?;
    if !may_buka_kehadiran_ujian(&posisi, pertemuan.kategori, pembatasan) {
        return Err(AppError::new(
            StatusCode::FORBIDDEN,
            KodeGalat::PembatasanUjianKehadiran,
            "Kehadiran pertemuan ujian (UTS/UAS) dicatat oleh panitia ujian, sehingga tidak dapat dibuka oleh dosen.",
        ));
    }
    Ok((pertemuan, posisi))
}

/// The class recap and its export: [`require_see_kelas`], then [`may_see_kehadiran`].
pub async fn require_see_rekap_kehadiran(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id_kelas).await?;
    refuse_unless(may_see_kehadiran(&posisi))?;
    Ok(posisi)
}

/// [`require_see_kehadiran_pertemuan`], then 403 unless [`may_ubah_kehadiran_peserta`].
pub async fn require_ubah_kehadiran_peserta(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(i64, Posisi)> {
    let (pertemuan, posisi) = require_see_kehadiran_pertemuan(db, user, id_pertemuan).await?;
    let id_kelas = pertemuan.id_kelas;
    refuse_unless(may_ubah_kehadiran_peserta(&posisi))?;
    Ok((id_kelas, posisi))
}

/// [`require_see_kehadiran_pertemuan`], then 403 unless [`may_ubah_kehadiran_pengajar`].
pub async fn require_ubah_kehadiran_pengajar(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(i64, Posisi)> {
    let (pertemuan, posisi) = require_see_kehadiran_pertemuan(db, user, id_pertemuan).await?;
    let id_kelas = pertemuan.id_kelas;
    if !may_ubah_kehadiran_pengajar(&posisi) {
        return Err(AppError::ditolak("Hanya operator dengan hak ubah kelas kuliah yang dapat mengubah kehadiran pengajar."));
    }
    Ok((id_kelas, posisi))
}

/// [`require_see_pertemuan`], then 403 unless [`may_mulai_pertemuan`] (also the QR code).
pub async fn require_mulai_pertemuan(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(i64, Posisi)> {
    let (id_kelas, posisi) = require_see_pertemuan(db, user, id_pertemuan).await?;
    refuse_unless(may_mulai_pertemuan(&posisi))?;
    Ok((id_kelas, posisi))
}

/// [`require_see_kehadiran_pertemuan`], then 403 unless [`may_hitung_ulang_kehadiran`].
pub async fn require_hitung_ulang_kehadiran(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<(i64, Posisi)> {
    let (pertemuan, posisi) = require_see_kehadiran_pertemuan(db, user, id_pertemuan).await?;
    let id_kelas = pertemuan.id_kelas;
    refuse_unless(may_hitung_ulang_kehadiran(&posisi))?;
    Ok((id_kelas, posisi))
}

/// The attendance lists: a lecturer's classes, or every class for operators
/// with read on kelas_kuliah; students have their own pages.
pub fn require_list_kehadiran(user: &CurrentUser) -> AppResult<Lingkup> {
    match user.role() {
        Role::Dosen => Ok(lingkup_pengajar(user)),
        Role::Operator if may_operator(user, Modul::KelasKuliah, Level::Read) => Ok(lingkup_operator(user)),
        _ => Err(AppError::forbidden()),
    }
}

/// A student's own attendance and grade pages (`/kehadiran-saya`, `/nilai-saya`):
/// students only, over their own classes; answers their scope.
pub fn require_halaman_mahasiswa(user: &CurrentUser) -> AppResult<Lingkup> {
    refuse_unless(user.role() == Role::Mahasiswa)?;
    require_list_kelas(user)
}

/// A lecturer's own attendance list ('Kehadiran Dosen'): lecturers only; answers their id.
pub fn require_kehadiran_dosen_saya(user: &CurrentUser) -> AppResult<i64> {
    refuse_unless(user.role() == Role::Dosen)?;
    Ok(user.id())
}

/// A meeting's teachers (the edit dialog's checkboxes) are picked by the
/// class's Dosen Koordinator and operators with write.
pub fn may_ubah_pengajar_pertemuan(posisi: &Posisi) -> bool {
    may_change_kelas(posisi)
}

/// What counts towards a meeting's presence is set by operators with write.
pub fn may_ubah_parameter_kehadiran(posisi: &Posisi) -> bool {
    matches!(posisi, Posisi::Operator(Level::Write))
}

/// A clash check for a class's new meeting: those who author its content.
pub async fn require_change_kelas_jadwal(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_kelas(db, user, id_kelas).await?;
    refuse_unless(may_author_konten(&posisi))?;
    Ok(posisi)
}

/// A class-wide recalculation: [`require_see_rekap_kehadiran`], then [`may_hitung_ulang_kehadiran`].
pub async fn require_hitung_ulang_kelas(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    let posisi = require_see_rekap_kehadiran(db, user, id_kelas).await?;
    refuse_unless(may_hitung_ulang_kehadiran(&posisi))?;
    Ok(posisi)
}

/// A student's own attendance and the QR scan: a participant of the meeting's class.
pub async fn require_peserta_pertemuan(db: &Db, user: &CurrentUser, id_pertemuan: i64) -> AppResult<i64> {
    let id_kelas = crate::pertemuan::store::kelas_pertemuan(db, id_pertemuan).await?.ok_or_else(|| AppError::not_found("Pertemuan"))?;
    if posisi(db, user, id_kelas).await? != Posisi::Peserta {
        return Err(AppError::new(StatusCode::FORBIDDEN, KodeGalat::BukanPeserta, "Anda bukan peserta kelas pertemuan ini."));
    }
    Ok(id_kelas)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::identitas::hak_akses::permission_map;
    use crate::identitas::model::{ActingOperator, UserInfo};

    fn user(role: Role, rights: &[(&str, &str)]) -> CurrentUser {
        let permission = permission_map(rights.iter().map(|(m, l)| (m.to_string(), l.to_string())));
        let info = UserInfo {
            id: 7,
            username: "u".into(),
            role,
            nama: "U".into(),
            nama_asli: "U".into(),
            avatar_url: None,
            foto_content_url: None,
            nomor_induk: None,
            permission,
            acting_operator: None,
            lingkup_khusus: None,
        };
        CurrentUser { info, id_sesi: 1, id_sesi_asal: None }
    }

    #[test]
    fn class_flags_per_position() {
        let koor = izin_kelas(&Posisi::Pengajar(JabatanDosen::Koordinator));
        assert!(koor.isAllowUbahKelas && koor.isAllowUbahJabatan && koor.isAllowUbahKetuaKelas);
        let pengajar = izin_kelas(&Posisi::Pengajar(JabatanDosen::Pengajar));
        assert!(!pengajar.isAllowUbahKelas && pengajar.isAllowUbahKetuaKelas && pengajar.isAllowLihatSilabus);
        let asisten = izin_kelas(&Posisi::Pengajar(JabatanDosen::Asisten));
        assert!(!asisten.isAllowUbahKetuaKelas && asisten.isAllowLihatSilabus);
        assert_eq!(izin_kelas(&Posisi::Peserta), IzinKelas { isAllowLihatSilabus: true, ..Default::default() });
        let baca = izin_kelas(&Posisi::Operator(Level::Read));
        assert!(baca.isAllowLihatSilabus && !baca.isAllowUbahKelas);
        assert!(izin_kelas(&Posisi::Operator(Level::Write)).isAllowUbahJabatan);
        assert_eq!(izin_kelas(&Posisi::Operator(Level::NoAccess)), IzinKelas::default());
        assert_eq!(izin_kelas(&Posisi::Luar), IzinKelas::default());
    }

    #[test]
    fn grading_per_position() {
        assert!(may_see_penilaian(&Posisi::Pengajar(JabatanDosen::Asisten)) && may_grade_tugas(&Posisi::Pengajar(JabatanDosen::Asisten)));
        assert!(may_see_penilaian(&Posisi::Operator(Level::Read)) && !may_grade_tugas(&Posisi::Operator(Level::Read)));
        assert!(may_grade_tugas(&Posisi::Operator(Level::Write)));
        for p in [Posisi::Peserta, Posisi::Luar, Posisi::Operator(Level::NoAccess)] {
            assert!(!may_see_penilaian(&p) && !may_grade_tugas(&p));
        }
    }

    #[test]
    fn operator_rights_are_for_operators_only() {
        let op = user(Role::Operator, &[("kelas_kuliah", "read")]);
        assert!(may_operator(&op, Modul::KelasKuliah, Level::Read) && !may_operator(&op, Modul::KelasKuliah, Level::Write));
        assert!(!may_operator(&op, Modul::Laporan, Level::Read));
        assert!(!may_operator(&user(Role::Dosen, &[("kelas_kuliah", "write")]), Modul::KelasKuliah, Level::Read));
    }

    #[test]
    fn class_list_scope() {
        assert!(matches!(require_list_kelas(&user(Role::Dosen, &[])), Ok(Lingkup::Pengajar { id: 7, batas: None })));
        assert!(matches!(require_list_kelas(&user(Role::Mahasiswa, &[])), Ok(Lingkup::Peserta { id: 7, batas: None })));
        assert!(matches!(require_list_kelas(&user(Role::Operator, &[("kelas_kuliah", "read")])), Ok(Lingkup::Semua)));
        assert!(require_list_kelas(&user(Role::Operator, &[("data_master", "write")])).is_err());
    }

    #[test]
    fn staff_reference_data() {
        assert!(may_read_staff_ref(&user(Role::Dosen, &[])));
        assert!(!may_read_staff_ref(&user(Role::Mahasiswa, &[])));
        assert!(may_read_staff_ref(&user(Role::Operator, &[("data_master", "read")])));
        assert!(may_read_staff_ref(&user(Role::Operator, &[("kelas_kuliah", "read")])));
        assert!(!may_read_staff_ref(&user(Role::Operator, &[("laporan", "write")])));
        assert!(require_read_staff_ref(&user(Role::Mahasiswa, &[])).is_err());
        assert!(!may_see_dosen_email(&user(Role::Mahasiswa, &[])));
    }

    #[test]
    fn syllabus_and_rps() {
        let dosen = user(Role::Dosen, &[]);
        assert!(may_edit_silabus(&dosen, Some(7), None) && may_edit_rps(&dosen, None, Some(7)));
        assert!(!may_edit_silabus(&dosen, Some(8), Some(9)) && !may_edit_rps(&dosen, None, None));
        let op = user(Role::Operator, &[("data_master", "write")]);
        assert!(may_edit_silabus(&op, None, None) && !may_edit_rps(&op, None, None));
        // An operator whose own id happens to be the coordinator's is not the coordinator.
        assert!(!may_edit_rps(&user(Role::Operator, &[]), Some(7), Some(7)));
    }

    #[test]
    fn discussions_and_messages() {
        assert!(may_write_diskusi(Some("Dosen")) && may_write_diskusi(Some("Mahasiswa")) && !may_write_diskusi(None));
    }

    #[test]
    fn bap_archive_and_signers() {
        assert_eq!(require_archive_bap(&user(Role::Dosen, &[])).unwrap(), Some(7));
        assert_eq!(require_archive_bap(&user(Role::Operator, &[("laporan", "read")])).unwrap(), None);
        assert!(require_archive_bap(&user(Role::Operator, &[("kelas_kuliah", "write")])).is_err());
        assert!(require_archive_bap(&user(Role::Mahasiswa, &[])).is_err());
        assert!(require_see_penandatangan(&user(Role::Dosen, &[])).is_ok());
        assert!(require_see_penandatangan(&user(Role::Mahasiswa, &[])).is_err());
    }

    #[test]
    fn attendance_per_position() {
        let pengajar = Posisi::Pengajar(JabatanDosen::Asisten);
        assert!(may_see_kehadiran(&pengajar) && may_ubah_kehadiran_peserta(&pengajar) && may_mulai_pertemuan(&pengajar));
        assert!(!may_ubah_kehadiran_pengajar(&pengajar));
        let baca = Posisi::Operator(Level::Read);
        assert!(may_see_kehadiran(&baca) && !may_ubah_kehadiran_peserta(&baca) && !may_ubah_kehadiran_pengajar(&baca));
        let tulis = Posisi::Operator(Level::Write);
        assert!(may_ubah_kehadiran_peserta(&tulis) && may_ubah_kehadiran_pengajar(&tulis) && !may_mulai_pertemuan(&tulis));
        for p in [Posisi::Peserta, Posisi::Luar, Posisi::Operator(Level::NoAccess)] {
            assert!(!may_see_kehadiran(&p) && !may_ubah_kehadiran_peserta(&p) && !may_hitung_ulang_kehadiran(&p));
        }
        assert!(may_ubah_pengajar_pertemuan(&Posisi::Pengajar(JabatanDosen::Koordinator)) && !may_ubah_pengajar_pertemuan(&pengajar));
        assert!(may_ubah_parameter_kehadiran(&tulis) && !may_ubah_parameter_kehadiran(&baca) && !may_ubah_parameter_kehadiran(&pengajar));
        let (uts, uas, kuliah) = (KategoriPertemuan::Uts, KategoriPertemuan::Uas, KategoriPertemuan::Kuliah);
        assert!(!may_buka_kehadiran_ujian(&pengajar, uts, true) && may_buka_kehadiran_ujian(&pengajar, uts, false));
        assert!(may_buka_kehadiran_ujian(&pengajar, kuliah, true) && may_buka_kehadiran_ujian(&tulis, uas, true));
    }

    #[test]
    fn act_as_other_and_own_role() {
        let mut op = user(Role::Operator, &[("kelas_kuliah", "write")]);
        assert!(may_act_as_other(&op));
        assert!(!may_act_as_other(&user(Role::Operator, &[("kelas_kuliah", "read")])));
        op.info.acting_operator = Some(ActingOperator { id: 1, username: "op".into(), nama: "Op".into() });
        assert!(!may_act_as_other(&op));
        assert!(require_own_role("dosen", "dosen").is_ok() && require_own_role("operator", "dosen").is_err());
    }
}
