// Generated from ui/src/api/openapi.json by ui/scripts/gen-types.mjs. Do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server hidup (tanpa memeriksa basis data) */
        get: operations["get_healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bank soal milik pengguna dan bank soal yang ditampilkan pada mata kuliah yang sama */
        get: operations["get_lms_bank_soal"];
        put?: never;
        /** Tambah bank soal */
        post: operations["post_lms_bank_soal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail bank soal beserta soalnya */
        get: operations["get_lms_bank_soal_id"];
        /** Ubah bank soal */
        put: operations["put_lms_bank_soal_id"];
        post?: never;
        /** Hapus bank soal beserta soalnya */
        delete: operations["delete_lms_bank_soal_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/{id}/duplikat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplikat bank soal beserta soalnya */
        post: operations["post_lms_bank_soal_id_duplikat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unduh bank soal (PDF) */
        get: operations["get_lms_bank_soal_id_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/{id}/soal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah soal ke bank soal */
        post: operations["post_lms_bank_soal_id_soal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/{id}/soal/{id_soal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah soal bank soal */
        put: operations["put_lms_bank_soal_id_soal_id_soal"];
        post?: never;
        /** Hapus soal bank soal */
        delete: operations["delete_lms_bank_soal_id_soal_id_soal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/{id}/soal/salin_ujian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Salin soal kuis/ujian ke bank soal */
        post: operations["post_lms_bank_soal_id_soal_salin_ujian"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/template/{jenis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Template impor soal (.xlsx) per jenis: pilihan, benar_salah, esay */
        get: operations["get_lms_bank_soal_template_jenis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bank_soal/ujian_sumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kuis/ujian sebuah kelas yang soalnya dapat disalin */
        get: operations["get_lms_bank_soal_ujian_sumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/bantuan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Panduan penggunaan untuk peran pengguna, dapat dicari */
        get: operations["get_lms_bantuan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aliran peristiwa (SSE): stream=sistem mengirim 'time' tiap detik */
        get: operations["get_lms_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/events/kehadiran_mahasiswa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aliran peristiwa (SSE): calc-percentage membawa status hitung ulang satu pertemuan */
        get: operations["get_lms_events_kehadiran_mahasiswa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/events/ujian/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aliran peristiwa ujian (SSE): time_changed saat waktu ujian diubah */
        get: operations["get_lms_events_ujian_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/forum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah forum pada pertemuan */
        post: operations["post_lms_forum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/forum/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail forum */
        get: operations["get_lms_forum_id"];
        /** Ubah forum */
        put: operations["put_lms_forum_id"];
        post?: never;
        /** Hapus forum beserta komentarnya */
        delete: operations["delete_lms_forum_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/forum/{id}/keaktifan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jumlah komentar tiap peserta terhadap minimal komentar */
        get: operations["get_lms_forum_id_keaktifan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/forum/{id}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Komentar forum (utas dan balasan); menandai dibaca */
        get: operations["get_lms_forum_id_post"];
        put?: never;
        /** Kirim komentar atau balasan forum; header Idempotency-Key (opsional) mencegah penulisan ganda */
        post: operations["post_lms_forum_id_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/impor_akademik/{jenis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Impor data akademik: semua baris atau tidak sama sekali (422 bila ada baris yang salah). Dengan Accept: text/event-stream dijawab sebagai SSE: 'kemajuan' (KemajuanImpor) selama berjalan, lalu 'hasil' (Pratinjau) atau 'galat' (ErrorBody) */
        post: operations["post_lms_impor_akademik_jenis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/impor_akademik/{jenis}/pratinjau": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pratinjau impor: baris yang ditambah, diubah, tetap, dan setiap baris yang salah; tidak ada yang disimpan */
        post: operations["post_lms_impor_akademik_jenis_pratinjau"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/impor_akademik/{jenis}/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Template impor data akademik (.xlsx) per jenis: mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode, ruangan, sesi_kuliah */
        get: operations["get_lms_impor_akademik_jenis_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_dosen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran dosen yang masuk pada pertemuan yang sudah dimulai */
        get: operations["get_lms_kehadiran_dosen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_dosen/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran pengajar satu pertemuan */
        get: operations["get_lms_kehadiran_dosen_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_dosen/{id}/{idDosen}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran satu pengajar pada satu pertemuan (spec 2 §7) */
        get: operations["get_lms_kehadiran_dosen_id_idDosen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_dosen/{id}/dosen/{idDosen}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah (dan validasi) kehadiran satu pengajar: operator dengan hak ubah */
        put: operations["put_lms_kehadiran_dosen_id_dosen_idDosen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_dosen/{id}/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran dosen yang masuk pada satu pertemuan */
        get: operations["get_lms_kehadiran_dosen_id_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kelas dengan ringkasan kehadiran peserta (filter dan halaman daftar kelas) */
        get: operations["get_lms_kehadiran_mahasiswa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Semua kelas dengan ringkasan kehadiran sebagai .xlsx (tanpa per_page) */
        get: operations["get_lms_kehadiran_mahasiswa_export_excel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/hitung_persentase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hitung persentase kehadiran: satu pertemuan, atau semua pertemuan yang sudah dimulai dari satu kelas */
        post: operations["post_lms_kehadiran_mahasiswa_hitung_persentase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/jenis_presensi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jenis presensi izin dan sakit, dengan status aktif */
        get: operations["get_lms_kehadiran_mahasiswa_jenis_presensi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/kelas_kuliah/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rekap kehadiran kelas: peserta x pertemuan */
        get: operations["get_lms_kehadiran_mahasiswa_kelas_kuliah_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rekap kehadiran kelas sebagai .xlsx */
        get: operations["get_lms_kehadiran_mahasiswa_kelas_kuliah_id_export_excel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran mahasiswa yang masuk pada satu pertemuan */
        get: operations["get_lms_kehadiran_mahasiswa_kelas_kuliah_idKelas_pertemuan_idPertemuan_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/nim/{nim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran satu mahasiswa (menurut NIM) pada satu pertemuan */
        get: operations["get_lms_kehadiran_mahasiswa_kelas_kuliah_idKelas_pertemuan_idPertemuan_nim_nim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/pertemuan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kehadiran peserta satu pertemuan, dengan progres per aktivitas */
        get: operations["get_lms_kehadiran_mahasiswa_pertemuan_id"];
        /** Simpan kehadiran peserta (mode ubah): data berisi nim, presensi, ada_presensi */
        put: operations["put_lms_kehadiran_mahasiswa_pertemuan_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/pertemuan/{id}/hitung_ulang": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hitung ulang progres dan kehadiran satu pertemuan (di latar belakang) */
        post: operations["post_lms_kehadiran_mahasiswa_pertemuan_id_hitung_ulang"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/pertemuan/{id}/mahasiswa/{idMahasiswa}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah kehadiran satu peserta (hadir atau tidak) */
        put: operations["put_lms_kehadiran_mahasiswa_pertemuan_id_mahasiswa_idMahasiswa"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kehadiran_mahasiswa/pertemuan/{id}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR Code presensi yang sedang berlaku (dosen pengajar, pertemuan offline yang berlangsung) */
        get: operations["get_lms_kehadiran_mahasiswa_pertemuan_id_qr"];
        put?: never;
        /** Presensi dengan QR Code atau kode presensi (peserta) */
        post: operations["post_lms_kehadiran_mahasiswa_pertemuan_id_qr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daftar kelas kuliah */
        get: operations["get_lms_kelas_kuliah"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah banner kelas (multipart file_banner atau banner_url) */
        put: operations["put_lms_kelas_kuliah_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/{id}/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gambar banner kelas */
        get: operations["get_lms_kelas_kuliah_id_banner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/{id}/bap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data BAP kelas */
        get: operations["get_lms_kelas_kuliah_id_bap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/{id}/bap/unduh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unduh BAP kelas (PDF) */
        get: operations["get_lms_kelas_kuliah_id_bap_unduh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/{id}/jabatan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah jabatan pengajar dan metode mengajar */
        put: operations["put_lms_kelas_kuliah_id_jabatan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/{id}/ketua_kelas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah ketua kelas */
        put: operations["put_lms_kelas_kuliah_id_ketua_kelas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/bap/unduh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mulai membuat arsip BAP satu periode (ZIP, pekerjaan latar) */
        post: operations["post_lms_kelas_kuliah_bap_unduh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/bap/unduh/{job}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status arsip BAP */
        get: operations["get_lms_kelas_kuliah_bap_unduh_job"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/kelas_kuliah/bap/unduh/{job}/berkas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unduh arsip BAP (ZIP) */
        get: operations["get_lms_kelas_kuliah_bap_unduh_job_berkas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/konfigurasi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Konfigurasi sistem dengan jenis nilainya (operator dengan hak konfigurasi) */
        get: operations["get_lms_konfigurasi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/konfigurasi/{keyword}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah satu nilai konfigurasi (operator dengan hak ubah konfigurasi) */
        put: operations["put_lms_konfigurasi_keyword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/log_aktivitas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log aktivitas: semua pengguna bagi operator dengan hak baca data sistem, milik sendiri bagi yang lain */
        get: operations["get_lms_log_aktivitas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/log_aktivitas/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log aktivitas dengan filter yang sama sebagai .xlsx (tanpa halaman) */
        get: operations["get_lms_log_aktivitas_export_excel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/log_aktivitas/jenis_aktivitas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jenis aktivitas untuk filter riwayat */
        get: operations["get_lms_log_aktivitas_jenis_aktivitas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/log_aktivitas/keluar_ke_sikad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catat keluar ke SIKAD */
        post: operations["post_lms_log_aktivitas_keluar_ke_sikad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/log_aktivitas/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logout: catat aktivitas dan akhiri sesi */
        post: operations["post_lms_log_aktivitas_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/log_aktivitas/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Riwayat aktivitas pengguna yang sedang login */
        get: operations["get_lms_log_aktivitas_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/login_akun_lain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login sebagai dosen atau mahasiswa (operator) */
        post: operations["post_lms_login_akun_lain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/login_akun_lain/kembali": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kembali ke akun operator */
        post: operations["post_lms_login_akun_lain_kembali"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/materi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah materi pada pertemuan */
        post: operations["post_lms_materi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/materi/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail materi */
        get: operations["get_lms_materi_id"];
        /** Ubah materi */
        put: operations["put_lms_materi_id"];
        post?: never;
        /** Hapus materi beserta catatan aksesnya */
        delete: operations["delete_lms_materi_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/materi/{id}/akses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Catat akses materi oleh mahasiswa (syarat kehadiran); header Idempotency-Key (opsional) mencegah penulisan ganda */
        put: operations["put_lms_materi_id_akses"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/materi/salin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Salin materi kelas lain ke pertemuan */
        post: operations["post_lms_materi_salin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/nilai/kelas_kuliah": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kelas yang dapat dilihat nilainya (filter dan halaman daftar kelas) */
        get: operations["get_lms_nilai_kelas_kuliah"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/nilai/kelas_kuliah/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rekap nilai kelas: peserta x aktivitas, rata-rata LMS, komponen SIKAD */
        get: operations["get_lms_nilai_kelas_kuliah_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/nilai/kelas_kuliah/{id}/aktivitas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aktivitas bernilai kelas yang dapat dipilih untuk komponen SIKAD */
        get: operations["get_lms_nilai_kelas_kuliah_id_aktivitas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/nilai/kelas_kuliah/{id}/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rekap nilai kelas sebagai .xlsx, dengan kolom pilihan 'Tampilkan' */
        get: operations["get_lms_nilai_kelas_kuliah_id_export_excel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengaturan satu komponen nilai SIKAD kelas */
        get: operations["get_lms_nilai_kelas_kuliah_id_komponen_idKomponen"];
        /** Pilih aktivitas komponen nilai SIKAD (list_aktivitas; konfirmasi bila ada nilai dari SIKAD) */
        put: operations["put_lms_nilai_kelas_kuliah_id_komponen_idKomponen"];
        post?: never;
        /** Kembalikan komponen nilai SIKAD ke pengaturan bawaan */
        delete: operations["delete_lms_nilai_kelas_kuliah_id_komponen_idKomponen"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator LMS dengan hak akses per modul (operator dengan hak baca data sistem) */
        get: operations["get_lms_operator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/operator/{id}/hak_akses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah hak akses dan status akun seorang operator (operator dengan hak ubah data sistem) */
        put: operations["put_lms_operator_id_hak_akses"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengaturan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengaturan sistem dan kelas */
        get: operations["get_lms_pengaturan"];
        /** Ubah pengaturan sistem (operator dengan hak ubah data sistem) */
        put: operations["put_lms_pengaturan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengaturan/halaman": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengaturan sistem sebagai formulir (operator dengan hak data sistem, dosen hanya melihat) */
        get: operations["get_lms_pengaturan_halaman"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengaturan/integrasi_nilai/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengaturan integrasi nilai untuk kelas: pelaku integrasi, komponen bawaan tiap jenis aktivitas */
        get: operations["get_lms_pengaturan_integrasi_nilai_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengaturan/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengaturan pengguna yang sedang login */
        get: operations["get_lms_pengaturan_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengerjaan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reset pengerjaan: mahasiswa dapat mengerjakan lagi */
        delete: operations["delete_lms_pengerjaan_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengerjaan/{id}/pengurangan_nilai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pengurangan nilai (2 desimal) */
        put: operations["put_lms_pengerjaan_id_pengurangan_nilai"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pengumuman": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daftar pengumuman untuk pengguna */
        get: operations["get_lms_pengumuman"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pertemuan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data pertemuan untuk dialog 'Ubah Data Pertemuan' */
        get: operations["get_lms_pertemuan_id"];
        /** Ubah data (dan jadwal, bila pengaturan mengizinkan) pertemuan; jadwal dicek bentrok lagi */
        put: operations["put_lms_pertemuan_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pertemuan/{id}/aktivitas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aktivitas satu pertemuan (halaman pertemuan) */
        get: operations["get_lms_pertemuan_id_aktivitas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pertemuan/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Akhiri pertemuan (dosen pengajar) */
        put: operations["put_lms_pertemuan_id_end"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pertemuan/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mulai pertemuan (dosen pengajar) */
        put: operations["put_lms_pertemuan_id_start"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/pertemuan/cek_bentrok": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cek jadwal bentrok: kelas, ruangan, pengajar */
        put: operations["put_lms_pertemuan_cek_bentrok"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ruangan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ruangan dengan ketersediaan pada rentang waktu dan kapasitas terhadap kelas */
        get: operations["get_lms_ruangan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/sesi_kuliah": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sesi kuliah */
        get: operations["get_lms_sesi_kuliah"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/sinkron/{jenis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sinkron dari sistem akademik dengan token integrasi: baris JSON berkolom template impor (mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode, ruangan, sesi_kuliah), semua atau tidak sama sekali, dijawab per baris; ?uji=true tanpa menyimpan; 422 bila ada baris yang salah */
        post: operations["post_lms_sinkron_jenis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tautan_aktivasi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tautan aktivasi (.csv) untuk setiap akun hasil impor yang belum mempunyai password; tautan lama akun itu diganti */
        post: operations["post_lms_tautan_aktivasi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/teks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah teks pada pertemuan */
        post: operations["post_lms_teks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/teks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah teks */
        put: operations["put_lms_teks_id"];
        post?: never;
        /** Hapus teks */
        delete: operations["delete_lms_teks_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/token_integrasi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Token integrasi (sinkron SIAKAD): nama, awalan, pemakaian terakhir */
        get: operations["get_lms_token_integrasi"];
        put?: never;
        /** Buat token integrasi; token hanya ditampilkan sekali */
        post: operations["post_lms_token_integrasi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/token_integrasi/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cabut token integrasi */
        delete: operations["delete_lms_token_integrasi_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah tugas pada pertemuan */
        post: operations["post_lms_tugas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail tugas */
        get: operations["get_lms_tugas_id"];
        /** Ubah tugas */
        put: operations["put_lms_tugas_id"];
        post?: never;
        /** Hapus tugas beserta pengumpulan dan kelompoknya */
        delete: operations["delete_lms_tugas_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/kelompok": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kelompok tugas dan peserta tanpa kelompok */
        get: operations["get_lms_tugas_id_kelompok"];
        put?: never;
        /** Buat kelompok tugas */
        post: operations["post_lms_tugas_id_kelompok"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/kelompok/{id_kelompok}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah nama dan anggota kelompok */
        put: operations["put_lms_tugas_id_kelompok_id_kelompok"];
        post?: never;
        /** Hapus kelompok beserta chatnya */
        delete: operations["delete_lms_tugas_id_kelompok_id_kelompok"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Keluarkan anggota dari kelompok */
        delete: operations["delete_lms_tugas_id_kelompok_id_kelompok_anggota_id_mahasiswa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}/ketua": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Jadikan anggota ketua kelompok */
        put: operations["put_lms_tugas_id_kelompok_id_kelompok_anggota_id_mahasiswa_ketua"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/pengerjaan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengumpulan tugas per peserta (pengajar dan operator) */
        get: operations["get_lms_tugas_id_pengerjaan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/pengerjaan/{id_mahasiswa}/nilai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Beri atau hapus nilai satu pengumpulan tugas */
        put: operations["put_lms_tugas_id_pengerjaan_id_mahasiswa_nilai"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/tugas/{id}/pengumpulan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Kumpulkan atau ganti jawaban tugas (mahasiswa); header Idempotency-Key (opsional) mencegah penulisan ganda */
        put: operations["put_lms_tugas_id_pengumpulan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kuis/ujian kelas lain untuk disalin */
        get: operations["get_lms_ujian"];
        put?: never;
        /** Tambah kuis/ujian pada pertemuan */
        post: operations["post_lms_ujian"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail kuis/ujian */
        get: operations["get_lms_ujian_id"];
        /** Ubah kuis/ujian */
        put: operations["put_lms_ujian_id"];
        post?: never;
        /** Hapus kuis/ujian beserta pengerjaan dan ujian remedialnya */
        delete: operations["delete_lms_ujian_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/kelompok_soal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah kelompok soal */
        post: operations["post_lms_ujian_id_kelompok_soal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/kelompok_soal/{idKelompok}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah aturan kelompok soal */
        put: operations["put_lms_ujian_id_kelompok_soal_idKelompok"];
        post?: never;
        /** Hapus kelompok soal beserta soalnya */
        delete: operations["delete_lms_ujian_id_kelompok_soal_idKelompok"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah soal pada kelompok */
        post: operations["post_lms_ujian_id_kelompok_soal_idKelompok_soal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah soal */
        put: operations["put_lms_ujian_id_kelompok_soal_idKelompok_soal_idSoal"];
        post?: never;
        /** Hapus soal */
        delete: operations["delete_lms_ujian_id_kelompok_soal_idKelompok_soal_idSoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/dari_bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah soal dari bank soal pada kelompok */
        post: operations["post_lms_ujian_id_kelompok_soal_idKelompok_soal_dari_bank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/nilai_publishing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publikasikan atau sembunyikan nilai */
        put: operations["put_lms_ujian_id_nilai_publishing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daftar pengerjaan */
        get: operations["get_lms_ujian_id_pengerjaan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/{idMahasiswa}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengerjaan satu mahasiswa dengan kunci dan nilai */
        get: operations["get_lms_ujian_id_pengerjaan_idMahasiswa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/{idMahasiswa}/perhitungan_nilai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status perhitungan nilai satu mahasiswa */
        get: operations["get_lms_ujian_id_pengerjaan_idMahasiswa_perhitungan_nilai"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/{idPengerjaan}/kelompok_soal/{idKelompok}/soal/{idSoal}/nilai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Nilai satu soal esai (bilangan bulat 0-100) */
        put: operations["put_lms_ujian_id_pengerjaan_idPengerjaan_kelompok_soal_idKelompok_soal_idSoal_nilai"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/export_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hasil kuis/ujian sebagai .xlsx */
        get: operations["get_lms_ujian_id_pengerjaan_export_excel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/jawaban_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statistik jawaban per soal */
        get: operations["get_lms_ujian_id_pengerjaan_jawaban_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ringkasan pengerjaan mahasiswa ini */
        get: operations["get_lms_ujian_id_pengerjaan_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Simpan satu jawaban (idempoten, berversi) */
        put: operations["put_lms_ujian_id_pengerjaan_me_jawaban_idSoal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}/berkas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Berkas jawaban soal esai (seluruh daftar; idempoten) */
        put: operations["put_lms_ujian_id_pengerjaan_me_jawaban_idSoal_berkas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/me/pelanggaran": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catat pelanggaran ujian tutup buku */
        post: operations["post_lms_ujian_id_pengerjaan_me_pelanggaran"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/me/selesai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Selesaikan pengerjaan */
        post: operations["post_lms_ujian_id_pengerjaan_me_selesai"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/me/soal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lembar jawaban mahasiswa ini dengan jam server */
        get: operations["get_lms_ujian_id_pengerjaan_me_soal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/no_pengerjaan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Peserta tanpa pengerjaan */
        get: operations["get_lms_ujian_id_pengerjaan_no_pengerjaan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/pengerjaan/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mulai (atau lanjutkan) pengerjaan mahasiswa */
        post: operations["post_lms_ujian_id_pengerjaan_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/perhitungan_nilai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status perhitungan nilai ujian */
        get: operations["get_lms_ujian_id_perhitungan_nilai"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/{id}/soal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kelompok soal dan soal beserta kuncinya (pengajar dan operator) */
        get: operations["get_lms_ujian_id_soal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/ujian/salin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Salin kuis/ujian lain beserta soalnya ke pertemuan */
        post: operations["post_lms_ujian_salin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/vidcon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tambah vidcon pada pertemuan */
        post: operations["post_lms_vidcon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/vidcon/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail vidcon */
        get: operations["get_lms_vidcon_id"];
        /** Ubah vidcon */
        put: operations["put_lms_vidcon_id"];
        post?: never;
        /** Hapus vidcon beserta data join */
        delete: operations["delete_lms_vidcon_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/vidcon/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Catat bergabung ke vidcon */
        put: operations["put_lms_vidcon_id_join"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/visitor/last_active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Tandai pengguna masih aktif */
        put: operations["put_lms_visitor_last_active"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lms/visitor/statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statistik pengunjung */
        get: operations["get_lms_visitor_statistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server siap melayani: basis data dapat dihubungi (503 bila tidak) */
        get: operations["get_readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/aturan/qr-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aturan presensi QR Code: aktif atau tidak */
        get: operations["get_v0_aturan_qr_code"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/config/{keyword}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Satu konfigurasi */
        get: operations["get_v1_config_keyword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daftar konfigurasi */
        get: operations["get_v1_configuration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dosen_ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referensi dosen */
        get: operations["get_v1_dosen_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dosen/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Biodata singkat dosen */
        get: operations["get_v1_dosen_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dosen/{id}/periode_mengajar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Periode mengajar dosen */
        get: operations["get_v1_dosen_id_periode_mengajar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dosen/{id}/tahun_semester": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Periode mengajar dosen */
        get: operations["get_v1_dosen_id_tahun_semester"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jenis_kelas_ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referensi jenis kelas */
        get: operations["get_v1_jenis_kelas_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kegiatan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kegiatan kalender beranda satu bulan (kelas yang diajar atau diikuti) */
        get: operations["get_v1_kegiatan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/label_kelas_ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referensi nama kelas */
        get: operations["get_v1_label_kelas_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/logo_perguruan_tinggi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logo perguruan tinggi */
        get: operations["get_v1_logo_perguruan_tinggi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mahasiswa_aktif_per_periode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mahasiswa aktif pada satu periode */
        get: operations["get_v1_mahasiswa_aktif_per_periode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mahasiswa/{id}/biodata_singkat_web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Biodata singkat mahasiswa */
        get: operations["get_v1_mahasiswa_id_biodata_singkat_web"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/makul_ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referensi mata kuliah */
        get: operations["get_v1_makul_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/penandatangan_prodi/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Penandatangan BAP program studi */
        get: operations["get_v1_penandatangan_prodi_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periode_ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referensi periode */
        get: operations["get_v1_periode_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prodi_ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referensi program studi */
        get: operations["get_v1_prodi_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/semester_akademik_berjalan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Semester akademik berjalan */
        get: operations["get_v1_semester_akademik_berjalan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sistem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Identitas perguruan tinggi */
        get: operations["get_v1_sistem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/academic/makul/{id}/rencana-evaluasi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rencana evaluasi (RE) mata kuliah */
        get: operations["get_v2_academic_makul_id_rencana_evaluasi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/academic/makul/{id}/rencana-pembelajaran": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rencana pembelajaran semester (RPS) mata kuliah */
        get: operations["get_v2_academic_makul_id_rencana_pembelajaran"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/academic/matakuliah/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Koordinator dan pengembang RPS mata kuliah */
        get: operations["get_v2_academic_matakuliah_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/access_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login */
        post: operations["post_v2_access_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/authorize/sikad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kode sekali pakai untuk SIKAD */
        post: operations["post_v2_authorize_sikad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/authorize/sikad/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tukar kode sekali pakai (dipanggil SIKAD) */
        post: operations["post_v2_authorize_sikad_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat/group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grup diskusi (dibuat saat pertama dibuka) */
        get: operations["get_v2_chat_group_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat/group/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pesan grup diskusi, terlama dahulu */
        get: operations["get_v2_chat_group_id_thread"];
        put?: never;
        /** Kirim pesan */
        post: operations["post_v2_chat_group_id_thread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat/group/{id}/thread/{tid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Satu pesan */
        get: operations["get_v2_chat_group_id_thread_tid"];
        put?: never;
        /** Ubah pesan sendiri */
        post: operations["post_v2_chat_group_id_thread_tid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/bank_soal/{id}/soal/import_excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Impor soal dari .xls/.xlsx: semua baris atau tidak sama sekali */
        post: operations["post_v2_lms_bank_soal_id_soal_import_excel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/kelas_kuliah/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profil kelas kuliah */
        get: operations["get_v2_lms_kelas_kuliah_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/kelas_kuliah/{id}/peserta/nim_nama": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** NIM dan nama peserta kelas (pengajar dan operator) */
        get: operations["get_v2_lms_kelas_kuliah_id_peserta_nim_nama"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/mata_kuliah/{id}/silabus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ubah silabus (multipart keterangan, lampiran atau lampiran_url opsional) */
        put: operations["put_v2_lms_mata_kuliah_id_silabus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/mata_kuliah/{id}/silabus/lampiran": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unduh lampiran silabus */
        get: operations["get_v2_lms_mata_kuliah_id_silabus_lampiran"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/mata_kuliah/ref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mata kuliah (per dosen) */
        get: operations["get_v2_lms_mata_kuliah_ref"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lms/materi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materi kelas lain untuk disalin */
        get: operations["get_v2_lms_materi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pratinjau/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pratinjau PDF dokumen Word, Excel atau PowerPoint (bila LibreOffice terpasang) */
        get: operations["get_v2_pratinjau_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/refresh_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Perbarui token (rotasi refresh token) */
        post: operations["post_v2_refresh_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/storager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unggah berkas (sebelum menyimpan konten yang memakainya) */
        post: operations["post_v2_storager"];
        /** Hapus unggahan yang belum dipakai */
        delete: operations["delete_v2_storager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/storager/{id}/{nama}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Berkas unggahan (untuk yang boleh melihat kontennya) */
        get: operations["get_v2_storager_id_nama"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pengguna yang sedang login */
        get: operations["get_v2_user_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The operator acting as this account ('Login Akun Lain'). */
        ActingOperator: {
            /** Format: int64 */
            id: number;
            nama: string;
            username: string;
        };
        /** @description The signed-in student's recorded use of a material. */
        AksesMateri: {
            cara: components["schemas"]["CaraAkses"];
            /** @description Against the material's deadline; null when it has none. */
            tepat_waktu?: boolean | null;
            /** @description UTC, the first time it was recorded. */
            waktu: string;
        };
        /** @description A student's use of a material. */
        AksesRequest: {
            cara: components["schemas"]["CaraAkses"];
            /**
             * Format: double
             * @description Percent of the audio or video actually played (tonton, dengar).
             */
            persen?: number | null;
        };
        /** @description The activation page: the account its link opens, or none when the link is not valid. */
        AktivasiData: {
            akun?: components["schemas"]["AkunAktivasi"] | null;
            /** @description The link's token, for the form ('' when the link is not valid). */
            token: string;
        };
        /** @description One activity card; the field of its kind is filled (`materi` for materials, and so on). */
        AktivitasKartu: {
            forum?: components["schemas"]["ForumDetail"] | null;
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisAktivitas"];
            judul: string;
            materi?: components["schemas"]["MateriDetail"] | null;
            /** @description From the current time. */
            status: components["schemas"]["StatusWaktu"];
            sub_jenis: string;
            teks?: components["schemas"]["TeksDetail"] | null;
            tugas?: components["schemas"]["TugasDetail"] | null;
            ujian?: components["schemas"]["UjianDetail"] | null;
            vidcon?: components["schemas"]["VidconDetail"] | null;
            waktu_mulai: string;
            waktu_selesai: string;
        };
        AktivitasNilai: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description A remedial exam's main exam: the kind it is shown and counted with.
             */
            id_ujian_utama?: number | null;
            jenis: components["schemas"]["JenisNilai"];
            label: string;
        };
        /** @description An activity a component may draw from (the component modal's list). */
        AktivitasPilihan: {
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisNilai"];
            label: string;
            label_pertemuan: string;
        };
        /** @description One row of a section root. */
        AktivitasSaya: {
            /**
             * @description For a student: whether they have done it (handed in, attempted, joined);
             *     null for lecturers and operators.
             */
            dikerjakan?: boolean | null;
            /** Format: int64 */
            id: number;
            /** @description tugas, ujian, forum or vidcon */
            jenis: components["schemas"]["JenisAktivitas"];
            judul: string;
            /** @description Course and class name. */
            kelas: string;
            /** Format: int64 */
            nomor_pertemuan: number;
            status: components["schemas"]["StatusWaktu"];
            sub_jenis: string;
            /** @description Where it opens: the task page, or the meeting page. */
            tautan: string;
            waktu_mulai: string;
            waktu_selesai: string;
        };
        AkunAktivasi: {
            nama: string;
            username: string;
        };
        AkunLainRequest: {
            /** @description Username, NIM or NIDN of the lecturer or student. */
            username: string;
        };
        AliranKehadiranQuery: {
            /** Format: int64 */
            id_pertemuan: number;
        };
        AnggotaChat: {
            avatar_url?: string | null;
            /** Format: int64 */
            id_user: number;
            nama: string;
            /** @description Mahasiswa | Dosen */
            peran: string;
        };
        AnggotaKelompok: {
            /** @description The member may be removed (not the group's last member). */
            canDelete: boolean;
            jabatan: components["schemas"]["JabatanKelompok"];
            mahasiswa: components["schemas"]["MahasiswaTugas"];
        };
        /**
         * @description The meeting apps offered (spec 3 §9).
         * @enum {string}
         */
        AplikasiVidcon: "zoom" | "gmeet" | "msteams" | "lainnya";
        AppInfo: {
            college_id: string;
            judul: string;
            logo_url?: string | null;
            nama: string;
            periode?: components["schemas"]["PeriodeAktif"] | null;
            /**
             * @description Server time (UTC) at render, to the minute so identical pages render
             *     identically (render cache); the document's `lms-server-time` meta tag
             *     carries the exact second for the ticking clock.
             */
            server_time: string;
            /** @description Asia/Jakarta | Asia/Makassar | Asia/Jayapura */
            time_zone: string;
        };
        /**
         * @description How a question group is answered (spec 3 §4 Exam groups): semua (every
         *     question, all answered), random (each student gets a fixed random subset
         *     of jumlah_wajib_dijawab), sebagian (every question shown, jumlah_wajib_dijawab answered).
         * @enum {string}
         */
        AturanKelompok: "semua" | "random" | "sebagian";
        /** @description `GET /v0/aturan/qr-code`. */
        AturanQr: {
            status: boolean;
        };
        /** @description Fields of `POST /v2/authorize/sikad` (multipart/form-data). */
        AuthorizeForm: {
            /** @description ROLE_DOSEN, ROLE_MAHASISWA or ROLE_OPERATOR; must be the user's own role. */
            as_role?: string | null;
            client_id: string;
            redirect_uri?: string | null;
            /** @enum {string} */
            response_type: "code";
            state?: string | null;
        };
        AuthorizeResponse: {
            code: string;
            /** Format: int64 */
            expires_in: number;
            redirect_uri: string;
            state: string;
        };
        /** @description `GET /lms/bank_soal/{id}`: the header card and the questions. */
        BankSoalDetail: {
            /** @description The caller may copy questions from exams (operators: write on kelas_kuliah). */
            bisa_salin_ujian: boolean;
            /** @description The caller may change, fill and delete it. */
            bisa_ubah: boolean;
            deskripsi: string;
            /** @description When it was made (UTC). */
            dibuat: string;
            /** @description Ditampilkan: the other lecturers of the course may read and copy it. */
            ditampilkan: boolean;
            /** @description The owner's name with titles. */
            dosen: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_dosen: number;
            /** Format: int64 */
            id_mata_kuliah: number;
            judul: string;
            /** Format: int64 */
            jumlah_soal: number;
            kode_mata_kuliah: string;
            list_soal: components["schemas"]["SoalBank"][];
            mata_kuliah: string;
            prodi_matkul: string;
            /**
             * Format: int64
             * @description At most [`super::service::SOAL_MAKS`]; 'Tambah Soal' is off at that count.
             */
            soal_maks: number;
        };
        /** @description The page `/bank-soal`: the first page of the list for the URL's filters. */
        BankSoalHalaman: {
            /** @description 'Tambah Bank Soal' is offered (lecturers; operators with write on bank_soal). */
            bisa_tambah: boolean;
            data: components["schemas"]["BankSoalRingkas"][];
            filter: components["schemas"]["BankSoalQuery"];
            mata_kuliah: components["schemas"]["MataKuliahBank"][];
            meta: components["schemas"]["ListMeta"];
            /** @description The bank modal shows 'Dosen' (operators pick the teacher). */
            pilih_dosen: boolean;
        };
        /** @description `GET /lms/bank_soal` filters (spec 3 §7 'Question bank list events'). */
        BankSoalQuery: {
            /** Format: int64 */
            mata_kuliah?: number | null;
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /**
             * Format: int64
             * @description A study programme of the course.
             */
            prodi_matkul?: number | null;
            /** @description Part of the title, the description or the creator's name. */
            search?: string | null;
        };
        /** @description A row of `/bank-soal`. */
        BankSoalRingkas: {
            /** @description The caller may change, fill and delete it. */
            bisa_ubah: boolean;
            deskripsi: string;
            /** @description When it was made (UTC). */
            dibuat: string;
            /** @description Ditampilkan: the other lecturers of the course may read and copy it. */
            ditampilkan: boolean;
            /** @description The owner's name with titles. */
            dosen: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_dosen: number;
            /** Format: int64 */
            id_mata_kuliah: number;
            judul: string;
            /** Format: int64 */
            jumlah_soal: number;
            kode_mata_kuliah: string;
            mata_kuliah: string;
            prodi_matkul: string;
        };
        /**
         * @description The bank modal 'Tambah/Ubah/Duplikat Data'. `id_dosen` is taken from an
         *     operator (who picks the teacher); a lecturer's banks are always their own.
         */
        BankSoalSimpan: {
            deskripsi: string;
            ditampilkan: boolean;
            /** Format: int64 */
            id_dosen?: number | null;
            /** Format: int64 */
            id_mata_kuliah?: number | null;
            judul: string;
        };
        BannerResponse: {
            banner_url: string;
        };
        /** @description Documentation of the banner form: one of the two parts is required. */
        BannerUpload: {
            /** @description Instead of file_banner: the URL `POST /v2/storager` (dir `kelas/banner`) answered. */
            banner_url?: string | null;
            /** @description .png, .jpg or .jpeg; at most the kelas.banner setting in MB. */
            file_banner?: string | null;
        } | unknown | unknown;
        /** @description Props of `/bantuan` and `GET /lms/bantuan`. */
        BantuanHalaman: {
            /**
             * Format: uint
             * @description The role's guides before the search.
             */
            jumlah_semua: number;
            panduan: components["schemas"]["Panduan"][];
            /** @description The search as applied ('' for none). */
            q: string;
        };
        BantuanQuery: {
            /** @description Words that every shown guide contains (title or steps, any case). */
            q?: string | null;
        };
        BapAktivitas: {
            /** Format: int64 */
            id: number;
            judul: string;
            /**
             * Format: int64
             * @description Students who handed in, posted or attempted.
             */
            jumlah_pengerjaan: number;
            /** @description tugas: individu | kelompok; ujian: kuis | uts | uas | remedial; else ''. */
            sub_jenis: string;
        };
        /** @description `POST /lms/kelas_kuliah/bap/unduh`: every class of a period in one ZIP. */
        BapArsipRequest: {
            include_laporan_kelas?: boolean | null;
            include_laporan_pertemuan_detail?: boolean | null;
            include_tanda_tangan?: boolean | null;
            laporan_saya?: boolean | null;
            /** Format: int64 */
            periode: number;
        };
        /** @description A background job making a period's ZIP. */
        BapJob: {
            id: string;
            /** @description 'BAP - {period}.zip' */
            nama_berkas: string;
            /** @description Why it failed, when it did. */
            pesan?: string | null;
            /**
             * Format: int64
             * @description Classes done so far.
             */
            selesai: number;
            status: components["schemas"]["StatusPekerjaan"];
            /** Format: int64 */
            total: number;
        };
        BapKelas: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_prodi: number;
            jenis_kelas: string;
            /** Format: int64 */
            jumlah_peserta: number;
            mata_kuliah: components["schemas"]["BapMataKuliah"];
            mode_kuliah: components["schemas"]["ModeKuliah"];
            nama_kelas: string;
            pengajar: components["schemas"]["BapPengajar"][];
            /** Format: int64 */
            periode: number;
            prodi: components["schemas"]["ProdiRingkas"];
        };
        /** @description `GET /lms/kelas_kuliah/{id}/bap`. */
        BapLaporan: {
            kelas: components["schemas"]["BapKelas"];
            penandatangan?: components["schemas"]["PenandatanganProdi"] | null;
            pertemuan: components["schemas"]["BapPertemuan"][];
            /**
             * Format: double
             * @description The class's attendance percentage over its held meetings (one decimal,
             *     `kehadiran::persen`); null while none is held. The resume's
             *     'Rata-rata kehadiran peserta'.
             */
            rata_kehadiran?: number | null;
            /** @description When it was made (UTC). */
            timestamp: string;
            /** @description Who asked for the report. */
            username: string;
        };
        BapMataKuliah: {
            /** Format: int64 */
            id: number;
            kode: string;
            nama: string;
            /** Format: int64 */
            sks: number;
        };
        /** @description Which parts the PDF holds and whose meetings it covers. */
        BapOpsi: {
            /**
             * Format: int64
             * @description Only the meetings this lecturer taught.
             */
            id_pengajar?: number | null;
            /** @description 'Resume Kelas' (default on). */
            include_laporan_kelas?: boolean | null;
            /** @description 'Detail Pertemuan' (default on). */
            include_laporan_pertemuan_detail?: boolean | null;
            /** @description 'Tanda Tangan' (default on). */
            include_tanda_tangan?: boolean | null;
            /** @description Lecturer: only the meetings the signed-in lecturer taught. */
            laporan_saya?: boolean | null;
        };
        BapPengajar: {
            /** Format: int64 */
            id_dosen: number;
            jabatan: components["schemas"]["JabatanDosen"];
            /** @description Name with academic titles. */
            nama: string;
            nidn: string;
        };
        BapPertemuan: {
            forum: components["schemas"]["BapAktivitas"][];
            info: components["schemas"]["InfoPertemuan"];
            materi: components["schemas"]["BapAktivitas"][];
            tugas: components["schemas"]["BapTugas"][];
            ujian: components["schemas"]["BapUjian"][];
            vidcon: components["schemas"]["BapAktivitas"][];
        };
        BapTugas: {
            /** Format: int64 */
            id: number;
            judul: string;
            /**
             * Format: int64
             * @description Hand-ins scored so far.
             */
            jumlah_dinilai: number;
            /**
             * Format: int64
             * @description Students who handed in, posted or attempted.
             */
            jumlah_pengerjaan: number;
            /** @description tugas: individu | kelompok; ujian: kuis | uts | uas | remedial; else ''. */
            sub_jenis: string;
            /**
             * Format: int64
             * @description Hand-ins to be scored.
             */
            total_nilai: number;
        };
        BapUjian: {
            /** Format: int64 */
            id: number;
            judul: string;
            /**
             * Format: int64
             * @description Students who handed in, posted or attempted.
             */
            jumlah_pengerjaan: number;
            /**
             * Format: double
             * @description Mean score, two decimals; None before any score.
             */
            rata_rata_nilai?: number | null;
            /** @description tugas: individu | kelompok; ujian: kuis | uts | uas | remedial; else ''. */
            sub_jenis: string;
        };
        /** @description Largest file per material type, in MB (× 1,000,000 bytes). */
        BatasUkuran: {
            /** Format: double */
            archive: number;
            /** Format: double */
            audio: number;
            /** Format: double */
            ebook: number;
            /**
             * Format: double
             * @description A task's attachment or hand-in file (pengaturan_sistem.ukuran_max_file.tugas).
             */
            tugas: number;
            /** Format: double */
            video: number;
        };
        BelumDibacaPertemuan: {
            /** Format: int64 */
            belum_dibaca: number;
            /** Format: int64 */
            id_pertemuan: number;
            /** Format: int64 */
            nomor: number;
        };
        Bentrok: {
            /** @description 'Boleh diabaikan': a class of the same course and period (taught together). */
            boleh_diabaikan: boolean;
            /** Format: int64 */
            id_pertemuan: number;
            judul: string;
            /** @description '{kode_mk} {nama_kelas}'. */
            kelas: string;
            /** @description The room or the teacher concerned; empty for a class clash. */
            keterangan: string;
            /** Format: int64 */
            nomor: number;
            waktu_mulai: string;
            waktu_selesai: string;
        };
        BentrokGrup: {
            data: components["schemas"]["Bentrok"][];
        };
        BerandaData: {
            /**
             * @description The user's meetings, exams and deadlines of this month in short: per day, and today's
             *     (a whole month: `/v1/kegiatan`).
             */
            kegiatan: components["schemas"]["KegiatanAwal"];
            kelas: components["schemas"]["KelasRow"][];
            /** @description The first two announcements. */
            pengumuman: components["schemas"]["Pengumuman"][];
            /** @description The card figures of each class in `kelas`. */
            ringkasan_kelas: components["schemas"]["RingkasanKelas"][];
            /**
             * @description Open tasks and exams of the running period, nearest deadline first (five): a student's
             *     not handed in or taken yet, a lecturer's of the classes they teach.
             */
            tenggat: components["schemas"]["AktivitasSaya"][];
            tiles: components["schemas"]["Tiles"];
        };
        /** @description A stored file as the client sees it (spec 3 §3 `file`). */
        BerkasInfo: {
            /**
             * Format: int64
             * @description Bytes.
             */
            content_length: number;
            name: string;
            /** @description `/v2/storager/{id}/{name}`. */
            url: string;
        };
        /**
         * @description The files of an essay answer (PUT .../jawaban/{idSoal}/berkas): the whole
         *     list each time, so sending it twice is harmless; an empty list removes them.
         */
        BerkasJawabanSimpan: {
            /** @description URLs answered by POST /v2/storager (dir ujian/jawaban), in order; at most 5. */
            berkas: string[];
        };
        BerkasJawabanTersimpan: {
            berkas: components["schemas"]["BerkasInfo"][];
            /** Format: int64 */
            id_soal: number;
            waktu_server: string;
        };
        /** @description Whether the signed-in student may hand in (or change the hand-in) now. */
        BolehKumpul: {
            /** @description Why not, in words for the student. */
            alasan?: string | null;
            bisa: boolean;
            /** @description Handing in now would be marked late. */
            terlambat: boolean;
        };
        /** @description How a student used a material (spec 3 §4). */
        CaraAkses: "baca" | "tonton" | "dengar" | "unduh" | "buka";
        /** @description How a student's record of a meeting was made, as the student is told. */
        CaraPencatatan: "qr" | "sistem" | "pengajar";
        /** @description `PUT /lms/pertemuan/cek_bentrok`: the form plus the class (and the meeting being edited). */
        CekBentrok: {
            /** @default  */
            deskripsi: string;
            /** Format: int64 */
            id_kelas_kuliah: number;
            /** Format: int64 */
            id_pertemuan?: number | null;
            /** Format: int64 */
            id_ruangan?: number | null;
            /** Format: int64 */
            id_sesi?: number | null;
            /** @description online | offline; empty is online. */
            jenis?: string | null;
            /** @default  */
            judul: string;
            /** @description kuliah | uts | uas; empty is kuliah. */
            kategori?: string | null;
            parameter_kehadiran?: components["schemas"]["ParameterKehadiran"] | null;
            pengajar_kelas?: components["schemas"]["PengajarPilihan"][] | null;
            /** @description ISO date-times with offset. */
            waktu_mulai?: string | null;
            waktu_selesai?: string | null;
        };
        CountActivity: {
            /** Format: int64 */
            forum: number;
            /** Format: int64 */
            materi: number;
            /** Format: int64 */
            tugas: number;
            /** Format: int64 */
            ujian: number;
            /** Format: int64 */
            vidcon: number;
        };
        /** @description Props of the section roots `/tugas`, `/ujian`, `/forum`, `/vidcon`. */
        DaftarAktivitasPageData: {
            items: components["schemas"]["AktivitasSaya"][];
            jenis: components["schemas"]["JenisAktivitas"];
            meta: components["schemas"]["ListMeta"];
            /** @description Ended ones (status=selesai) instead of open ones. */
            selesai: boolean;
        };
        DaftarKeaktifan: {
            data: components["schemas"]["KeaktifanPeserta"][];
        };
        DaftarKehadiranMahasiswa: {
            data: components["schemas"]["KehadiranMahasiswa"][];
        };
        DaftarKehadiranPengajar: {
            data: components["schemas"]["KehadiranPengajarPertemuan"][];
        };
        /** @description The groups of a task and the class's students in none (teachers and operators). */
        DaftarKelompok: {
            data: components["schemas"]["KelompokTugas"][];
            tanpa_kelompok: components["schemas"]["MahasiswaTugas"][];
        };
        DaftarNimNama: {
            data: components["schemas"]["NimNama"][];
        };
        DaftarPengerjaan: {
            data: components["schemas"]["PengerjaanPeserta"][];
        };
        DaftarPesan: {
            data: components["schemas"]["PesanChat"][];
        };
        DaftarPost: {
            data: components["schemas"]["ForumPost"][];
        };
        DaftarRuangan: {
            data: components["schemas"]["Ruangan"][];
        };
        DaftarSesi: {
            data: components["schemas"]["SesiKuliah"][];
        };
        Data: {
            data: components["schemas"]["Sistem"][];
        };
        Data2: {
            data: components["schemas"]["Logo"];
        };
        Data3: {
            data: components["schemas"]["Pengaturan"];
        };
        Data4: {
            data: components["schemas"]["PengaturanSaya"];
        };
        Data5: {
            data: components["schemas"]["Periode"];
        };
        Data6: {
            data: components["schemas"]["Konfigurasi"][];
        };
        Data7: {
            data: components["schemas"]["Konfigurasi"];
        };
        Data8: {
            data: components["schemas"]["Statistik"];
        };
        Data9: {
            data: components["schemas"]["Periode"][];
        };
        Data10: {
            data: components["schemas"]["DosenRef"];
        };
        Data11: {
            data: components["schemas"]["TahunSemester"][];
        };
        Data12: {
            data: components["schemas"]["MahasiswaRef"];
        };
        /**
         * @description Every page the server answers and its data, one list (issue 33): the
         *     page's name is the tag, so TypeScript gets a union in which the name
         *     decides the data's type (`ui/src/api/halaman.ts` reads it), and a
         *     loader cannot send one page's data under another page's name.
         */
        DataHalaman: {
            data: components["schemas"]["LoginData"] | null;
            /** @constant */
            page: "login";
        } | {
            data: components["schemas"]["BerandaData"];
            /** @constant */
            page: "beranda";
        } | {
            data: components["schemas"]["KelasPageData"];
            /** @constant */
            page: "kelas";
        } | {
            data: components["schemas"]["KelasDetail"];
            /** @constant */
            page: "kelas_detail";
        } | {
            data: components["schemas"]["KelasDetail"];
            /** @constant */
            page: "kelas_profil";
        } | {
            data: components["schemas"]["KehadiranDaftarPage"];
            /** @constant */
            page: "kehadiran_daftar";
        } | {
            data: components["schemas"]["RekapKehadiran"];
            /** @constant */
            page: "kehadiran_rekap";
        } | {
            data: components["schemas"]["KehadiranPertemuanPage"];
            /** @constant */
            page: "kehadiran_pertemuan";
        } | {
            data: components["schemas"]["NilaiDaftarPage"];
            /** @constant */
            page: "nilai_daftar";
        } | {
            data: components["schemas"]["RekapNilai"];
            /** @constant */
            page: "rekap_penilaian";
        } | {
            data: components["schemas"]["KehadiranSayaPage"];
            /** @constant */
            page: "kehadiran_saya";
        } | {
            data: components["schemas"]["NilaiSayaPage"];
            /** @constant */
            page: "nilai_saya";
        } | {
            data: components["schemas"]["PresensiPageData"];
            /** @constant */
            page: "presensi";
        } | {
            data: components["schemas"]["PengumumanPageData"];
            /** @constant */
            page: "pengumuman";
        } | {
            data: components["schemas"]["TugasPageData"];
            /** @constant */
            page: "tugas_detail";
        } | {
            data: components["schemas"]["LembarUjian"];
            /** @constant */
            page: "ujian_soal";
        } | {
            data: components["schemas"]["PertemuanPageData"];
            /** @constant */
            page: "pertemuan";
        } | {
            data: components["schemas"]["DaftarAktivitasPageData"];
            /** @constant */
            page: "daftar_aktivitas";
        } | {
            data: components["schemas"]["ForumPageData"];
            /** @constant */
            page: "forum_diskusi";
        } | {
            data: components["schemas"]["PenilaianPageData"];
            /** @constant */
            page: "penilaian";
        } | {
            data: components["schemas"]["UjianHalaman"];
            /** @constant */
            page: "ujian_detail";
        } | {
            data: components["schemas"]["BankSoalHalaman"];
            /** @constant */
            page: "bank_soal";
        } | {
            data: components["schemas"]["BankSoalDetail"];
            /** @constant */
            page: "bank_soal_detail";
        } | {
            data: components["schemas"]["ProfilPage"];
            /** @constant */
            page: "profil";
        } | {
            data: components["schemas"]["KonfigurasiPage"];
            /** @constant */
            page: "konfigurasi";
        } | {
            data: components["schemas"]["OperatorHalaman"];
            /** @constant */
            page: "operator";
        } | {
            data: components["schemas"]["ImporHalaman"];
            /** @constant */
            page: "impor_akademik";
        } | {
            data: components["schemas"]["AktivasiData"];
            /** @constant */
            page: "aktivasi";
        } | {
            data: components["schemas"]["PengaturanHalaman"];
            /** @constant */
            page: "pengaturan";
        } | {
            data: components["schemas"]["BantuanHalaman"];
            /** @constant */
            page: "bantuan";
        } | {
            data: components["schemas"]["TerlarangPageData"];
            /** @constant */
            page: "terlarang";
        } | {
            data: null;
            /** @constant */
            page: "luring";
        } | {
            data: null;
            /** @constant */
            page: "not_found";
        } | {
            data: components["schemas"]["TanpaData"];
            /** @constant */
            page: "tanpa_data";
        } | {
            data: null;
            /** @constant */
            page: "error";
        };
        /** @description One activity of a participant's progress (the detail modal). */
        DetailAktivitas: {
            /** @description Always false here: an activity in the list exists (the field is the spec's). */
            empty_activity: boolean;
            /** Format: int64 */
            id_aktivitas: number;
            /** @description Done as the meeting's rule asks. */
            is_hadir: boolean;
            jenis: components["schemas"]["JenisAktivitas"];
            judul: string;
            /**
             * Format: double
             * @description Its share of the progress (equal shares; they add up to 1).
             */
            weight: number;
        };
        /**
         * @description Where `POST /v2/storager` puts a file (field `dir`, sent before the file).
         *     The file store owns the names; the domain whose content uses a directory
         *     declares its rule ([`Direktori`]).
         */
        DirUnggah: ("materi/ebook" | "materi/audio" | "materi/video" | "materi/archive" | "kelas/banner") | "tugas/lampiran" | "tugas/pengumpulan" | "ujian/jawaban" | "soal/lampiran" | "soal/gambar" | "silabus/lampiran";
        /**
         * @description A student's discussion about an activity that has messages, for the class's teachers
         *     (the exam page's 'Komentar Mahasiswa').
         */
        DiskusiMahasiswa: {
            /**
             * Format: int64
             * @description Messages of others the viewer has not read yet.
             */
            belum_dibaca: number;
            id_chat: string;
            /** Format: int64 */
            id_mahasiswa: number;
            /** Format: int64 */
            jumlah_pesan: number;
            nama: string;
            nim: string;
            /** @description UTC, the latest message. */
            pesan_terakhir: string;
        };
        DosenRef: {
            avatar_url?: string | null;
            email: string;
            gelar_akademik: string;
            gelar_depan: string;
            /** Format: int64 */
            id_dosen: number;
            nama: string;
            nama_lengkap: string;
            nidn: string;
            prodi: components["schemas"]["ProdiRingkas"];
        };
        /** @description The error body of every failed API call. */
        ErrorBody: {
            status: components["schemas"]["ErrorStatus"];
        };
        ErrorStatus: {
            /**
             * @description A [`KodeGalat`] from the server; the browser adds its own for answers
             *     that never came (NETWORK_ERROR, GATEWAY_TIMEOUT, HTTP_<status>).
             */
            code: string;
            message: string;
        };
        EventsQuery: {
            /**
             * @description `sistem`: server time every second.
             * @enum {string}
             */
            stream: "sistem";
        };
        ForumDetail: {
            /**
             * Format: int64
             * @description Others' posts the viewer has not seen.
             */
            belum_dibaca: number;
            /**
             * @description The class's meetings whose forums hold posts the viewer has not seen,
             *     in meeting order (spec 3 §2: the forum card lists them).
             */
            belum_dibaca_pertemuan: components["schemas"]["BelumDibacaPertemuan"][];
            /** @description Sanitised HTML. */
            deskripsi: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_kelas_kuliah: number;
            /** Format: int64 */
            id_pertemuan: number;
            judul: string;
            /** Format: int64 */
            jumlah_peserta: number;
            /**
             * Format: int64
             * @description Students who posted.
             */
            jumlah_peserta_join: number;
            /**
             * Format: int64
             * @description Students: their posts.
             */
            jumlah_post_saya?: number | null;
            /** @description Students: whether they reached minimal_post. */
            memenuhi?: boolean | null;
            /**
             * Format: int64
             * @description Posts a student should write (default 1).
             */
            minimal_post: number;
            /** @description Posts count towards the students' activity score. */
            penilaian_keaktifan: boolean;
            /** @description From the current time. */
            status: components["schemas"]["StatusWaktu"];
            waktu_mulai: string;
            waktu_selesai: string;
        };
        ForumKelas: {
            /** Format: int64 */
            id: number;
            nama_kelas: string;
            nama_mk: string;
        };
        /** @description Props of `/forum?groupId=&forumId=&referer=kelas-kuliah`. */
        ForumPageData: {
            forum: components["schemas"]["ForumDetail"];
            izin: components["schemas"]["IzinForum"];
            kelas: components["schemas"]["ForumKelas"];
            pertemuan: components["schemas"]["ForumPertemuan"];
            posts: components["schemas"]["ForumPost"][];
        };
        ForumPertemuan: {
            /** Format: int64 */
            id: number;
            judul: string;
            /** Format: int64 */
            nomor: number;
        };
        /** @description A thread (id_induk null) with its replies, or a reply. */
        ForumPost: {
            balasan: components["schemas"]["ForumPost"][];
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_induk?: number | null;
            /** @description Plain text. */
            isi: string;
            milik_saya: boolean;
            nama: string;
            role: components["schemas"]["PeranKelas"];
            waktu: string;
        };
        /** @description The forum form (spec 3 §7 'Forum save'). */
        ForumSimpan: {
            deskripsi: string;
            /** Format: int64 */
            id_pertemuan?: number | null;
            judul: string;
            /**
             * Format: int64
             * @description At least 1; 1 when not given.
             */
            minimal_post?: number | null;
            /** @default false */
            penilaian_keaktifan: boolean;
            /** @description ISO 8601 with offset. */
            waktu_mulai?: string | null;
            waktu_selesai?: string | null;
        };
        /** @description A row that cannot be imported: where, and what to write instead. */
        GalatBaris: {
            /**
             * Format: uint32
             * @description The row as the spreadsheet numbers it (the header is row 1).
             */
            baris: number;
            /** @description The column's header, as the template writes it. */
            kolom: string;
            pesan: string;
        };
        GrupChat: {
            anggota: components["schemas"]["AnggotaChat"][];
            /**
             * Format: int64
             * @description Messages of others the viewer has not read yet.
             */
            belum_dibaca: number;
            /** @description The viewer may post (members; operators only read). */
            boleh_menulis: boolean;
            id: string;
            nama: string;
            /** @description What the group belongs to: tugas (an individual task) | kelompok (a task group) | ujian (an exam's comments). */
            penggunaan: string;
        };
        /** @description `PUT /lms/kehadiran_mahasiswa/pertemuan/{id}/mahasiswa/{idMahasiswa}`. */
        HadirSimpan: {
            is_hadir: boolean;
        };
        /**
         * @description Spec 2 §3 'Operator access rights': the body of a change. A module left out
         *     or empty is no_access.
         */
        HakAksesOperator: {
            is_active: boolean;
            /** @description Module (data_master, kelas_kuliah, ...) to no_access | read | write. */
            permission: {
                [key: string]: string;
            };
        };
        HapusQuery: {
            /** @description The URL POST /v2/storager answered. */
            url: string;
        };
        HasilBaris: {
            /** Format: uint32 */
            baris: number;
            status: components["schemas"]["StatusBaris"];
        };
        HasilBentrok: {
            /** @description A clash that may not be ignored: saving is refused. */
            ada_bentrok: boolean;
            bentrok_kelas: components["schemas"]["BentrokGrup"];
            bentrok_pengajar: components["schemas"]["BentrokGrup"];
            bentrok_ruangan: components["schemas"]["BentrokGrup"];
        };
        /** @description What a sync did: the counts and named bad rows of an import, and what each row came to. */
        HasilSinkron: {
            /** @description False for a dry run (`uji`) and whenever a row is bad: then nothing was written. */
            disimpan: boolean;
            /** @description Every row in the order sent; `baris` counts from 1. */
            hasil: components["schemas"]["HasilBaris"][];
            pratinjau: components["schemas"]["Pratinjau"];
            ringkasan: string;
        };
        HeaderAktivitas: {
            aktivitas: components["schemas"]["AktivitasNilai"];
            /** Format: int64 */
            id_pertemuan: number;
            /** @description The kind whose 'Tampilkan' box shows this column (a remedial follows its main exam). */
            kelompok: components["schemas"]["JenisNilai"];
            label_pertemuan: string;
            /** Format: int64 */
            nomor_pertemuan: number;
            status_nilai: components["schemas"]["StatusNilai"];
        };
        HeaderRerata: {
            jenis: components["schemas"]["JenisNilai"];
            label: string;
        };
        HeaderSikad: {
            /** @description Some student's score in this column was set by SIKAD (saving needs confirmation). */
            ada_nilai_sikad: boolean;
            /** @description The activities whose scores feed it (empty for Kehadiran). */
            aktivitas: number[];
            /**
             * Format: int64
             * @description Weight in percent from the course's evaluation plan.
             */
            bobot: number;
            /** @description True when the class chose its activities; false: the grade settings' default. */
            diatur: boolean;
            /**
             * Format: int64
             * @description komponen_nilai.id
             */
            id: number;
            jenis: components["schemas"]["JenisKomponen"];
            label: string;
        };
        Health: {
            database: string;
            status: string;
            versi: string;
        };
        /** @description `POST /lms/kehadiran_mahasiswa/hitung_persentase`: one meeting, or every held meeting of a class. */
        HitungPersentase: {
            /** Format: int64 */
            id_kelas_kuliah?: number | null;
            /** Format: int64 */
            id_pertemuan?: number | null;
        };
        /** @description The upload: the spreadsheet or CSV `file`. */
        ImporAkademikForm: {
            /** @description .xlsx or .csv, as the template */
            file: string;
        };
        /** @description The import form: `jenis_soal` and the spreadsheet `file`. */
        ImporForm: {
            /** @description .xls or .xlsx */
            file: string;
            jenis_soal: components["schemas"]["JenisSoal"];
        };
        /** @description The import page: each kind with its template's columns. */
        ImporHalaman: {
            jenis: components["schemas"]["JenisInfo"][];
            /** @description The integration tokens of the academic system's sync, newest first. */
            token: components["schemas"]["TokenIntegrasiInfo"][];
        };
        /** @description `GET /v2/academic/matakuliah/{id}`. */
        InfoMataKuliah: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_dosen_koordinator?: number | null;
            /** Format: int64 */
            id_dosen_pengembang_rps?: number | null;
            /** @description Course coordinator or RPS developer (through the SIKAD hand-off). */
            isAllowUbahRps: boolean;
            /** @description Course coordinator, RPS developer, or an operator with write on data_master. */
            isAllowUbahSilabus: boolean;
            kode: string;
            lampiran?: components["schemas"]["LampiranSilabus"] | null;
            nama: string;
            nama_dosen_koordinator?: string | null;
            nama_dosen_pengembang_rps?: string | null;
            silabus: string;
            /** Format: int64 */
            sks: number;
        };
        InfoPertemuan: {
            deskripsi: string;
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            /** Format: int64 */
            jumlah_peserta: number;
            kehadiran_pengajar: components["schemas"]["KehadiranPengajar"][];
            /** Format: int64 */
            nomor: number;
            /**
             * Format: int64
             * @description Participants marked present (H).
             */
            peserta_hadir: number;
            /**
             * Format: double
             * @description Mean progress of the participants, percent with one decimal; None before any attendance.
             */
            progress_peserta?: number | null;
            status: components["schemas"]["StatusWaktu"];
            verified_by?: components["schemas"]["Verifikator"] | null;
            waktu_mulai: string;
            waktu_selesai: string;
        };
        /** @description `GET /lms/pengaturan/integrasi_nilai/{id}` (id = class). */
        IntegrasiNilai: {
            boleh_ubah_komponen: boolean;
            pelaku_integrasi_nilai: components["schemas"]["PelakuIntegrasiNilai"];
            pengaturan_nilai: components["schemas"]["PengaturanNilai"];
        };
        IzinForum: {
            /** @description Why not, when not. */
            alasan?: string | null;
            /** @description May post now. */
            bolehPost: boolean;
            /** @description A teacher or operator: sees everyone's activity. */
            isStaf: boolean;
        };
        IzinKehadiran: {
            /** @description Start and end the meeting. */
            isAllowMulaiAkhiri: boolean;
            /** @description 'Generate QR Code'. */
            isAllowQr: boolean;
            /** @description 'Ubah Kehadiran Pengajar' (operators with write), from `pengajar_bisa_diubah_mulai` on. */
            isAllowUbahPengajar: boolean;
            /** @description 'Ubah kehadiran' and the H/A/I/S choices. */
            isAllowUbahPeserta: boolean;
            /** @description 'Update Progres' and 'Update Kehadiran Manual'. */
            isAllowUpdateProgres: boolean;
        };
        /**
         * @description What the viewer may do on this class; decided by the server
         *     (policy::izin_kelas), mirrored by the UI to show buttons.
         */
        IzinKelas: {
            isAllowLihatSilabus: boolean;
            isAllowUbahJabatan: boolean;
            isAllowUbahKelas: boolean;
            isAllowUbahKetuaKelas: boolean;
        };
        IzinPertemuan: {
            /** @description May add, change and delete content here (`policy::may_author_konten`). */
            isAllowTambah: boolean;
            /** @description An operator: picks the meeting in every form. */
            isOperator: boolean;
            /** @description A participant: attendance-by-use notices and recording. */
            isPeserta: boolean;
        };
        /**
         * @description A lecturer's teaching role in a class: 'Dosen Koordinator' (exactly one
         *     per class), 'Pengajar', 'Asisten'.
         * @enum {string}
         */
        JabatanDosen: "koordinator" | "pengajar" | "asisten";
        /**
         * @description A task group member's role (spec 2 §3 Task group).
         * @enum {string}
         */
        JabatanKelompok: "ketua" | "anggota";
        JabatanPengajar: {
            /** Format: int64 */
            id_dosen: number;
            jabatan: components["schemas"]["JabatanDosen"];
        };
        /**
         * @description A student's place in a class (the column `kelas_peserta.jabatan`).
         * @enum {string}
         */
        JabatanPeserta: "peserta" | "ketua_kelas";
        JabatanRequest: {
            metode_mengajar: components["schemas"]["MetodeMengajar"];
            pengajar: components["schemas"]["JabatanPengajar"][];
        };
        /** @description A schedule slot; `hari` 0-6 with Sunday first, times HH:MM:SS. */
        Jadwal: {
            /** Format: int64 */
            hari: number;
            jam_mulai: string;
            jam_selesai: string;
            ruangan?: string | null;
        };
        /**
         * @description PUT /lms/ujian/{id}/pengerjaan/me/jawaban/{id_soal}. Sending the same
         *     save twice is harmless; a save with a lower `versi` than the stored one
         *     is acknowledged and changes nothing.
         */
        JawabanSimpan: {
            /** @description The option's index as text, "benar" | "salah", or essay text; empty clears the answer. */
            jawaban: string;
            /**
             * Format: int64
             * @description At least 1; the client raises it with every change of this answer.
             */
            versi: number;
        };
        JawabanTersimpan: {
            /** Format: int64 */
            id_soal: number;
            /**
             * Format: int64
             * @description The version now stored (the sent one, or a newer one already there).
             */
            versi: number;
            waktu_server: string;
        };
        /**
         * @description The content types of spec 1, the kinds of a meeting's activities.
         * @enum {string}
         */
        JenisAktivitas: "materi" | "tugas" | "ujian" | "teks" | "forum" | "vidcon";
        /**
         * @description What an essay answer may be: typed text, or files of the other kinds
         *     (uploaded to `ujian/jawaban`, then named by
         *     `PUT .../jawaban/{idSoal}/berkas`).
         * @enum {string}
         */
        JenisFileJawaban: "text" | "image" | "pdf" | "docs" | "compressed";
        /** @description What a file holds: one kind per file (one template each). */
        JenisImpor: ("mahasiswa" | "dosen") | "mata_kuliah" | "kelas" | "jadwal" | "peserta" | "prodi" | "periode" | "ruangan" | "sesi_kuliah";
        JenisInfo: {
            /** @description What the operator should know before importing this kind. */
            catatan: string;
            jenis: components["schemas"]["JenisImpor"];
            kolom: components["schemas"]["KolomInfo"][];
            label: string;
        };
        JenisKelas: {
            nama: string;
        };
        JenisKelasRef: {
            /** Format: int64 */
            id: number;
            nama: string;
        };
        /** @description What a SIKAD grade component is, from its name. */
        JenisKomponen: ("tugas" | "kuis" | "uts" | "uas" | "lainnya") | "kehadiran";
        /** @description How a key's value is written and checked. */
        JenisKonfigurasi: "jam" | "persen" | "ya_tidak" | "hari" | "alamat";
        JenisLog: {
            kode: string;
            label: string;
        };
        /** @enum {string} */
        JenisMateri: "buku_ajar" | "diktat" | "modul" | "petunjuk_praktikum" | "model" | "alat_bantu" | "audio_visual" | "naskah_tutorial";
        /**
         * @description What a graded activity is: a task, a forum scored by activity, or an exam by its jenis.
         * @enum {string}
         */
        JenisNilai: "tugas" | "kuis" | "forum" | "uts" | "uas" | "remedial";
        /**
         * @description keluar_layar_penuh | pindah_tab | pindah_jendela. Spec 3 §8's codes are read as their
         *     names (full: leaving full screen, hu: leaving the exam page, foc: another tab or app taking
         *     the focus); the names are what is stored and answered (docs/decisions.md).
         * @enum {string}
         */
        JenisPelanggaran: "keluar_layar_penuh" | "pindah_tab" | "pindah_jendela";
        /**
         * @description How a meeting is held. (Kept with the class, the domain every meeting
         *     belongs to, so that the domains below `pertemuan` can name it.)
         * @enum {string}
         */
        JenisPertemuan: "online" | "offline" | "campuran";
        /** @description The two leave types, keyed as the spec gives them. */
        JenisPresensi: {
            izin: components["schemas"]["JenisPresensiItem"];
            sakit: components["schemas"]["JenisPresensiItem"];
        };
        JenisPresensiItem: {
            /** @description The code a row carries: 'I' or 'S'. */
            id: string;
            is_active: boolean;
            nama: string;
        };
        /**
         * @description pilihan (multiple choice) | benar_salah (true/false) | esay.
         * @enum {string}
         */
        JenisSoal: "pilihan" | "benar_salah" | "esay";
        /**
         * @description individu | kelompok (aktivitas.sub_jenis of a task).
         * @enum {string}
         */
        JenisTugas: "individu" | "kelompok";
        /**
         * @description An exam's kind (aktivitas.sub_jenis of an exam).
         * @enum {string}
         */
        JenisUjian: "kuis" | "uts" | "uas" | "remedial";
        /** @description One participant's join, for the class's teachers and operators. */
        JoinDetail: {
            nama: string;
            /** @description Students only. */
            nim?: string | null;
            role: components["schemas"]["PeranKelas"];
            terlambat?: boolean | null;
            username: string;
            waktu_join: string;
        };
        /** @description A join: when, and whether late (null when attendance is not required). */
        JoinVidcon: {
            terlambat?: boolean | null;
            waktu_join: string;
        };
        /** @description Nilai JSON apa pun; teks dan nama propertinya tanpa karakter kontrol. */
        JsonTanpaKontrol: string | (number | boolean | null) | components["schemas"]["JsonTanpaKontrol"][] | Record<string, never>;
        Kampus: {
            nama: string;
        };
        /**
         * @description What a meeting is: a lecture, the mid-term or the final exam.
         * @enum {string}
         */
        KategoriPertemuan: "kuliah" | "uts" | "uas";
        /** @description Where a student's score of one activity stands, as the student is told. */
        KeadaanNilai: "dinilai" | "belum_dinilai" | "belum_dikerjakan" | "belum_dipublikasi";
        KeaktifanPeserta: {
            /** Format: int64 */
            jumlah_post: number;
            memenuhi: boolean;
            nama: string;
            nim: string;
        };
        /** @description One event of the dashboard calendar. */
        Kegiatan: {
            judul: string;
            /** @description YYYY-MM-DD in the configured zone. */
            tanggal: string;
            /** @description The page it opens: the meeting page, or the task page for a deadline. */
            tautan: string;
        };
        /**
         * @description The calendar of the first load: the dots of this month and the list of today, the day shown
         *     first. The whole month's list was 7 KB of a student's dashboard and 14 KB of a lecturer's,
         *     embedded in every first load for a list most never open (issue 17: HTML size).
         */
        KegiatanAwal: {
            /** @description YYYY-MM */
            bulan: string;
            /** @description Today's events. */
            data: components["schemas"]["Kegiatan"][];
            /** @description Today in the configured zone (YYYY-MM-DD): the day whose events `data` holds. */
            hari_ini: string;
            /** @description How many events each day of the month has (YYYY-MM-DD); days without any are absent. */
            jumlah: {
                [key: string]: number;
            };
        };
        /** @description One month of the calendar. */
        KegiatanBulan: {
            /** @description YYYY-MM */
            bulan: string;
            data: components["schemas"]["Kegiatan"][];
        };
        /** @description `?bulan=YYYY-MM`; without it, the month of today in the configured zone. */
        KegiatanQuery: {
            /** @description YYYY-MM (years 2000-2100); none: this month. */
            bulan?: string | null;
        };
        /** @description Props of `/kehadiran` and `/kehadiran-peserta`. */
        KehadiranDaftarPage: {
            /** @description Filled on tab 0. */
            dosen?: components["schemas"]["ListResponse16"] | null;
            filter: components["schemas"]["KelasFilter"];
            /** @description Filled on tab 1. */
            kelas?: components["schemas"]["ListResponse15"] | null;
            /**
             * Format: int64
             * @description 0: the lecturer's own attendance; 1: participants' attendance per class.
             */
            tab: number;
            tipe: components["schemas"]["TipeDaftarKehadiran"];
        };
        /** @description A lecturer's own attendance in one meeting that has started. */
        KehadiranDosenBaris: {
            ada_presensi: boolean;
            /** Format: int64 */
            id_kelas: number;
            /** Format: int64 */
            id_pertemuan: number;
            is_hadir: boolean;
            /** @description Validated by an operator, or the class settings' conditions for the meeting's kind hold. */
            is_valid: boolean;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            kode_mk: string;
            mulai_kuliah?: string | null;
            nama_kelas: string;
            nama_mk: string;
            /** Format: int64 */
            nomor: number;
            selesai_kuliah?: string | null;
            /** @description `validasi_kehadiran_dosen`: 'Belum Divalidasi' is shown only when true. */
            wajib_validasi: boolean;
            waktu_mulai: string;
            waktu_selesai: string;
        };
        KehadiranDosenQuery: {
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /** Format: int64 */
            periode?: number | null;
        };
        KehadiranKelasBaris: {
            kehadiran: components["schemas"]["RingkasanKehadiran"];
            kelas: components["schemas"]["KelasRow"];
        };
        /** @description One participant's attendance in a meeting (spec 2 §3). */
        KehadiranMahasiswa: {
            ada_presensi: boolean;
            detail: components["schemas"]["DetailAktivitas"][];
            is_hadir: boolean;
            is_qr_code: boolean;
            is_valid: boolean;
            mahasiswa: components["schemas"]["MahasiswaRingkas"];
            /** @description Null while there is no record. */
            presensi?: components["schemas"]["KodePresensi"] | null;
            /** @description 'Hadir', 'Alpa', 'Izin', 'Sakit' or 'Belum Ada Presensi'. */
            presensi_label: string;
            progress: components["schemas"]["Progress"];
            updated_at?: string | null;
            updated_by?: components["schemas"]["Pengubah"] | null;
        };
        KehadiranPengajar: {
            /** Format: int64 */
            id_dosen: number;
            /** @description An Asisten of the class: recorded in the assistants' presence, not as the meeting's lecturer. */
            is_asisten: boolean;
            is_hadir: boolean;
            /** @description Validated by an operator, or the class settings' conditions for the meeting's kind hold. */
            is_valid: boolean;
            mulai_kuliah?: string | null;
            nama: string;
            selesai_kuliah?: string | null;
        };
        /** @description One teacher's attendance in a meeting (spec 2 §3). */
        KehadiranPengajarPertemuan: {
            ada_presensi: boolean;
            /**
             * Format: int64
             * @description Activities this teacher made in the meeting.
             */
            aktivitas: number;
            is_hadir: boolean;
            /** @description Validated by an operator, or the class settings' conditions for the meeting's kind hold. */
            is_valid: boolean;
            mulai_kuliah?: string | null;
            pengajar: components["schemas"]["PengajarKehadiran"];
            selesai_kuliah?: string | null;
            /**
             * @description `validasi_kehadiran_dosen`: a record that is not valid is shown as 'Belum Divalidasi';
             *     when false no validation is shown.
             */
            wajib_validasi: boolean;
        };
        /** @description `PUT /lms/kehadiran_dosen/{idPertemuan}/dosen/{idDosen}`: times are ISO date-times with an offset. */
        KehadiranPengajarSimpan: {
            is_hadir: boolean;
            mulai_kuliah?: string | null;
            selesai_kuliah?: string | null;
        };
        /** @description Props of the meeting attendance page. */
        KehadiranPertemuanPage: {
            izin: components["schemas"]["IzinKehadiran"];
            jenis_presensi: components["schemas"]["JenisPresensi"];
            kelas: components["schemas"]["KelasKehadiran"];
            pengajar: components["schemas"]["KehadiranPengajarPertemuan"][];
            /** @description Teacher attendance may be changed from this time (UTC): meeting start plus the setting's minutes. */
            pengajar_bisa_diubah_mulai: string;
            pertemuan: components["schemas"]["PertemuanKehadiran"];
            peserta: components["schemas"]["KehadiranMahasiswa"][];
            /** @description A recalculation of this meeting is running. */
            proses: components["schemas"]["StatusProses"];
            tipe: components["schemas"]["TipeHalamanKehadiran"];
        };
        /** @description One class on the student's own attendance page. */
        KehadiranSayaKelas: {
            /** @description By the one rule (`kehadiran::persen`). */
            kehadiran: components["schemas"]["PersenKehadiran"];
            kelas: components["schemas"]["KelasSaya"];
            /** @description Meets the final exam's minimum; null while no meeting is held. */
            memenuhi_syarat?: boolean | null;
            pertemuan: components["schemas"]["PresensiSaya"][];
        };
        /** @description Props of `/kehadiran-saya` (issue 37 §3): a student's own attendance per class. */
        KehadiranSayaPage: {
            /**
             * Format: int64
             * @description The class opened first (`?kelas=`, the class page's link).
             */
            dibuka?: number | null;
            kelas: components["schemas"]["KehadiranSayaKelas"][];
            /** @description The running period's name ('2026/2027 Ganjil'); null when none is set. */
            periode?: string | null;
            /**
             * Format: int64
             * @description The minimum percentage for the final exam (configuration `attendance_percentage`).
             */
            syarat_persen: number;
        };
        /** @description `GET /v2/lms/kelas_kuliah/{id}`: the class profile with its people and meetings. */
        KelasDetail: {
            /** Format: int64 */
            banner_color_idx: number;
            banner_url?: string | null;
            /** Format: int64 */
            id: number;
            izin: components["schemas"]["IzinKelas"];
            jadwal: components["schemas"]["Jadwal"][];
            /** Format: int64 */
            jumlah_pertemuan: number;
            /** Format: int64 */
            jumlah_peserta: number;
            kampus: components["schemas"]["Kampus"];
            /** Format: int64 */
            kapasitas: number;
            kelas: components["schemas"]["NamaKelas"];
            /** @description Empty or '-' is shown as Internal. */
            lingkup: string;
            mahasiswa: components["schemas"]["Peserta"][];
            mata_kuliah: components["schemas"]["MataKuliahDetail"];
            metode_mengajar: components["schemas"]["MetodeMengajar"];
            mode_kuliah: components["schemas"]["ModeKuliah"];
            pengajar: components["schemas"]["Pengajar"][];
            /** Format: int64 */
            periode: number;
            pertemuan: components["schemas"]["PertemuanRingkas"][];
            prodi_kelas: components["schemas"]["ProdiRingkas"][];
            status: components["schemas"]["StatusKelas"];
        };
        /** @description Filters of the class list; every field optional. */
        KelasFilter: {
            /** Format: int64 */
            id_jenis_kelas?: number | null;
            /** Format: int64 */
            id_mata_kuliah?: number | null;
            /**
             * Format: int64
             * @description Programme of the course.
             */
            id_prodi?: number | null;
            /**
             * @description Classes with a task of this type: individu | kelompok (empty: any).
             * @enum {string|null}
             */
            jenis_tugas?: "" | "individu" | "kelompok" | null;
            /**
             * @description Classes with an exam of this type: kuis | uts | uas | remedial (empty: any).
             * @enum {string|null}
             */
            jenis_ujian?: "" | "kuis" | "uts" | "uas" | "remedial" | null;
            /**
             * @description Empty is any. (Not serialized when none, so that the schema shows no
             *     default and TypeScript keeps the field optional.)
             */
            mode_kuliah?: components["schemas"]["ModeKuliah"] | null;
            /** @description Class name (label), e.g. 'A'. */
            nama_kelas?: string | null;
            /** Format: int64 */
            nomor_pertemuan?: number | null;
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /** Format: int64 */
            periode?: number | null;
            /** @description Matches course code or name, class name, or a meeting title. */
            search?: string | null;
            status?: components["schemas"]["SaringStatusKelas"] | null;
            waktu_akhir?: (string) | null;
            /**
             * @description With `waktu_akhir`: classes with a meeting starting in this range (ISO
             *     UTC). Empty is no bound: a filter form sent without scripts carries
             *     its empty fields.
             */
            waktu_awal?: (string) | null;
        };
        /** @description The class and meeting heading the attendance pages. */
        KelasKehadiran: {
            /** Format: int64 */
            id: number;
            jenis_kelas: string;
            kode_mk: string;
            mode_kuliah?: components["schemas"]["ModeKuliah"] | null;
            nama_kelas: string;
            nama_mk: string;
            /** Format: int64 */
            periode: number;
        };
        KelasNilai: {
            /** Format: int64 */
            id: number;
            jenis_kelas: string;
            kampus: string;
            kode_mk: string;
            mode_kuliah: components["schemas"]["ModeKuliah"];
            nama_kelas: string;
            nama_mk: string;
            /** Format: int64 */
            periode: number;
        };
        KelasPageData: {
            filter: components["schemas"]["KelasFilter"];
            meta: components["schemas"]["ListMeta"];
            /** @description The names of the filter's chosen ids, for the chips that show an active filter. */
            nama_filter: components["schemas"]["NamaFilter"];
            /** @description With `filter=1`: the filter panel's options, so it works before scripts load. */
            opsi_filter?: components["schemas"]["OpsiFilter"] | null;
            rows: components["schemas"]["KelasRow"][];
        };
        /** @description One row of the class list (`GET /lms/kelas_kuliah`). */
        KelasRow: {
            /** Format: int64 */
            banner_color_idx: number;
            banner_url?: string | null;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            jumlah_pertemuan: number;
            /** Format: int64 */
            jumlah_peserta: number;
            kelas: components["schemas"]["NamaKelas"];
            mata_kuliah: components["schemas"]["MataKuliahRingkas"];
            mode_kuliah: components["schemas"]["ModeKuliah"];
            pengajar: components["schemas"]["PengajarRingkas"][];
            /** Format: int64 */
            periode: number;
            prodi_kelas: components["schemas"]["ProdiRingkas"][];
            status: components["schemas"]["StatusKelas"];
        };
        /** @description One of a student's classes on their own attendance and grade pages. */
        KelasSaya: {
            /** Format: int64 */
            id: number;
            kode_mk: string;
            nama_kelas: string;
            nama_mk: string;
        };
        KelompokLembar: {
            aturan: components["schemas"]["AturanKelompok"];
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            jumlah_wajib_dijawab?: number | null;
            /** Format: int64 */
            nomor: number;
            soal: components["schemas"]["SoalLembar"][];
        };
        /** @description A group of a kelompok task, made or changed by a teacher. */
        KelompokSimpan: {
            /** @description Students' id_user, in order. */
            anggota: number[];
            /**
             * Format: int64
             * @description One of anggota; the first member when null.
             */
            id_ketua?: number | null;
            nama: string;
        };
        /** @description 'Kelompok Soal {nomor}'. */
        KelompokSoal: {
            aturan: components["schemas"]["AturanKelompok"];
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description random and sebagian: how many questions are answered.
             */
            jumlah_wajib_dijawab?: number | null;
            /** Format: int64 */
            nomor: number;
            soal: components["schemas"]["SoalUjian"][];
        };
        KelompokSoalSimpan: {
            aturan: components["schemas"]["AturanKelompok"];
            /**
             * Format: int64
             * @description Required for random and sebagian, at least 1 and at most the group's questions.
             */
            jumlah_wajib_dijawab?: number | null;
        };
        /** @description A group of a kelompok task (the task group card). */
        KelompokTugas: {
            /** @description Leader first, then in the order added. */
            anggota: components["schemas"]["AnggotaKelompok"][];
            /**
             * Format: int64
             * @description Messages in the group chat the viewer has not read.
             */
            belum_dibaca: number;
            /** Format: int64 */
            id: number;
            /** @description The group chat: the members and the class's teachers. */
            id_chat: string;
            nama: string;
            sudah_mengumpulkan: boolean;
        };
        /** @description How far a confirmed import has come: the page's event stream sends it while the import runs. */
        KemajuanImpor: {
            /** Format: uint64 */
            jumlah: number;
            /**
             * Format: uint64
             * @description Rows done of `jumlah` in this stage.
             */
            selesai: number;
            tahap: components["schemas"]["TahapImpor"];
        };
        KetuaKelasRequest: {
            /** @description NIM of the new class leader; empty for none. */
            nim: string;
        };
        KetuaKelasResponse: {
            /** @description NIM of the student holding the leader role, or '' when none. */
            nim: string;
        };
        /**
         * @description The code of every error answer (`status.code`), one list: the UI and
         *     the tests compare codes with these, never with a hand-typed string.
         *     One 403 for a refused permission (`akses_ditolak`, with a message that
         *     says which rule); the other 403 codes name a state the UI acts on.
         */
        KodeGalat: ("validasi" | "tidak_terautentikasi" | "akses_ditolak" | "tidak_ditemukan" | "konflik" | "ukuran_berlebih" | "tidak_dapat_diproses" | "terlalu_banyak_percobaan" | "kesalahan_server" | "kesalahan_render" | "metode_tidak_didukung" | "waktu_habis" | "college_id_tidak_valid" | "login_gagal" | "akun_nonaktif" | "akun_tidak_diizinkan" | "refresh_token_tidak_valid" | "kode_tidak_valid" | "hanya_baca" | "bukan_milik" | "bukan_peserta" | "pembatasan_ujian_kehadiran" | "arsip_sedang_disiapkan" | "antrean_arsip_penuh" | "kuota_unggahan_penuh" | "pertemuan_belum_dimulai" | "pertemuan_sudah_berakhir" | "qr_kedaluwarsa" | "qr_tidak_valid" | "qr_terlalu_banyak_salah" | "qr_di_luar_jaringan_kampus" | "perangkat_sudah_dipakai" | "presensi_sudah_tercatat" | "konfirmasi_nilai_sikad" | "jadwal_bentrok" | "belum_mulai" | "sudah_selesai") | "basis_data_tidak_tersedia";
        /**
         * @description A participant's code in a meeting (spec 2 §4): H hadir, A alpa, I izin, S sakit.
         * @enum {string}
         */
        KodePresensi: "H" | "A" | "I" | "S";
        KolomInfo: {
            keterangan: string;
            nama: string;
            wajib: boolean;
        };
        /** @description `GET /lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}`. */
        KomponenKelas: {
            aktivitas_tersedia: components["schemas"]["AktivitasPilihan"][];
            komponen: components["schemas"]["HeaderSikad"];
        };
        KomponenNilai: {
            /** Format: int64 */
            id: number;
            nama: string;
        };
        /** @description One SIKAD component on the student's own grade page. */
        KomponenSaya: {
            /** Format: int64 */
            bobot: number;
            /** @description SIKAD set this score. */
            dari_sikad: boolean;
            /** @description Some exam it draws from has unpublished scores: the value is withheld. */
            disembunyikan: boolean;
            label: string;
            /**
             * Format: double
             * @description Null while hidden, or while nothing it draws from counts yet ('-').
             */
            nilai?: number | null;
        };
        /** @description Body of `PUT /lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}`. */
        KomponenSimpan: {
            /**
             * @description Required (true) when the column holds scores set by SIKAD: they are replaced.
             * @default false
             */
            konfirmasi: boolean;
            list_aktivitas: number[];
        };
        Konfigurasi: {
            keterangan: string;
            keyword: string;
            nilai: string;
        };
        KonfigurasiItem: {
            jenis: components["schemas"]["JenisKonfigurasi"];
            keterangan: string;
            keyword: string;
            nilai: string;
        };
        /** @description Props of `/konfigurasi` and `GET /lms/konfigurasi`. */
        KonfigurasiPage: {
            boleh_ubah: boolean;
            items: components["schemas"]["KonfigurasiItem"][];
        };
        KonfigurasiQuery: {
            /** @description Comma-separated keywords; all when absent. */
            keyword?: string | null;
        };
        KonfigurasiSimpan: {
            nilai: string;
        };
        KonfirmasiQuery: {
            /** @description true replaces scores SIKAD set in the column. */
            konfirmasi?: boolean | null;
        };
        LabelKelas: {
            nama: string;
        };
        LampiranSilabus: {
            /** Format: int64 */
            content_length: number;
            name: string;
            url: string;
        };
        /** @description The answer sheet of the current student (page /ujian/{id}/soal). */
        LembarUjian: {
            /**
             * Format: double
             * @description Size limit of one essay answer file in MB (× 1,000,000 bytes; setting
             *     ukuran_max_file.ujian.lampiran_jawaban_esai); null when no question
             *     of the sheet takes files.
             */
            batas_berkas_jawaban_mb?: number | null;
            /** Format: int64 */
            jumlah_pelanggaran: number;
            kelompok_soal: components["schemas"]["KelompokLembar"][];
            pengerjaan: components["schemas"]["PengerjaanRingkas"];
            ujian: components["schemas"]["UjianLembarInfo"];
            /** @description The server's clock when this was read (UTC): the countdown runs from it. */
            waktu_server: string;
        };
        /**
         * @description no_access < read < write; write includes read.
         * @enum {string}
         */
        Level: "no_access" | "read" | "write";
        ListMeta: {
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            per_page: number;
            /** Format: int64 */
            total_items: number;
        };
        ListResponse: {
            data: components["schemas"]["KelasRow"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse2: {
            data: components["schemas"]["MakulRef"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse3: {
            data: components["schemas"]["MakulSingkat"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse4: {
            data: components["schemas"]["ProdiRef"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse5: {
            data: components["schemas"]["LabelKelas"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse6: {
            data: components["schemas"]["JenisKelasRef"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse7: {
            data: components["schemas"]["DosenRef"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse8: {
            data: components["schemas"]["MahasiswaRef"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse9: {
            data: components["schemas"]["Pengumuman"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse10: {
            data: components["schemas"]["BankSoalRingkas"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse11: {
            data: components["schemas"]["RencanaPembelajaran"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse12: {
            data: components["schemas"]["RencanaEvaluasi"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse13: {
            data: components["schemas"]["MateriSalinan"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse14: {
            data: components["schemas"]["UjianSalinan"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse15: {
            data: components["schemas"]["KehadiranKelasBaris"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse16: {
            data: components["schemas"]["KehadiranDosenBaris"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse17: {
            data: components["schemas"]["NilaiKelasBaris"][];
            meta: components["schemas"]["ListMeta"];
        };
        ListResponse18: {
            data: components["schemas"]["LogAktivitas"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description One entry (spec 2 §3 'Activity log entry'). */
        LogAktivitas: {
            detail: string;
            /** Format: int64 */
            id: number;
            ip_address: string;
            jenis: string;
            jenis_label: string;
            /** @description The operator who acted, for operator viewers only. */
            operator?: components["schemas"]["PenggunaLog"] | null;
            /** @description Whose account (null for a failed login of an unknown name). */
            pengguna?: components["schemas"]["PenggunaLog"] | null;
            /** @description The role the action was done in. */
            role: string;
            /**
             * @description The red 'operator' tag: an operator acted on this lecturer's or
             *     student's account and the viewer is not an operator.
             */
            tag_operator: boolean;
            /** @description UTC ISO 8601. */
            waktu: string;
        };
        /** @description The filter of every log read (spec 2 §3 'Log filter params', the ones the log has). */
        LogFilter: {
            /**
             * Format: int64
             * @description Entries about one class (its content, attendance, grades, meetings).
             */
            id_kelas?: number | null;
            /**
             * Format: int64
             * @description Entries about one meeting.
             */
            id_pertemuan?: number | null;
            /**
             * Format: int64
             * @description One user's entries (operators with read on data_sistem; others only their own id).
             */
            id_user?: number | null;
            ip_address?: string | null;
            /** @description A code of `/lms/log_aktivitas/jenis_aktivitas`; empty for every kind. */
            jenis_aktivitas?: string | null;
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /**
             * Format: int64
             * @description Entries about the classes of one period (e.g. 20261).
             */
            periode?: number | null;
            /**
             * @description The role the action was done in; empty is any. Read as text, so that an
             *     unknown role is told in the filter's own message (422), not as a bad URL.
             */
            role?: components["schemas"]["Role"] | null;
            /** @description Words of the entry's text. */
            search?: string | null;
            /** @description The same by username (the filter box of the operators' view). */
            username?: string | null;
            /** @description End of the range, inclusive; same forms as waktu_awal. */
            waktu_akhir?: string | null;
            /**
             * @description Start of the range, UTC ISO 8601 (`2026-11-25T17:00:00Z`). A value
             *     without a zone (a form sent without JavaScript) is read in the
             *     system's time zone.
             */
            waktu_awal?: string | null;
        };
        LoginData: {
            /** @description Prefilled after a failed attempt. */
            username: string;
        };
        LoginRequest: {
            password: string;
            username: string;
        };
        Logo: {
            logoContentUrl?: string | null;
        };
        /** @description `/v1/mahasiswa_aktif_per_periode`: the list query with its period required. */
        MahasiswaAktifQuery: {
            ignore_default_pagination?: boolean | null;
            /** Format: int64 */
            itemsPerPage?: number | null;
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /** Format: int64 */
            periode: number;
            search?: string | null;
        };
        MahasiswaNilai: {
            /** Format: int64 */
            id_user: number;
            nama: string;
            nim: string;
        };
        MahasiswaRef: {
            /** Format: int64 */
            angkatan: number;
            avatar_url?: string | null;
            email: string;
            /** Format: int64 */
            id: number;
            nama: string;
            nim: string;
            prodi: components["schemas"]["ProdiRingkas"];
        };
        MahasiswaRekap: {
            /** Format: int64 */
            id_user: number;
            /** @description The student's attendance percentage over the held meetings (`kehadiran::persen`). */
            kehadiran: components["schemas"]["PersenKehadiran"];
            nama: string;
            nim: string;
            /**
             * @description One character per meeting, in the order of `pertemuan`: H, A, I or S
             *     (lower case while not validated), '-' without a record. Compact on
             *     purpose: a class of 1,500 × 16 stays a few dozen KB; a cell's detail is
             *     `GET /lms/kehadiran_mahasiswa/kelas_kuliah/{id}/pertemuan/{idPertemuan}/nim/{nim}`.
             */
            presensi: string;
        };
        MahasiswaRingkas: {
            /** Format: int64 */
            id_user: number;
            nama: string;
            nim: string;
        };
        MahasiswaTugas: {
            /** Format: int64 */
            id_user: number;
            nama: string;
            nim: string;
        };
        MakulRef: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_prodi: number;
            kode: string;
            nama: string;
            prodi: components["schemas"]["ProdiRingkas"];
            /** Format: int64 */
            sks: number;
        };
        MakulSingkat: {
            /** Format: int64 */
            id: number;
            kode: string;
            nama: string;
        };
        /** @description A course in the list's filter: the courses of the banks the caller sees. */
        MataKuliahBank: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_prodi: number;
            kode: string;
            nama: string;
            prodi: string;
        };
        MataKuliahDetail: {
            /** Format: int64 */
            id: number;
            kode: string;
            nama: string;
            prodi: components["schemas"]["ProdiRingkas"];
            silabus: components["schemas"]["Silabus"];
            /** Format: int64 */
            sks: number;
        };
        MataKuliahRingkas: {
            /** Format: int64 */
            id: number;
            kode: string;
            nama: string;
            prodi: components["schemas"]["ProdiRingkas"];
            /** Format: int64 */
            sks: number;
        };
        MateriDetail: {
            /** @description Students: their recorded use, if any. */
            akses_saya?: components["schemas"]["AksesMateri"] | null;
            created_by: components["schemas"]["PembuatMateri"];
            /** @description UTC; set when is_syarat_hadir. */
            deadline?: string | null;
            /** @description Sanitised HTML. */
            deskripsi: string;
            file?: components["schemas"]["BerkasInfo"] | null;
            /** @description The link of a `url` material, as the lecturer typed it. */
            file_url?: string | null;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_pertemuan: number;
            is_syarat_hadir: boolean;
            jenis_materi: components["schemas"]["JenisMateri"];
            judul: string;
            /**
             * Format: int64
             * @description Teachers and operators: how many students have a recorded use.
             */
            jumlah_akses?: number | null;
            /**
             * Format: int64
             * @description Teachers and operators: the class's participants.
             */
            jumlah_peserta?: number | null;
            /** @description A Word, Excel or PowerPoint file's preview as PDF, once LibreOffice made it (`/v2/pratinjau/{id}`). */
            pratinjau_url?: string | null;
            tampil_sekarang: boolean;
            tipe_file: components["schemas"]["TipeFile"];
            /** @description UTC; students see the material from this time on. */
            waktu_mulai_tampil: string;
        };
        /** @description 'Salin Materi Kelas Lain' (spec 3 §7 'Materi copy'). */
        MateriSalin: {
            deadline?: string | null;
            /** Format: int64 */
            id_pertemuan: number;
            is_syarat_hadir: boolean;
            list_id: number[];
            tampil_sekarang: boolean;
            /** @description Always "salin". */
            type?: string | null;
            waktu_mulai_tampil?: string | null;
        };
        /** @description A row of the copy table: a material of another class. */
        MateriSalinan: {
            file?: components["schemas"]["BerkasInfo"] | null;
            file_url?: string | null;
            /** Format: int64 */
            id: number;
            judul: string;
            /** @description Class name with its course, e.g. "Basis Data (A)". */
            kelas: string;
            pengunggah: string;
            /**
             * Format: int64
             * @description Meeting number.
             */
            pertemuan: number;
            tipe_file: components["schemas"]["TipeFile"];
        };
        MateriSalinHasil: {
            data: components["schemas"]["MateriDetail"][];
        };
        /** @description The material form (spec 3 §7 'Materi save'). */
        MateriSimpan: {
            /** @description ISO 8601 with offset; required when is_syarat_hadir. */
            deadline?: string | null;
            deskripsi: string;
            /** @description What POST /v2/storager answered; required unless tipe_file is url. */
            file?: components["schemas"]["BerkasInfo"] | null;
            /** @description Required when tipe_file is url. */
            file_url?: string | null;
            /** Format: int64 */
            id_pertemuan: number;
            is_syarat_hadir: boolean;
            jenis_materi: components["schemas"]["JenisMateri"];
            judul: string;
            tampil_sekarang: boolean;
            tipe_file: components["schemas"]["TipeFile"];
            /** @description ISO 8601 with offset; required when tampil_sekarang is false. */
            waktu_mulai_tampil?: string | null;
        };
        /**
         * @description How a class's teachers share it (`kelas_kuliah.metode_mengajar`).
         * @enum {string}
         */
        MetodeMengajar: "individu" | "team_teaching";
        /**
         * @description How a class is held as a whole (`kelas_kuliah.mode_kuliah`): the same
         *     three ways as a meeting, set by the academic system for the class.
         * @enum {string}
         */
        ModeKuliah: "online" | "offline" | "campuran";
        /** @enum {string} */
        Modul: "data_master" | "kelas_kuliah" | "bank_soal" | "data_sistem" | "konfigurasi" | "pengumuman" | "bantuan" | "laporan";
        /** @description What a chosen period, course, class type and programme are called (None when not chosen). */
        NamaFilter: {
            id_jenis_kelas?: string | null;
            id_mata_kuliah?: string | null;
            id_prodi?: string | null;
            periode?: string | null;
        };
        NamaKelas: {
            jenis: components["schemas"]["JenisKelas"];
            nama: string;
        };
        /** @description One graded activity on the student's own grade page. */
        NilaiAktivitasSaya: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_pertemuan: number;
            jenis: components["schemas"]["JenisNilai"];
            judul: string;
            keadaan: components["schemas"]["KeadaanNilai"];
            /**
             * Format: double
             * @description Only when `keadaan` is `dinilai`.
             */
            nilai?: number | null;
            /** Format: int64 */
            nomor_pertemuan: number;
        };
        /** @description Props of `/nilai`. */
        NilaiDaftarPage: {
            filter: components["schemas"]["KelasFilter"];
            kelas: components["schemas"]["ListResponse17"];
        };
        NilaiKelasBaris: {
            kelas: components["schemas"]["KelasRow"];
            nilai: components["schemas"]["RingkasanNilai"];
        };
        /**
         * @description One student's row. The lists are aligned with the headers of [`RekapNilai`]
         *     rather than the spec's objects per cell, so a class of 1,500 students × 32
         *     activities stays a few hundred KB.
         */
        NilaiMahasiswa: {
            mahasiswa: components["schemas"]["MahasiswaNilai"];
            /**
             * @description Per `header_aktivitas`: the score (2 decimals), -1.618 when not done,
             *     null when handed in but not graded yet.
             */
            nilai: (number | null)[];
            /**
             * Format: double
             * @description Σ weight × component score ÷ 100 over components weighing more than 0 %.
             */
            nilai_akhir: number;
            /** @description Per `header_sikad`. */
            nilai_sikad: number[];
            /** @description Per `header_rerata`. */
            rata_rata_lms: number[];
            /** @description Indices into `header_sikad` whose score SIKAD set (update_by_sikad). */
            update_by_sikad: number[];
        };
        NilaiPublishing: {
            is_tampilkan_nilai: boolean;
        };
        NilaiRequest: {
            /**
             * Format: double
             * @description 0-100; null removes the score.
             */
            nilai?: number | null;
        };
        /** @description One class on the student's own grade page. */
        NilaiSayaKelas: {
            aktivitas: components["schemas"]["NilaiAktivitasSaya"][];
            kelas: components["schemas"]["KelasSaya"];
            komponen: components["schemas"]["KomponenSaya"][];
            /**
             * Format: double
             * @description Σ weight × component ÷ 100; null while a weighted component is withheld
             *     (or nothing counts yet).
             */
            nilai_akhir?: number | null;
        };
        /** @description Props of `/nilai-saya` (issue 37 §3): a student's own published grades per class. */
        NilaiSayaPage: {
            /** Format: int64 */
            dibuka?: number | null;
            kelas: components["schemas"]["NilaiSayaKelas"][];
            periode?: string | null;
        };
        /** @description One cell of a synced row. */
        NilaiSel: string | number | null;
        NilaiSoalSimpan: {
            /**
             * Format: int64
             * @description A whole number 0-100.
             */
            nilai: number;
        };
        /** @description A student of a class (the remedial pick list, an operator's vidcon view). */
        NimNama: {
            nama: string;
            nim: string;
        };
        Ok: {
            status: components["schemas"]["OkStatus"];
        };
        OkStatus: {
            code: string;
            message: string;
        };
        OperatorBaris: {
            /** Format: int64 */
            id: number;
            is_active: boolean;
            /** @description '*' for every class; 'A:T' / 'A:B' for a special operator. */
            lingkup: string;
            nama: string;
            permission: {
                bank_soal?: components["schemas"]["Level"];
                bantuan?: components["schemas"]["Level"];
                data_master?: components["schemas"]["Level"];
                data_sistem?: components["schemas"]["Level"];
                kelas_kuliah?: components["schemas"]["Level"];
                konfigurasi?: components["schemas"]["Level"];
                laporan?: components["schemas"]["Level"];
                pengumuman?: components["schemas"]["Level"];
            };
            username: string;
        };
        /** @description Props of `/operator` and `GET /lms/operator`. */
        OperatorHalaman: {
            /** @description The viewer may change rights (write on data_sistem). */
            boleh_ubah: boolean;
            hak_saya: {
                bank_soal?: components["schemas"]["Level"];
                bantuan?: components["schemas"]["Level"];
                data_master?: components["schemas"]["Level"];
                data_sistem?: components["schemas"]["Level"];
                kelas_kuliah?: components["schemas"]["Level"];
                konfigurasi?: components["schemas"]["Level"];
                laporan?: components["schemas"]["Level"];
                pengumuman?: components["schemas"]["Level"];
            };
            /**
             * Format: int64
             * @description The viewer's own id (their row is not editable) and rights (the most they can give).
             */
            id_saya: number;
            items: components["schemas"]["OperatorBaris"][];
        };
        /** @description The panel's options, as its reference endpoints give them to the panel with scripts. */
        OpsiFilter: {
            jenis: components["schemas"]["JenisKelasRef"][];
            /** @description Class names; empty for students (a staff list). */
            label: components["schemas"]["LabelKelas"][];
            /** @description The courses of the user's own classes of the shown period. */
            makul: components["schemas"]["MakulRef"][];
            periode: components["schemas"]["Periode"][];
            prodi: components["schemas"]["ProdiRef"][];
        };
        /**
         * @description Every page the server answers and its data, one list (issue 33): the
         *     page's name is the tag, so TypeScript gets a union in which the name
         *     decides the data's type (`ui/src/api/halaman.ts` reads it), and a
         *     loader cannot send one page's data under another page's name.
         */
        PageProps: {
            app: components["schemas"]["AppInfo"];
            error?: components["schemas"]["ErrorStatus"] | null;
            /**
             * @description The text a plain form (no scripts) sent when the server refused it: the page's form shows it
             *     again beside `error`, so nothing typed is lost.
             */
            kiriman?: string | null;
            /** Format: uint16 */
            status: number;
            /** @description Path and query that were rendered. */
            url: string;
            user?: components["schemas"]["UserInfo"] | null;
        } & ({
            data: components["schemas"]["LoginData"] | null;
            /** @constant */
            page: "login";
        } | {
            data: components["schemas"]["BerandaData"];
            /** @constant */
            page: "beranda";
        } | {
            data: components["schemas"]["KelasPageData"];
            /** @constant */
            page: "kelas";
        } | {
            data: components["schemas"]["KelasDetail"];
            /** @constant */
            page: "kelas_detail";
        } | {
            data: components["schemas"]["KelasDetail"];
            /** @constant */
            page: "kelas_profil";
        } | {
            data: components["schemas"]["KehadiranDaftarPage"];
            /** @constant */
            page: "kehadiran_daftar";
        } | {
            data: components["schemas"]["RekapKehadiran"];
            /** @constant */
            page: "kehadiran_rekap";
        } | {
            data: components["schemas"]["KehadiranPertemuanPage"];
            /** @constant */
            page: "kehadiran_pertemuan";
        } | {
            data: components["schemas"]["NilaiDaftarPage"];
            /** @constant */
            page: "nilai_daftar";
        } | {
            data: components["schemas"]["RekapNilai"];
            /** @constant */
            page: "rekap_penilaian";
        } | {
            data: components["schemas"]["KehadiranSayaPage"];
            /** @constant */
            page: "kehadiran_saya";
        } | {
            data: components["schemas"]["NilaiSayaPage"];
            /** @constant */
            page: "nilai_saya";
        } | {
            data: components["schemas"]["PresensiPageData"];
            /** @constant */
            page: "presensi";
        } | {
            data: components["schemas"]["PengumumanPageData"];
            /** @constant */
            page: "pengumuman";
        } | {
            data: components["schemas"]["TugasPageData"];
            /** @constant */
            page: "tugas_detail";
        } | {
            data: components["schemas"]["LembarUjian"];
            /** @constant */
            page: "ujian_soal";
        } | {
            data: components["schemas"]["PertemuanPageData"];
            /** @constant */
            page: "pertemuan";
        } | {
            data: components["schemas"]["DaftarAktivitasPageData"];
            /** @constant */
            page: "daftar_aktivitas";
        } | {
            data: components["schemas"]["ForumPageData"];
            /** @constant */
            page: "forum_diskusi";
        } | {
            data: components["schemas"]["PenilaianPageData"];
            /** @constant */
            page: "penilaian";
        } | {
            data: components["schemas"]["UjianHalaman"];
            /** @constant */
            page: "ujian_detail";
        } | {
            data: components["schemas"]["BankSoalHalaman"];
            /** @constant */
            page: "bank_soal";
        } | {
            data: components["schemas"]["BankSoalDetail"];
            /** @constant */
            page: "bank_soal_detail";
        } | {
            data: components["schemas"]["ProfilPage"];
            /** @constant */
            page: "profil";
        } | {
            data: components["schemas"]["KonfigurasiPage"];
            /** @constant */
            page: "konfigurasi";
        } | {
            data: components["schemas"]["OperatorHalaman"];
            /** @constant */
            page: "operator";
        } | {
            data: components["schemas"]["ImporHalaman"];
            /** @constant */
            page: "impor_akademik";
        } | {
            data: components["schemas"]["AktivasiData"];
            /** @constant */
            page: "aktivasi";
        } | {
            data: components["schemas"]["PengaturanHalaman"];
            /** @constant */
            page: "pengaturan";
        } | {
            data: components["schemas"]["BantuanHalaman"];
            /** @constant */
            page: "bantuan";
        } | {
            data: components["schemas"]["TerlarangPageData"];
            /** @constant */
            page: "terlarang";
        } | {
            data: null;
            /** @constant */
            page: "luring";
        } | {
            data: null;
            /** @constant */
            page: "not_found";
        } | {
            data: components["schemas"]["TanpaData"];
            /** @constant */
            page: "tanpa_data";
        } | {
            data: null;
            /** @constant */
            page: "error";
        });
        Panduan: {
            id: string;
            judul: string;
            langkah: string[];
            peran: components["schemas"]["Role"][];
        };
        /** @description What counts towards presence in an online meeting (spec 2 §3). */
        ParameterKehadiran: {
            hadir_vidcon: boolean;
            kerjakan_kuis_ujian: boolean;
            kerjakan_tugas: boolean;
            posting_forum: boolean;
            unduh_materi: boolean;
        };
        /** @description Who edits SIKAD components, per page type (setting `pelaku_integrasi_nilai`). */
        PelakuIntegrasiNilai: {
            /** @default false */
            dosen: boolean;
            /** @default false */
            operator: boolean;
        };
        Pelanggaran: {
            jenis: components["schemas"]["JenisPelanggaran"];
            waktu: string;
        };
        PelanggaranSimpan: {
            jenis: components["schemas"]["JenisPelanggaran"];
        };
        Pembuat: {
            nama: string;
        };
        PembuatMateri: {
            name: string;
        };
        PembuatUjian: {
            name: string;
            username: string;
        };
        /** @description The programme's signer (`/v1/penandatangan_prodi/{id}`). */
        PenandatanganProdi: {
            /** @description Signature image as a data URL (png, jpg or svg), or None. */
            fileKhsKiri?: string | null;
            jabatanKhsKiri: string;
            namaKhsKiri: string;
            nidnKhsKiri: string;
        };
        Pengajar: {
            avatar_url?: string | null;
            gelar_akademik: string;
            gelar_depan: string;
            /** Format: int64 */
            id_dosen: number;
            jabatan: components["schemas"]["JabatanDosen"];
            nama_pengajar: string;
            nidn: string;
            prodi: components["schemas"]["ProdiRingkas"];
        };
        PengajarKehadiran: {
            avatar_url?: string | null;
            gelar_akademik: string;
            gelar_depan: string;
            /** Format: int64 */
            id_dosen: number;
            jabatan: components["schemas"]["JabatanDosen"];
            nama: string;
        };
        /** @description A teacher of the class and whether they teach this meeting. */
        PengajarPertemuan: {
            gelar_akademik: string;
            gelar_depan: string;
            /**
             * Format: int64
             * @description The teacher's user id.
             */
            id: number;
            is_pengajar: boolean;
            /** @description The class's Dosen Koordinator (who alone, with operators, picks the meeting's teachers). */
            is_utama: boolean;
            nama: string;
        };
        PengajarPilihan: {
            /** Format: int64 */
            id: number;
            is_pengajar: boolean;
        };
        PengajarRingkas: {
            /** Format: int64 */
            id_dosen: number;
            jabatan: components["schemas"]["JabatanDosen"];
            nama: string;
        };
        /** @description Settings documents (`GET /lms/pengaturan`), JSON as stored. */
        Pengaturan: {
            pelaku_integrasi_nilai: unknown;
            pengaturan_kelas: unknown;
            pengaturan_sistem: unknown;
        };
        /** @description Props of `/pengaturan` and `GET /lms/pengaturan/halaman`. */
        PengaturanHalaman: {
            /** Format: int64 */
            banner_maks_mb: number;
            boleh_ubah: boolean;
            isi: components["schemas"]["PengaturanIsi"];
            /**
             * Format: int64
             * @description The largest file size any upload takes (MB), and a banner's.
             */
            ukuran_maks_mb: number;
        };
        /** @description The settings form; each field names the document key it is stored under. */
        PengaturanIsi: {
            /**
             * Format: int64
             * @description pengaturan_kelas.tampil_tombol_presensi_dosen.mulai: minutes before a
             *     meeting's start it may be started (and after it, teachers' attendance opens)
             */
            menit_presensi_dosen: number;
            /** @description pengaturan_kelas.pembatasan_kehadiran_ujian: UTS/UAS attendance is the exam committee's */
            pembatasan_kehadiran_ujian: boolean;
            /** @description aturan_qr_code.status: QR attendance on */
            presensi_qr: boolean;
            /** @description pengaturan_kelas.syarat_kehadiran_offline_dosen: the same for offline meetings */
            syarat_kehadiran_offline_dosen: components["schemas"]["SyaratKehadiranDosen"];
            /**
             * @description pengaturan_kelas.syarat_kehadiran_online_dosen: when a lecturer's own record of an
             *     online or mixed meeting is valid without an operator
             */
            syarat_kehadiran_online_dosen: components["schemas"]["SyaratKehadiranDosen"];
            /** @description pengaturan_kelas.syarat_kehadiran_online_mahasiswa */
            syarat_kehadiran_online_mahasiswa: components["schemas"]["SyaratKehadiranMahasiswa"];
            /** @description pengaturan_kelas.akses_resume_ujian.tampilkan_soal: students see questions after an exam */
            tampilkan_soal_setelah_ujian: boolean;
            /** @description pengaturan_sistem.time_zone: Asia/Jakarta | Asia/Makassar | Asia/Jayapura */
            time_zone: string;
            ubah_jadwal_offline: boolean;
            /** @description pengaturan_kelas.ubah_jadwal.online / .offline: teachers may move a meeting */
            ubah_jadwal_online: boolean;
            /** @description pengaturan_sistem.ukuran_max_file */
            ukuran_max_file: components["schemas"]["UkuranMaxFile"];
            /** @description pengaturan_kelas.validasi_kehadiran_dosen: records that are not valid show 'Belum Divalidasi' */
            validasi_kehadiran_dosen: boolean;
        };
        /** @description Which component each kind of graded activity feeds by default (null: none). */
        PengaturanNilai: {
            /** Format: int64 */
            forum?: number | null;
            /** Format: int64 */
            kuis?: number | null;
            /** Format: int64 */
            tugas?: number | null;
            /** Format: int64 */
            uas?: number | null;
            /** Format: int64 */
            uts?: number | null;
        };
        PengaturanSaya: {
            role: components["schemas"]["Role"];
            time_zone: string;
            zona: string;
        };
        /** @description One attempt in the grading list. */
        PengerjaanBaris: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_mahasiswa: number;
            /**
             * Format: int64
             * @description Answered essays without a score.
             */
            jumlah_belum_dinilai: number;
            /** Format: int64 */
            jumlah_pelanggaran: number;
            /** Format: int64 */
            jumlah_soal: number;
            /** Format: int64 */
            jumlah_soal_dijawab: number;
            nama: string;
            /**
             * Format: double
             * @description Null while running or while essays wait for a score.
             */
            nilai_akhir?: number | null;
            nim: string;
            /** Format: double */
            pengurangan_nilai: number;
            /** @description When it was finished; null while it runs. */
            waktu_kumpul?: string | null;
            waktu_mulai: string;
        };
        PengerjaanDaftar: {
            data: components["schemas"]["PengerjaanBaris"][];
            is_tampilkan_nilai: boolean;
        };
        /** @description One student's attempt for the grader, with keys and scores. */
        PengerjaanDetail: {
            kelompok_soal: components["schemas"]["KelompokLembar"][];
            pelanggaran: components["schemas"]["Pelanggaran"][];
            pengerjaan: components["schemas"]["PengerjaanBaris"];
        };
        /** @description One participant on the grading page. */
        PengerjaanPeserta: {
            /**
             * Format: int64
             * @description Messages in that discussion the viewer has not read.
             */
            belum_dibaca: number;
            /**
             * @description The student's discussion with the teachers (individual tasks), or
             *     their group's chat (group tasks; none outside a group).
             */
            id_chat?: string | null;
            /** @description Group tasks: the student's group name. */
            kelompok?: string | null;
            mahasiswa: components["schemas"]["MahasiswaTugas"];
            /** Format: double */
            nilai?: number | null;
            /** @description The hand-in; null when not handed in. */
            pengumpulan?: components["schemas"]["Pengumpulan"] | null;
            /** @description UTC hand-in time; null when not handed in. */
            waktu?: string | null;
        };
        /** @description The current student's attempt (spec 3 §3 'Exam attempt for the current student'). */
        PengerjaanRingkas: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            jumlah_soal: number;
            /** Format: int64 */
            jumlah_soal_dijawab: number;
            /**
             * @description Finished, and the key rule of spec 3 §4 shows the keys in the review
             *     (the card's 'Lihat Ujian & Kunci Jawaban').
             */
            kunci_terlihat: boolean;
            /**
             * Format: double
             * @description Only once the scores are published and computed.
             */
            nilai_akhir?: number | null;
            /** @description Finished (by the student or at the deadline). */
            selesai: boolean;
            waktu_mulai: string;
            /** @description The deadline: min(waktu_mulai + durasi, the exam's end), UTC. */
            waktu_selesai: string;
        };
        /** @description GET /lms/ujian/{id}/pengerjaan/me: `data` is null before the student starts. */
        PengerjaanSaya: {
            data?: components["schemas"]["PengerjaanRingkas"] | null;
        };
        PenggunaLog: {
            /** Format: int64 */
            id: number;
            nama: string;
            username: string;
        };
        PengirimPesan: {
            /** Format: int64 */
            id_user: number;
            nama: string;
            /** @description Mahasiswa | Dosen */
            peran: string;
        };
        Pengubah: {
            name: string;
            /** @description A username, or 'LMS:SYSTEM'. */
            username: string;
        };
        /** @description A hand-in: the signed-in student's own (or their group's), or one row of the grading page. */
        Pengumpulan: {
            berkas: components["schemas"]["BerkasInfo"][];
            /**
             * Format: double
             * @description 0-100 once graded.
             */
            nilai?: number | null;
            /** @description Who sent it (for a group, the member who pressed 'Kumpulkan'). */
            pengirim?: string | null;
            /** @description The written answer ('' when only files were sent). */
            teks: string;
            /** @description Handed in after the deadline. */
            terlambat: boolean;
            /** @description UTC, when it was (last) handed in. */
            waktu: string;
        };
        /** @description A student's hand-in (PUT /lms/tugas/{id}/pengumpulan); text, files or both. */
        PengumpulanSimpan: {
            /**
             * @description URLs answered by POST /v2/storager (dir tugas/pengumpulan), in order.
             * @default []
             */
            berkas: string[];
            /** @default  */
            teks: string;
        };
        Pengumuman: {
            /** Format: int64 */
            id: number;
            /** @description Plain text; paragraphs separated by a blank line. */
            isi: string;
            judul: string;
            pembuat: components["schemas"]["Pembuat"];
            /** @description UTC, 'YYYY-MM-DDTHH:MM:SSZ'. */
            tanggalPublish: string;
        };
        /**
         * @description Props of `/pengumuman` and `/berita/{id}`: every announcement the user may
         *     read, and the one a news link opened.
         */
        PengumumanPageData: {
            /** Format: int64 */
            id_dipilih?: number | null;
            items: components["schemas"]["Pengumuman"][];
        };
        PengumumanQuery: {
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
        };
        PenguranganNilaiSimpan: {
            /**
             * Format: double
             * @description 0-100, rounded to 2 decimals.
             */
            nilai: number;
        };
        /** @description Props of `/kelas/{id}/tugas/{idTugas}/penilaian`. */
        PenilaianPageData: {
            peserta: components["schemas"]["PengerjaanPeserta"][];
            tugas: components["schemas"]["TugasDetail"];
        };
        /**
         * @description Whose activation links to make.
         * @enum {string}
         */
        PeranAktivasi: "mahasiswa" | "dosen";
        /**
         * @description How a class's member takes part in its forums and vidcons (stored with
         *     each post and join): as a student or as one of its teachers.
         * @enum {string}
         */
        PeranKelas: "mahasiswa" | "dosen";
        PerhitunganNilai: {
            status: components["schemas"]["StatusPerhitungan"];
        };
        /** @description A period (semester) option; `value` is the period code. */
        Periode: {
            is_berjalan: boolean;
            /** Format: int64 */
            kode: number;
            nama: string;
            /** Format: int64 */
            semester: number;
            /** Format: int64 */
            tahun: number;
            tanggal_mulai: string;
            tanggal_selesai: string;
        };
        PeriodeAktif: {
            /** Format: int64 */
            kode: number;
            label: string;
        };
        /** @description A student's (or a class's) attendance over the held meetings. */
        PersenKehadiran: {
            /**
             * Format: int64
             * @description H records in held meetings.
             */
            hadir: number;
            /**
             * Format: double
             * @description hadir ÷ terlaksana × 100, one decimal; null while nothing is held.
             */
            persen?: number | null;
            /**
             * Format: int64
             * @description Held meetings (for a class: participants × held meetings).
             */
            terlaksana: number;
        };
        PertemuanInfo: {
            /** @description The meeting's start plus the 'deadline' configuration's days (UTC). */
            default_deadline_materi?: string | null;
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            /** Format: int64 */
            nomor: number;
            status: components["schemas"]["StatusWaktu"];
            waktu_mulai: string;
            waktu_selesai: string;
        };
        /** @description Meeting info of the attendance page (spec 2 §2). */
        PertemuanKehadiran: {
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            /** Format: int64 */
            jumlah_peserta: number;
            kategori: components["schemas"]["KategoriPertemuan"];
            mulai_kuliah?: string | null;
            /** Format: int64 */
            nomor: number;
            parameter_kehadiran: components["schemas"]["ParameterKehadiran"];
            /** Format: int64 */
            peserta_hadir: number;
            /**
             * Format: double
             * @description The class setting's minimum progress for online presence, in percent.
             */
            progress_minimal_persen: number;
            /**
             * Format: double
             * @description Mean progress of the participants with a record (0-1); null without any.
             */
            progress_peserta?: number | null;
            selesai_kuliah?: string | null;
            status: components["schemas"]["StatusWaktu"];
            waktu_mulai: string;
            waktu_selesai: string;
            waktu_terakhir_update_kehadiran?: string | null;
        };
        PertemuanKelas: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_mata_kuliah: number;
            kode_mk: string;
            nama_kelas: string;
            nama_mk: string;
            /** Format: int64 */
            periode: number;
        };
        /** @description Props of `/kelas/{id}/{idPertemuan}`, also `GET /lms/pertemuan/{id}/aktivitas`. */
        PertemuanPageData: {
            aktivitas: components["schemas"]["AktivitasKartu"][];
            batas_ukuran: components["schemas"]["BatasUkuran"];
            /**
             * @description The class setting that lets students see questions (and so keys) after an exam: without
             *     it the exam form does not offer 'Tampilkan kunci jawaban'.
             */
            boleh_tampil_kunci: boolean;
            /** @description The class's meetings, for an operator's meeting picker. */
            daftar_pertemuan: components["schemas"]["PilihanPertemuan"][];
            izin: components["schemas"]["IzinPertemuan"];
            kelas: components["schemas"]["PertemuanKelas"];
            pertemuan: components["schemas"]["PertemuanInfo"];
            syarat: components["schemas"]["SyaratKehadiran"];
            /** @description The class's exams that are not remedial, for the exam form's 'Ujian Utama' (authors only; empty for others). */
            ujian_utama: components["schemas"]["PilihanUjianUtama"][];
        };
        PertemuanRekap: {
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisPertemuan"];
            /** Format: int64 */
            nomor: number;
        };
        PertemuanRingkas: {
            count_activity: components["schemas"]["CountActivity"];
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            kategori: components["schemas"]["KategoriPertemuan"];
            /** Format: int64 */
            nomor: number;
            status: components["schemas"]["StatusWaktu"];
            waktu_mulai: string;
            waktu_selesai: string;
        };
        /** @description `PUT /lms/pertemuan/{id}`; the simple variant sends only judul, jenis, kategori, deskripsi (and the unchanged times). */
        PertemuanSimpan: {
            /** @default  */
            deskripsi: string;
            /** Format: int64 */
            id_ruangan?: number | null;
            /** Format: int64 */
            id_sesi?: number | null;
            /** @description online | offline; empty is online. */
            jenis?: string | null;
            /** @default  */
            judul: string;
            /** @description kuliah | uts | uas; empty is kuliah. */
            kategori?: string | null;
            parameter_kehadiran?: components["schemas"]["ParameterKehadiran"] | null;
            pengajar_kelas?: components["schemas"]["PengajarPilihan"][] | null;
            /** @description ISO date-times with offset. */
            waktu_mulai?: string | null;
            waktu_selesai?: string | null;
        };
        /** @description `GET /lms/pertemuan/{id}`: what the edit dialog starts from. */
        PertemuanUbah: {
            /** @description The settings allow changing this meeting type's schedule (`ubah_jadwal`). */
            bisa_ubah_jadwal: boolean;
            /** @description The attendance parameters: operators with write, online meetings. */
            bisa_ubah_parameter: boolean;
            /** @description The teacher checkboxes: the class's Dosen Koordinator and operators with write. */
            bisa_ubah_pengajar: boolean;
            deskripsi: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_kelas: number;
            /** Format: int64 */
            id_ruangan?: number | null;
            /** Format: int64 */
            id_sesi?: number | null;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            /** Format: int64 */
            jumlah_peserta: number;
            kategori: components["schemas"]["KategoriPertemuan"];
            /** Format: int64 */
            nomor: number;
            parameter_kehadiran: components["schemas"]["ParameterKehadiran"];
            pengajar_kelas: components["schemas"]["PengajarPertemuan"][];
            status: components["schemas"]["StatusWaktu"];
            waktu_mulai: string;
            waktu_selesai: string;
        };
        PertemuanUjian: {
            /** Format: int64 */
            nomor: number;
        };
        /** @description One message ('thread' in the legacy API's words). */
        PesanChat: {
            /** @description UTC */
            dikirim_pada: string;
            /** @description UTC, when the sender last edited it. */
            diubah_pada?: string | null;
            /** Format: int64 */
            id: number;
            isi: string;
            milik_saya: boolean;
            pengirim: components["schemas"]["PengirimPesan"];
        };
        PesanQuery: {
            /**
             * Format: int64
             * @description Only messages with a larger id (polling); without it the latest 100.
             */
            setelah?: number | null;
        };
        PesanRequest: {
            /** @description 1-2000 characters after trimming. */
            isi: string;
        };
        Peserta: {
            /** Format: int64 */
            angkatan: number;
            avatar_url?: string | null;
            /** Format: int64 */
            id: number;
            jabatan: components["schemas"]["JabatanPeserta"];
            nama: string;
            nim: string;
            prodi: components["schemas"]["ProdiRingkas"];
        };
        PilihanPertemuan: {
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisPertemuan"];
            judul: string;
            /** Format: int64 */
            nomor: number;
        };
        /**
         * @description An exam of the class a remedial exam may repeat ('Ujian Utama'), wherever its meeting is:
         *     the demo's UTS in meeting 8 is repeated by a remedial in meeting 9.
         */
        PilihanUjianUtama: {
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisUjian"];
            judul: string;
            /** Format: int64 */
            nomor_pertemuan: number;
        };
        PostRequest: {
            /**
             * Format: int64
             * @description The thread replied to; null starts a thread.
             */
            id_induk?: number | null;
            isi: string;
        };
        /** @description The preview of a file, and after a confirmed import what was done. */
        Pratinjau: {
            /**
             * Format: uint64
             * @description Rows holding data (the header and empty rows not counted).
             */
            baris: number;
            /**
             * Format: uint64
             * @description Enrolments: students of a class in the file whom the file no longer lists in it. They
             *     leave the class; their hand-ins and grades stay (and come back if listed again).
             */
            dikeluarkan: number;
            /** Format: uint64 */
            ditambah: number;
            /** Format: uint64 */
            diubah: number;
            /** @description Bad rows (the first `GALAT_DITAMPILKAN`); while there is one, nothing is written. */
            galat: components["schemas"]["GalatBaris"][];
            jenis: components["schemas"]["JenisImpor"];
            /**
             * Format: uint64
             * @description How many rows are bad in all.
             */
            jumlah_galat: number;
            /**
             * Format: uint64
             * @description Rows equal to what the LMS holds already.
             */
            tetap: number;
        };
        /** @description Props of `/presensi/{idPertemuan}`, the page a scanned QR opens. */
        PresensiPageData: {
            /** Format: int64 */
            id_pertemuan: number;
            judul: string;
            /** @description The student's current record of this meeting. */
            kehadiran: components["schemas"]["KehadiranMahasiswa"];
            kelas: components["schemas"]["KelasKehadiran"];
            /** Format: int64 */
            nomor: number;
            /** @description The token of the scanned URL (`?t=`); null when the page was opened without one (typed code). */
            token?: string | null;
        };
        /** @description One meeting of a class on the student's own attendance page. */
        PresensiSaya: {
            cara?: components["schemas"]["CaraPencatatan"] | null;
            /** Format: int64 */
            id_pertemuan: number;
            judul: string;
            /** Format: int64 */
            nomor: number;
            /** @description Who set it, when `cara` is `pengajar`. */
            oleh?: string | null;
            /** @description Null while there is no record. */
            presensi?: components["schemas"]["KodePresensi"] | null;
            /** @description Held (ended, or past its scheduled end): it counts towards the percentage. */
            terlaksana: boolean;
            updated_at?: string | null;
            waktu_mulai: string;
            waktu_selesai: string;
        };
        /** @description One row of the bulk save. */
        PresensiSimpan: {
            ada_presensi?: boolean | null;
            nim: string;
            /** @description Null (or absent) means A, as the header radio's unset value. */
            presensi?: components["schemas"]["KodePresensi"] | null;
        };
        /** @description `PUT /lms/kehadiran_mahasiswa/pertemuan/{id}`. */
        PresensiSimpanSemua: {
            data: components["schemas"]["PresensiSimpan"][];
        };
        ProdiRef: {
            /** Format: int64 */
            id: number;
            jenjang: string;
            kode: string;
            nama: string;
        };
        /** @description A study programme as a class or a person names it: 'Teknik Informatika', 'S1'. */
        ProdiRingkas: {
            jenjang: string;
            nama: string;
        };
        ProfilData: {
            /** Format: int64 */
            angkatan?: number | null;
            avatar_url?: string | null;
            email: string;
            gelar_akademik: string;
            gelar_depan: string;
            /** @description Operators only: the right per module. */
            hak_akses?: {
                bank_soal?: components["schemas"]["Level"];
                bantuan?: components["schemas"]["Level"];
                data_master?: components["schemas"]["Level"];
                data_sistem?: components["schemas"]["Level"];
                kelas_kuliah?: components["schemas"]["Level"];
                konfigurasi?: components["schemas"]["Level"];
                laporan?: components["schemas"]["Level"];
                pengumuman?: components["schemas"]["Level"];
            } | null;
            nama: string;
            /** @description nim for students, nidn for lecturers. */
            nomor_induk?: string | null;
            prodi?: components["schemas"]["ProdiRingkas"] | null;
            role: components["schemas"]["Role"];
            telepon: string;
            username: string;
        };
        /**
         * @description Props of `/profil`: the record, and the 'Riwayat Aktivitas' tab when it is open
         *     (`?tab=riwayat`, with the history's filter in the same query).
         */
        ProfilPage: {
            profil: components["schemas"]["ProfilData"];
            riwayat?: components["schemas"]["RiwayatAktivitas"] | null;
        };
        Progress: {
            /**
             * Format: double
             * @description 0 to 1.
             */
            overall: number;
        };
        /** @description Answer to a recalculation request and the `calc-percentage` event's data. */
        ProsesKehadiran: {
            /** Format: int64 */
            id_pertemuan: number;
            status: components["schemas"]["StatusProses"];
        };
        /** @description The code a lecturer shows (`GET /lms/kehadiran_mahasiswa/pertemuan/{id}/qr`). */
        QrKehadiran: {
            /** @description After this (UTC) the shown code is no longer accepted; fetch the next one before. */
            berlaku_sampai: string;
            /**
             * Format: int64
             * @description Seconds between two codes.
             */
            detik_rotasi: number;
            /** @description Six digits to type when a camera fails; valid as long as the QR. */
            kode: string;
            /** @description The QR image (SVG markup). */
            svg: string;
            /** @description The address the QR holds: the scan page with the signed token. */
            url: string;
        };
        /** @description `POST /lms/kehadiran_mahasiswa/pertemuan/{id}/qr`: the token of a scanned URL or the typed code. */
        QrScan: {
            kode?: string | null;
            token?: string | null;
        };
        /**
         * @description Common list query: `page`, `per_page` (up to 999999, the client asks for
         *     everything that way), `ignore_default_pagination=true` for one page of all
         *     rows, and a case-insensitive `search`.
         */
        RefQuery: {
            /** Format: int64 */
            id_dosen?: number | null;
            /** Format: int64 */
            id_prodi?: number | null;
            ignore_default_pagination?: boolean | null;
            /** Format: int64 */
            itemsPerPage?: number | null;
            /**
             * @description `/v1/makul_ref`: only the courses of the caller's own classes (taught, attended, or in
             *     the operator's scope), of `periode` when given: the class filter's options.
             */
            kelas_saya?: boolean | null;
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /** Format: int64 */
            periode?: number | null;
            search?: string | null;
        };
        RefreshRequest: {
            refresh_token: string;
        };
        /** @description The class attendance recap (`GET /lms/kehadiran_mahasiswa/kelas_kuliah/{id}` and page `/kehadiran/{id}`). */
        RekapKehadiran: {
            kelas: components["schemas"]["KelasKehadiran"];
            mahasiswa: components["schemas"]["MahasiswaRekap"][];
            pertemuan: components["schemas"]["PertemuanRekap"][];
            /**
             * Format: int64
             * @description The attendance the final exam asks for, in percent (configuration
             *     `attendance_percentage`): a percentage below it is marked.
             */
            syarat_ujian_persen: number;
        };
        /** @description The class grade recap (`GET /lms/nilai/kelas_kuliah/{id}`, page `/nilai/{id}`). */
        RekapNilai: {
            /** @description The caller may open the activities behind the headers. */
            boleh_buka_aktivitas: boolean;
            /** @description The caller may choose a component's activities (integration actor with write). */
            boleh_ubah_komponen: boolean;
            header_aktivitas: components["schemas"]["HeaderAktivitas"][];
            header_rerata: components["schemas"]["HeaderRerata"][];
            header_sikad: components["schemas"]["HeaderSikad"][];
            kelas: components["schemas"]["KelasNilai"];
            nilai_mahasiswa: components["schemas"]["NilaiMahasiswa"][];
            /**
             * @description An attendance recalculation of the class runs: the Kehadiran component
             *     may still change ('Sedang proses perhitungan nilai otomatis').
             */
            sedang_dihitung: boolean;
            /** @description dosen | operator: the page type (spec 2 §2). */
            tipe: components["schemas"]["TipeHalamanNilai"];
        };
        RencanaEvaluasi: {
            /**
             * Format: int64
             * @description Percent.
             */
            bobot: number;
            komponen_nilai: components["schemas"]["KomponenNilai"];
        };
        RencanaPembelajaran: {
            /**
             * Format: int64
             * @description Meeting number (1-16).
             */
            id_pertemuan: number;
            materi: string;
            materi_inggris: string;
        };
        /**
         * @description Participants' attendance of one class over its held meetings
         *     (`super::persen`, the one rule).
         */
        RingkasanKehadiran: {
            /**
             * Format: int64
             * @description Participants' H records in those meetings.
             */
            hadir: number;
            /**
             * Format: double
             * @description hadir ÷ (participants × meetings held) × 100, one decimal; null before any meeting is held.
             */
            persen_kehadiran?: number | null;
            /** Format: int64 */
            pertemuan_terlaksana: number;
        };
        /**
         * @description The four figures of a lecturer's class card, over the meetings held so
         *     far; None when there is nothing to compute from yet.
         */
        RingkasanKelas: {
            /** Format: int64 */
            id_kelas: number;
            /**
             * Format: double
             * @description Percent of participants taking part in the class's closed forums (one decimal).
             */
            keaktifan?: number | null;
            /**
             * Format: double
             * @description The class's attendance percentage (`kehadiran::persen`, one decimal).
             */
            kehadiran?: number | null;
            /**
             * Format: double
             * @description Mean score of the graded hand-ins, 0-100 (two decimals).
             */
            nilai?: number | null;
            /**
             * Format: double
             * @description Percent of tasks and exams handed in, of those closed (one decimal).
             */
            partisipasi?: number | null;
        };
        /** @description Grading progress of a class in the grade list. */
        RingkasanNilai: {
            /**
             * Format: int64
             * @description Graded activities (tasks, exams, forums scored by activity).
             */
            aktivitas_bernilai: number;
            /**
             * Format: int64
             * @description Hand-ins (tasks, exam attempts) waiting for a score.
             */
            belum_dinilai: number;
        };
        /** @description Figures for the class's teachers and operators. */
        RingkasanTugas: {
            /** Format: int64 */
            jumlah_dinilai: number;
            /** Format: int64 */
            jumlah_mengumpulkan: number;
            /** Format: int64 */
            jumlah_peserta: number;
        };
        /**
         * @description The 'Riwayat Aktivitas' tab of `/profil`: the entries, the filter as
         *     applied (times in UTC), the kinds for the autocomplete.
         */
        RiwayatAktivitas: {
            /** @description Why the filter was not applied (shown above the filter box). */
            galat?: string | null;
            items: components["schemas"]["LogAktivitas"][];
            jenis: components["schemas"]["JenisLog"][];
            jenis_aktivitas: string;
            meta: components["schemas"]["ListMeta"];
            /** @description The viewer reads every user's entries (the 'Pengguna' field is shown). */
            semua_pengguna: boolean;
            /** @description Asia/Jakarta | Asia/Makassar | Asia/Jayapura: how times are shown. */
            time_zone: string;
            username: string;
            waktu_akhir: string;
            waktu_awal: string;
        };
        /**
         * @description Who an account is (`users.role`), and the role an action was done in.
         * @enum {string}
         */
        Role: "mahasiswa" | "dosen" | "operator";
        Ruangan: {
            /** Format: int64 */
            id: number;
            /** @description Free in the asked time and bigger than the class ('( Tidak Tersedia )' otherwise). */
            is_available: boolean;
            /** Format: int64 */
            kapasitas: number;
            nama: string;
        };
        RuanganQuery: {
            availability_end?: (string) | null;
            /** @description ISO date-times; without them (or empty) every room counts as free. */
            availability_start?: (string) | null;
            /**
             * Format: int64
             * @description The class whose size the room must exceed.
             */
            id_kelas_kuliah?: number | null;
            /**
             * Format: int64
             * @description The meeting being edited (its own booking is no clash).
             */
            id_pertemuan?: number | null;
            /** @description Accepted for the spec's client; every room is listed anyway. */
            ignore_default_pagination?: boolean | null;
        };
        /** @description The picker's query (spec 3 §7 'GET exam list for copying', GET /v2/lms/materi). */
        SalinanQuery: {
            /**
             * Format: int64
             * @description The class being copied into: its own activities are left out.
             */
            exclude_id_kelas_kuliah?: number | null;
            /** Format: int64 */
            id_mata_kuliah?: number | null;
            /** Format: int64 */
            page?: number | null;
            /** Format: int64 */
            per_page?: number | null;
            /** @description Part of the title (debounced by the client). */
            search?: string | null;
        };
        /** @description 'Soal Mata Kuliah': copy questions of an exam into the bank. */
        SalinSoalUjian: {
            /** Format: int64 */
            id_ujian: number;
            list_id_soal: number[];
        };
        /**
         * @description The class list's status filter in the spec's words; `semua`, or empty
         *     (the field of a form sent without scripts), is every status.
         * @enum {string}
         */
        SaringStatusKelas: "" | "semua" | "belum_dimulai" | "berlangsung" | "selesai";
        SesiKuliah: {
            /** Format: int64 */
            id: number;
            /** @description 'HH:MM:SS' in the college's zone. */
            jam_mulai: string;
            jam_selesai: string;
            nama: string;
        };
        /**
         * @description 'Tutup Buku' (close) or 'Buku Terbuka' (open).
         * @enum {string}
         */
        SifatUjian: "open" | "close";
        Silabus: {
            teks: string;
        };
        /** @description Documentation of the syllabus form. */
        SilabusForm: {
            /** @description The syllabus text. */
            keterangan: string;
            /** @description Optional .pdf, .doc or .docx, at most 10 MB. */
            lampiran?: string | null;
            /** @description Instead of lampiran: the URL `POST /v2/storager` (dir `silabus/lampiran`) answered. */
            lampiran_url?: string | null;
        };
        /**
         * @description The sync endpoint's body: the rows of one kind, each an object whose keys are the template's
         *     column names (any letter case), values text or numbers.
         */
        SinkronBody: {
            baris: {
                [key: string]: components["schemas"]["NilaiSel"];
            }[];
        };
        SinkronQuery: {
            /**
             * @description true: answer what the sync would do, write nothing.
             * @default null
             */
            uji: boolean | null;
        };
        /** @description `GET /v1/sistem`: the institution's identity. */
        Sistem: {
            alamat: string;
            email: string;
            judul: string;
            nama: string;
            telepon: string;
        };
        /**
         * @description A bank's question: an exam question's fields (`nomor` 1-based in the
         *     bank) and who wrote it.
         */
        SoalBank: {
            /** @description Who wrote it (name), when known. */
            created_by?: string | null;
            /** @description pilihan: each option's image, one entry per option (null: none). */
            gambar: (components["schemas"]["BerkasInfo"] | null)[];
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisSoal"];
            jenis_file_diterima: components["schemas"]["JenisFileJawaban"][];
            kunci: string;
            /** @description esay: the key's attachments. */
            kunci_files: components["schemas"]["BerkasInfo"][];
            /**
             * Format: int64
             * @description 1-based within its group.
             */
            nomor: number;
            /** @description Sanitised HTML. */
            pertanyaan: string;
            /** @description pilihan: the option texts in order (A, B, ...); benar_salah: ["benar", "salah"]; esay: empty. */
            pilihan: string[];
            /** @description Attachments shown with the question. */
            soal_files: components["schemas"]["BerkasInfo"][];
        };
        /** @description Questions of a question bank the author may read, into a group. */
        SoalDariBank: {
            /** Format: int64 */
            id_bank: number;
            list_id_soal: number[];
        };
        /**
         * @description A question on an answer sheet. `kunci` and `nilai` only when reviewing
         *     (after the attempt) and the key rule of spec 3 §4 allows it; graders always.
         */
        SoalLembar: {
            /** @description esay: the files of the answer, in order. */
            berkas: components["schemas"]["BerkasInfo"][];
            /** @description pilihan: each option's image (null: none). */
            gambar: (components["schemas"]["BerkasInfo"] | null)[];
            /** Format: int64 */
            id: number;
            /** @description The saved answer (same form as `kunci`), null when not answered. */
            jawaban?: string | null;
            jenis: components["schemas"]["JenisSoal"];
            jenis_file_diterima: components["schemas"]["JenisFileJawaban"][];
            kunci?: string | null;
            /** @description esay: the key's attachments, when the key is shown. */
            kunci_files: components["schemas"]["BerkasInfo"][];
            /**
             * Format: int64
             * @description Score of this question (0-100): automatic for pilihan and benar_salah, the grader's for esay.
             */
            nilai?: number | null;
            /**
             * Format: int64
             * @description 1-based across the whole sheet, in the order shown.
             */
            nomor: number;
            pertanyaan: string;
            pilihan: string[];
            /** @description The question's attachments. */
            soal_files: components["schemas"]["BerkasInfo"][];
            /**
             * Format: int64
             * @description The saved answer's version (0 when none): the client sends a higher one with each change.
             */
            versi: number;
        };
        /** @description A question written in place (spec 3 §2 'Question form card'). */
        SoalSimpan: {
            /**
             * @description pilihan: per option, in order, the URL of its image (dir soal/gambar) or null.
             * @default []
             */
            gambar: (string | null)[];
            jenis: components["schemas"]["JenisSoal"];
            /**
             * @description esay: at least one kind.
             * @default []
             */
            jenis_file_diterima: components["schemas"]["JenisFileJawaban"][];
            /**
             * @description See [`SoalUjian::kunci`]. Required for pilihan and benar_salah.
             * @default
             */
            kunci: string;
            /**
             * @description esay: the key's attachments (dir soal/lampiran), at most 5.
             * @default []
             */
            kunci_files: string[];
            /** @description HTML; sanitised on save. */
            pertanyaan: string;
            /**
             * @description pilihan: at least 3 option texts, all filled. Ignored for the other kinds.
             * @default []
             */
            pilihan: string[];
            /**
             * @description Attachments: URLs answered by POST /v2/storager (dir soal/lampiran), at most 5.
             * @default []
             */
            soal_files: string[];
        };
        /**
         * @description A question as its authors see it. `kunci`: the right option's index as
         *     text ("0" is A) for pilihan, "benar" or "salah" for benar_salah, the key
         *     text for esay.
         */
        SoalUjian: {
            /** @description pilihan: each option's image, one entry per option (null: none). */
            gambar: (components["schemas"]["BerkasInfo"] | null)[];
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisSoal"];
            jenis_file_diterima: components["schemas"]["JenisFileJawaban"][];
            kunci: string;
            /** @description esay: the key's attachments. */
            kunci_files: components["schemas"]["BerkasInfo"][];
            /**
             * Format: int64
             * @description 1-based within its group.
             */
            nomor: number;
            /** @description Sanitised HTML. */
            pertanyaan: string;
            /** @description pilihan: the option texts in order (A, B, ...); benar_salah: ["benar", "salah"]; esay: empty. */
            pilihan: string[];
            /** @description Attachments shown with the question. */
            soal_files: components["schemas"]["BerkasInfo"][];
        };
        /** @description The questions of an exam, for its authors and graders. */
        SoalUjianDaftar: {
            acakSoal: boolean;
            /**
             * @description False once someone started the exam: groups and questions can then be
             *     changed but not added or removed (every attempt keeps its questions).
             */
            boleh_tambah_hapus: boolean;
            kelompok_soal: components["schemas"]["KelompokSoal"][];
        };
        /** @description One server-sent event as a reader sees it (its `data` is the JSON text the route's summary names). */
        SseEvent: {
            data?: string | null;
            event?: string | null;
            id?: string | null;
            /** Format: uint64 */
            retry?: number | null;
        };
        SsoIdentity: {
            nama: string;
            nomor_induk?: string | null;
            /**
             * @description Set when the code was minted inside an act-as session: the operator
             *     acting as this user (the action is theirs to answer for).
             */
            operator?: string | null;
            role: components["schemas"]["Role"];
            state: string;
            username: string;
        };
        Statistik: {
            /**
             * Format: int64
             * @description Users whose last activity is within the last 5 minutes.
             */
            online: number;
            /** Format: int64 */
            pengunjung_bulan_ini: number;
            /** Format: int64 */
            pengunjung_hari_ini: number;
            /** Format: int64 */
            total_pengguna: number;
        };
        /** @description How a question was answered across the finished attempts. */
        StatistikSoal: {
            /** Format: int64 */
            id_soal: number;
            jenis: components["schemas"]["JenisSoal"];
            /**
             * Format: int64
             * @description pilihan and benar_salah: answers equal to the key.
             */
            jumlah_benar?: number | null;
            /** Format: int64 */
            jumlah_dijawab: number;
            /** @description pilihan and benar_salah: how many chose each option, in the order of `pilihan`. */
            jumlah_per_pilihan: number[];
            /**
             * Format: int64
             * @description Attempts that were given this question.
             */
            jumlah_peserta: number;
            kunci: string;
            /** Format: int64 */
            nomor: number;
            /** Format: int64 */
            nomor_kelompok: number;
            pertanyaan: string;
            pilihan: string[];
            /**
             * Format: double
             * @description esay: the mean of the given scores.
             */
            rata_rata_nilai?: number | null;
        };
        /** @description What an import did, or would do, with one row. */
        StatusBaris: ("ditambah" | "diubah" | "tetap") | "galat";
        /**
         * @description Where a class stands in its period (the column `kelas_kuliah.status`).
         * @enum {string}
         */
        StatusKelas: "akan_dimulai" | "berlangsung" | "selesai";
        /** @description Header colour of an activity (spec 2 §4). */
        StatusNilai: "sudah_dinilai" | "belum_dinilai" | "tidak_ada_pengerjaan" | "belum_berakhir";
        /**
         * @description Queued, running, done or failed (the column `pekerjaan_latar.status`).
         * @enum {string}
         */
        StatusPekerjaan: "antri" | "berjalan" | "selesai" | "gagal";
        /**
         * @description proses | selesai.
         * @enum {string}
         */
        StatusPerhitungan: "proses" | "selesai";
        /** @description State of a recalculation (spec 2 §4). */
        StatusProses: ("processing" | "completed" | "failed") | "idle";
        /**
         * @description Where something with a start and an end stands: a meeting (stored), an
         *     activity (from its times, [`status_waktu`]).
         * @enum {string}
         */
        StatusWaktu: "belum_dimulai" | "berlangsung" | "selesai";
        /**
         * @description Attendance-by-use settings (pengaturan_kelas.syarat_kehadiran_online_mahasiswa;
         *     spec 3 §9 defaults when missing).
         */
        SyaratKehadiran: {
            /** Format: int64 */
            audio_persen: number;
            /** Format: int64 */
            ebook_detik: number;
            /** Format: int64 */
            video_persen: number;
        };
        /** @description The conditions a lecturer's own record meets to be valid without an operator. */
        SyaratKehadiranDosen: {
            /** @description The record has an end time. */
            akhiri_kuliah: boolean;
            /** @description The lecturer made at least one activity in the meeting. */
            aktivitas_kuliah: boolean;
            /** @description The record has a start time. */
            mulai_kuliah: boolean;
            /** @description Students present (H) ÷ the class's participants × 100 ≥ `presentase_kehadiran_kelas_persen`. */
            presentase_kehadiran_kelas: boolean;
            /** Format: int64 */
            presentase_kehadiran_kelas_persen: number;
        };
        SyaratKehadiranMahasiswa: {
            /** Format: int64 */
            audio_persen: number;
            /** Format: int64 */
            ebook_detik: number;
            /** Format: int64 */
            presentase_progress_minimal_persen: number;
            /** Format: int64 */
            terlambat_vidcon_menit: number;
            /** Format: int64 */
            video_persen: number;
        };
        TahapImpor: "memeriksa" | "menyimpan";
        /** @description A period a lecturer teaches in. */
        TahunSemester: {
            /** @description 'Ganjil' | 'Genap' | 'SP Ganjil' | 'SP Genap' */
            jenisSemester: string;
            /** Format: int64 */
            kode: number;
            nama: string;
            /** Format: int64 */
            semester: number;
            /** Format: int64 */
            tahun: number;
        };
        /**
         * @description 'Tampilkan' of the recap and the export (spec 2 §2): every kind on, and
         *     the components weighing 0 % off, unless the query says otherwise.
         */
        TampilkanNilai: {
            forum?: boolean | null;
            kuis?: boolean | null;
            /** @description 'Komponen Nilai Sikad > 0%' */
            sikad_berbobot?: boolean | null;
            /** @description 'Komponen Nilai Sikad = 0%' */
            sikad_nol?: boolean | null;
            tugas?: boolean | null;
            uas?: boolean | null;
            uts?: boolean | null;
        };
        TanpaData: {
            /** @description The title of the page that could not be read. */
            judul: string;
        };
        /**
         * @description A class participant who has not started the exam (or, for a remedial
         *     exam, one of its participants).
         */
        TanpaPengerjaan: {
            /** Format: int64 */
            id_mahasiswa: number;
            nama: string;
            nim: string;
        };
        /** @description 'Unduh Tautan Aktivasi': one link per account still without a password. */
        TautanAktivasiForm: {
            /** @description The LMS's address as its users open it (the page sends its own), e.g. https://lms.kampus.ac.id */
            alamat: string;
            /**
             * Format: int64
             * @description Days the links are valid, 1-90 (default 14).
             */
            hari?: number | null;
            /** @description Only students or only lecturers; absent: both. */
            peran?: components["schemas"]["PeranAktivasi"] | null;
        };
        TeksDetail: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_pertemuan: number;
            /** @description Plain text; line breaks kept. */
            isi: string;
            judul: string;
        };
        /** @description The text form ('Tambah Teks' / 'Ubah Teks'). */
        TeksSimpan: {
            /**
             * Format: int64
             * @description Required (operators pick it; a lecturer sends the current meeting).
             */
            id_pertemuan?: number | null;
            isi: string;
            judul: string;
        };
        /** @description Props of `/forbidden/{idPertemuan}`. */
        TerlarangPageData: {
            /** Format: int64 */
            id_kelas: number;
            /** Format: int64 */
            id_pertemuan: number;
            pesan: string;
        };
        /**
         * @description Counts for the dashboard tiles: activities of the user's classes in the
         *     current period that are still open; for a student, only those not done yet.
         */
        Tiles: {
            /** Format: int64 */
            forum: number;
            /** Format: int64 */
            tugas: number;
            /** Format: int64 */
            ujian: number;
            /** Format: int64 */
            vidcon: number;
        };
        /**
         * @description Who the page is for: a lecturer (two tabs) or an operator (participants).
         * @enum {string}
         */
        TipeDaftarKehadiran: "dosen" | "operator";
        /**
         * @description A material's kind of content; everything but `url` carries a file.
         * @enum {string}
         */
        TipeFile: "url" | "ebook" | "audio" | "video" | "archive";
        /**
         * @description Which screen shows a meeting's attendance (spec 2 §2): the attendance
         *     section (`/kehadiran/{id}/{idPertemuan}`) or the class's meeting
         *     (`/kelas/{id}/{idPertemuan}/kehadiran`), for a lecturer or an operator.
         * @enum {string}
         */
        TipeHalamanKehadiran: "dosen" | "dosen-kelas" | "operator" | "operator-kelas";
        /** @enum {string} */
        TipeHalamanNilai: "dosen" | "operator";
        /** @description A new integration token: `token` is shown this once and never again. */
        TokenBaru: {
            /** Format: int64 */
            id: number;
            nama: string;
            token: string;
        };
        TokenIntegrasiForm: {
            /** @description Which system uses it, e.g. 'SIAKAD sinkron malam' (1-100 characters). */
            nama: string;
        };
        /** @description An integration's token as the operator's list shows it (never the token itself). */
        TokenIntegrasiInfo: {
            /** @description The token's first characters, to tell tokens apart. */
            awalan: string;
            dibuat: string;
            /** @description Who made it (empty: made from the command line, or the account is gone). */
            dibuat_oleh: string;
            /** @description When it was revoked; a revoked token opens nothing. */
            dicabut?: string | null;
            /** Format: int64 */
            id: number;
            nama: string;
            terakhir_dipakai?: string | null;
        };
        TokenPair: {
            access_token: string;
            /**
             * Format: int64
             * @description Seconds until the access token expires.
             */
            expires_in: number;
            refresh_token: string;
        };
        TokenRequest: {
            client_id: string;
            code: string;
        };
        TugasDetail: {
            /** @description Students only: whether they may hand in now. */
            boleh_kumpul?: components["schemas"]["BolehKumpul"] | null;
            /** @description Hand-ins after the deadline are accepted (and marked late). */
            boleh_terlambat: boolean;
            /** @description Plain text; line breaks kept. */
            deskripsi: string;
            /** Format: int64 */
            id: number;
            /** @description Students of an individual task: their discussion with the teachers. */
            id_chat?: string | null;
            /** @description May read the grading page (teachers, operators with read on kelas_kuliah). */
            isAllowLihatPenilaian: boolean;
            /** @description May open the grading page and give scores. */
            isAllowPenilaian: boolean;
            /** @description May change or delete the task and its groups (teachers, writing operators). */
            isAllowUbah: boolean;
            judul: string;
            kelas: components["schemas"]["TugasKelas"];
            /** @description Students of a group task: their group, if they are in one. */
            kelompok_saya?: components["schemas"]["KelompokTugas"] | null;
            /** @description The teacher's attachments. */
            lampiran: components["schemas"]["BerkasInfo"][];
            /** @description Students only: their hand-in (for a group task, their group's), if any. */
            pengerjaan_saya?: components["schemas"]["Pengumpulan"] | null;
            pertemuan: components["schemas"]["TugasPertemuan"];
            /** @description Teachers and operators only. */
            ringkasan?: components["schemas"]["RingkasanTugas"] | null;
            /** @description From the current time. */
            status: components["schemas"]["StatusWaktu"];
            sub_jenis: components["schemas"]["JenisTugas"];
            waktu_mulai: string;
            /** @description The deadline. */
            waktu_selesai: string;
        };
        TugasKelas: {
            /** Format: int64 */
            id: number;
            kode_mk: string;
            nama_kelas: string;
            nama_mk: string;
            /** Format: int64 */
            periode: number;
        };
        /** @description Props of `/kelas/{id}/tugas/{idTugas}`. */
        TugasPageData: {
            /**
             * Format: double
             * @description Largest hand-in file, MB.
             */
            batas_ukuran_mb: number;
            /** @description Group tasks, for teachers and operators: every group and who is in none. */
            kelompok?: components["schemas"]["DaftarKelompok"] | null;
            tugas: components["schemas"]["TugasDetail"];
        };
        TugasPertemuan: {
            /** Format: int64 */
            id: number;
            judul: string;
            /** Format: int64 */
            nomor: number;
        };
        /** @description The task form ('Tambah Tugas' / 'Ubah Tugas'). */
        TugasSimpan: {
            /** @default false */
            boleh_terlambat: boolean;
            deskripsi: string;
            /**
             * Format: int64
             * @description Required (operators pick it; a lecturer sends the current meeting).
             */
            id_pertemuan?: number | null;
            judul: string;
            /**
             * @description URLs answered by POST /v2/storager (dir tugas/lampiran), in order.
             * @default []
             */
            lampiran: string[];
            sub_jenis?: components["schemas"]["JenisTugas"] | null;
            /** @description ISO 8601 with offset. */
            waktu_mulai?: string | null;
            /** @description The deadline, ISO 8601 with offset. */
            waktu_selesai?: string | null;
        };
        UjianDetail: {
            acakSoal: boolean;
            created_by?: components["schemas"]["PembuatUjian"] | null;
            /** @description Sanitised HTML. */
            deskripsi: string;
            ditampilkan: boolean;
            /**
             * Format: int64
             * @description Minutes; null without a time limit.
             */
            durasi?: number | null;
            gunakan_batas_waktu: boolean;
            /** @description A remedial exam repeats this one. */
            has_remedial: boolean;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_kelas_kuliah: number;
            /** Format: int64 */
            id_pertemuan: number;
            /**
             * Format: int64
             * @description Remedial exams: the exam they repeat.
             */
            id_ujian_utama?: number | null;
            jenis: components["schemas"]["JenisUjian"];
            judul: string;
            /** Format: int64 */
            jumlah_belum_dinilai: number;
            /** Format: int64 */
            jumlah_pengerjaan: number;
            /** @description Students see the scores. */
            nilai_dipublikasi: boolean;
            pertemuan: components["schemas"]["PertemuanUjian"];
            /** @description Remedial exams: who may take them (NIM). */
            peserta_remedial: string[];
            sifat: components["schemas"]["SifatUjian"];
            /** @description From the current time. */
            status: components["schemas"]["StatusWaktu"];
            tampilkan_kunci_jawaban: boolean;
            waktu_mulai: string;
            waktu_selesai: string;
            /** @description UTC; null when the key is not shown. */
            waktu_tampil_kunci?: string | null;
        };
        /**
         * @description The exam page /kelas/{id}/ujian/{idUjian}: the exam, its questions for
         *     authors and graders, the attempts for graders.
         */
        UjianHalaman: {
            /** @description Teachers and writing operators grade, publish and reset; reading operators only see. */
            boleh_menilai: boolean;
            /** @description Teachers and writing operators change questions. */
            boleh_ubah_soal: boolean;
            /** @description A student's own comments with the teachers about this exam (spec 3 E2): the chat id; null for others. */
            id_chat?: string | null;
            /** @description For those who read the results: the students' comment discussions that have messages; null for students. */
            komentar?: components["schemas"]["DiskusiMahasiswa"][] | null;
            /** @description Null for students. */
            pengerjaan?: components["schemas"]["PengerjaanDaftar"] | null;
            /** @description The current student's attempt; null for others. */
            pengerjaan_saya?: components["schemas"]["PengerjaanRingkas"] | null;
            /** @description Null for students (they use the answer sheet). */
            soal?: components["schemas"]["SoalUjianDaftar"] | null;
            ujian: components["schemas"]["UjianDetail"];
        };
        UjianLembarInfo: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_kelas_kuliah: number;
            /** Format: int64 */
            id_pertemuan: number;
            jenis: components["schemas"]["JenisUjian"];
            judul: string;
            sifat: components["schemas"]["SifatUjian"];
        };
        /**
         * @description 'Salin Kuis/Ujian Lain': the form of a new exam plus the exam whose
         *     question groups and questions it takes.
         */
        UjianSalin: {
            /** @default false */
            acak_soal: boolean;
            /** @description HTML; sanitised on save. */
            deskripsi: string;
            /** @default true */
            ditampilkan: boolean;
            /**
             * Format: int64
             * @description Minutes, at least 5; required with gunakan_batas_waktu.
             */
            durasi?: number | null;
            /** @default false */
            gunakan_batas_waktu: boolean;
            /**
             * Format: int64
             * @description Required (operators pick it; a lecturer sends the current meeting).
             */
            id_pertemuan?: number | null;
            /**
             * Format: int64
             * @description The exam to copy ('Pilih ujian terlebih dahulu' when missing).
             */
            id_ujian?: number | null;
            /**
             * Format: int64
             * @description Remedial exams: the exam of the same class they repeat.
             */
            id_ujian_utama?: number | null;
            jenis?: components["schemas"]["JenisUjian"] | null;
            judul: string;
            /**
             * @description Remedial exams: NIMs of the class's students who may take it.
             * @default []
             */
            peserta_remedial: string[];
            /** @description Default close ('Tutup Buku'). */
            sifat?: components["schemas"]["SifatUjian"] | null;
            /** @default false */
            tampilkan_kunci_jawaban: boolean;
            /** @description ISO 8601 with offset. */
            waktu_mulai?: string | null;
            waktu_selesai?: string | null;
            /** @description ISO 8601 with offset; null when the key is off. */
            waktu_tampil_kunci?: string | null;
        };
        /** @description A row of the copy picker: Jenis, Judul, Durasi, Kelas, Pertemuan, Pembuat. */
        UjianSalinan: {
            /**
             * Format: int64
             * @description Minutes; null without a time limit.
             */
            durasi?: number | null;
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisUjian"];
            judul: string;
            /** Format: int64 */
            jumlah_soal: number;
            /** @description 'Course (class)'. */
            kelas: string;
            pembuat: string;
            /** Format: int64 */
            pertemuan: number;
        };
        /** @description The exam form (spec 3 §7 'Exam create or edit payload'). */
        UjianSimpan: {
            /** @default false */
            acak_soal: boolean;
            /** @description HTML; sanitised on save. */
            deskripsi: string;
            /** @default true */
            ditampilkan: boolean;
            /**
             * Format: int64
             * @description Minutes, at least 5; required with gunakan_batas_waktu.
             */
            durasi?: number | null;
            /** @default false */
            gunakan_batas_waktu: boolean;
            /**
             * Format: int64
             * @description Required (operators pick it; a lecturer sends the current meeting).
             */
            id_pertemuan?: number | null;
            /**
             * Format: int64
             * @description Remedial exams: the exam of the same class they repeat.
             */
            id_ujian_utama?: number | null;
            jenis?: components["schemas"]["JenisUjian"] | null;
            judul: string;
            /**
             * @description Remedial exams: NIMs of the class's students who may take it.
             * @default []
             */
            peserta_remedial: string[];
            /** @description Default close ('Tutup Buku'). */
            sifat?: components["schemas"]["SifatUjian"] | null;
            /** @default false */
            tampilkan_kunci_jawaban: boolean;
            /** @description ISO 8601 with offset. */
            waktu_mulai?: string | null;
            waktu_selesai?: string | null;
            /** @description ISO 8601 with offset; null when the key is off. */
            waktu_tampil_kunci?: string | null;
        };
        /** @description An exam of the chosen class in the 'Soal Mata Kuliah' picker. */
        UjianSumber: {
            /** Format: int64 */
            id: number;
            jenis: components["schemas"]["JenisUjian"];
            judul: string;
            /** Format: int64 */
            jumlah_soal: number;
            /** Format: int64 */
            pertemuan: number;
        };
        /**
         * @description An exam whose questions may be copied ('Soal Mata Kuliah' picker): the
         *     exams of the classes the caller teaches (every class for an operator).
         */
        UjianSumberQuery: {
            /** Format: int64 */
            id_kelas_kuliah: number;
        };
        /** @description Whole megabytes (1 MB = 1,000,000 bytes, as the upload checks count). */
        UkuranMaxFile: {
            /** Format: int64 */
            arsip: number;
            /** Format: int64 */
            audio: number;
            /** Format: int64 */
            banner: number;
            /** Format: int64 */
            ebook: number;
            /** Format: int64 */
            lampiran_jawaban_esai: number;
            /** Format: int64 */
            lampiran_kunci: number;
            /** Format: int64 */
            lampiran_soal: number;
            /** Format: int64 */
            tugas: number;
            /** Format: int64 */
            video: number;
        };
        UnduhQuery: {
            /**
             * Format: uint8
             * @description 1: always as an attachment (the 'Download' button).
             */
            unduh?: number | null;
        };
        UnggahForm: {
            /** @description Where it goes, sent before the file. */
            dir: components["schemas"]["DirUnggah"];
            /** @description The file. */
            file: string;
            /** @description Always "lms". */
            service_id?: string | null;
        };
        /** @description The signed-in user as the UI sees it (`GET /v2/user_info`, page props). */
        UserInfo: {
            acting_operator?: components["schemas"]["ActingOperator"] | null;
            avatar_url?: string | null;
            fotoContentUrl?: string | null;
            /** Format: int64 */
            id: number;
            /** @description Display name with academic titles for lecturers. */
            nama: string;
            /** @description Name without titles. */
            namaAsli: string;
            /** @description nim for students, nidn for lecturers. */
            nomor_induk?: string | null;
            permission: {
                bank_soal?: components["schemas"]["Level"];
                bantuan?: components["schemas"]["Level"];
                data_master?: components["schemas"]["Level"];
                data_sistem?: components["schemas"]["Level"];
                kelas_kuliah?: components["schemas"]["Level"];
                konfigurasi?: components["schemas"]["Level"];
                laporan?: components["schemas"]["Level"];
                pengumuman?: components["schemas"]["Level"];
            };
            role: components["schemas"]["Role"];
            username: string;
        };
        Verifikator: {
            nama: string;
            username: string;
        };
        VidconDetail: {
            aplikasi: components["schemas"]["AplikasiVidcon"];
            /**
             * @description When attendance is required (online and mixed meetings): start plus
             *     the tolerance; joining later is late. UTC.
             */
            batas_hadir?: string | null;
            catatan: string;
            /** @description Every join, for teachers and operators; empty for students. */
            daftar_join_detail: components["schemas"]["JoinDetail"][];
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            id_kelas_kuliah: number;
            /** Format: int64 */
            id_pertemuan: number;
            /** @description The caller's own join. */
            join_saya?: components["schemas"]["JoinVidcon"] | null;
            judul: string;
            /**
             * Format: int64
             * @description The class's participants.
             */
            jumlah_peserta: number;
            /**
             * Format: int64
             * @description Participants who joined.
             */
            jumlah_peserta_join: number;
            link: string;
            /** @description From the current time. */
            status: components["schemas"]["StatusWaktu"];
            waktu_mulai: string;
            waktu_selesai: string;
        };
        /** @description The vidcon form (spec 3 §7 'Vidcon create or edit'). */
        VidconSimpan: {
            aplikasi?: components["schemas"]["AplikasiVidcon"] | null;
            /** @default  */
            catatan: string;
            /**
             * Format: int64
             * @description Required (operators pick it; a lecturer sends the current meeting).
             */
            id_pertemuan?: number | null;
            judul: string;
            link: string;
            /** @description ISO 8601 with offset. */
            waktu_mulai?: string | null;
            waktu_selesai?: string | null;
        };
    };
    responses: {
        /** @description Galat */
        Galat: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Permintaan tidak valid */
        Galat400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Tidak terautentikasi (sesi tidak ada, tidak valid, atau kredensial salah) */
        Galat401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Akses ditolak (hak akses, atau header college-id tidak ada/tidak sesuai) */
        Galat403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Tidak ditemukan */
        Galat404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Badan permintaan terlalu besar */
        Galat413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Tidak dapat diproses (aturan yang tidak dapat dinyatakan skema, dengan pesannya) */
        Galat422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Terlalu banyak percobaan */
        Galat429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Kesalahan server */
        Galat500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_bank_soal: {
        parameters: {
            query?: {
                mata_kuliah?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                prodi_matkul?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse10"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_bank_soal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankSoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_bank_soal_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_bank_soal_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankSoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_bank_soal_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_bank_soal_id_duplikat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankSoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_bank_soal_id_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_bank_soal_id_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_bank_soal_id_soal_id_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_soal: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_bank_soal_id_soal_id_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_soal: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_bank_soal_id_soal_salin_ujian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalinSoalUjian"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankSoalDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_bank_soal_template_jenis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jenis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_bank_soal_ujian_sumber: {
        parameters: {
            query: {
                id_kelas_kuliah: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UjianSumber"][];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_bantuan: {
        parameters: {
            query?: {
                q?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BantuanHalaman"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_events: {
        parameters: {
            query: {
                stream: "sistem";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["SseEvent"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_events_kehadiran_mahasiswa: {
        parameters: {
            query: {
                id_pertemuan: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["SseEvent"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_events_ujian_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["SseEvent"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_forum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForumSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_forum_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_forum_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForumSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_forum_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_forum_id_keaktifan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarKeaktifan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_forum_id_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarPost"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_forum_id_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumPost"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_impor_akademik_jenis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jenis: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImporAkademikForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pratinjau"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_impor_akademik_jenis_pratinjau: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jenis: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImporAkademikForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pratinjau"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_impor_akademik_jenis_template: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jenis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_dosen: {
        parameters: {
            query?: {
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse16"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_dosen_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarKehadiranPengajar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_dosen_id_idDosen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idDosen: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KehadiranPengajarPertemuan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_kehadiran_dosen_id_dosen_idDosen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idDosen: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KehadiranPengajarSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KehadiranPengajarPertemuan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_dosen_id_me: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KehadiranPengajarPertemuan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa: {
        parameters: {
            query?: {
                id_jenis_kelas?: (number | null) | string;
                id_mata_kuliah?: (number | null) | string;
                id_prodi?: (number | null) | string;
                jenis_tugas?: ("" | "individu" | "kelompok" | null) | string;
                jenis_ujian?: ("" | "kuis" | "uts" | "uas" | "remedial" | null) | string;
                mode_kuliah?: (components["schemas"]["ModeKuliah"] | null) | string;
                nama_kelas?: (string | null) | string;
                nomor_pertemuan?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
                status?: (components["schemas"]["SaringStatusKelas"] | null) | string;
                waktu_akhir?: ((string) | null) | string;
                waktu_awal?: ((string) | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse15"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_export_excel: {
        parameters: {
            query?: {
                id_jenis_kelas?: (number | null) | string;
                id_mata_kuliah?: (number | null) | string;
                id_prodi?: (number | null) | string;
                jenis_tugas?: ("" | "individu" | "kelompok" | null) | string;
                jenis_ujian?: ("" | "kuis" | "uts" | "uas" | "remedial" | null) | string;
                mode_kuliah?: (components["schemas"]["ModeKuliah"] | null) | string;
                nama_kelas?: (string | null) | string;
                nomor_pertemuan?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
                status?: (components["schemas"]["SaringStatusKelas"] | null) | string;
                waktu_akhir?: ((string) | null) | string;
                waktu_awal?: ((string) | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_kehadiran_mahasiswa_hitung_persentase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HitungPersentase"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsesKehadiran"][];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_jenis_presensi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JenisPresensi"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_kelas_kuliah_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RekapKehadiran"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_kelas_kuliah_id_export_excel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_kelas_kuliah_idKelas_pertemuan_idPertemuan_me: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idKelas: number;
                idPertemuan: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KehadiranMahasiswa"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_kelas_kuliah_idKelas_pertemuan_idPertemuan_nim_nim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idKelas: number;
                idPertemuan: number;
                nim: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KehadiranMahasiswa"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_pertemuan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarKehadiranMahasiswa"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_kehadiran_mahasiswa_pertemuan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresensiSimpanSemua"];
            };
        };
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_kehadiran_mahasiswa_pertemuan_id_hitung_ulang: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsesKehadiran"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_kehadiran_mahasiswa_pertemuan_id_mahasiswa_idMahasiswa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idMahasiswa: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HadirSimpan"];
            };
        };
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kehadiran_mahasiswa_pertemuan_id_qr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrKehadiran"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_kehadiran_mahasiswa_pertemuan_id_qr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QrScan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KehadiranMahasiswa"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kelas_kuliah: {
        parameters: {
            query?: {
                id_jenis_kelas?: (number | null) | string;
                id_mata_kuliah?: (number | null) | string;
                id_prodi?: (number | null) | string;
                jenis_tugas?: ("" | "individu" | "kelompok" | null) | string;
                jenis_ujian?: ("" | "kuis" | "uts" | "uas" | "remedial" | null) | string;
                mode_kuliah?: (components["schemas"]["ModeKuliah"] | null) | string;
                nama_kelas?: (string | null) | string;
                nomor_pertemuan?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
                status?: (components["schemas"]["SaringStatusKelas"] | null) | string;
                waktu_akhir?: ((string) | null) | string;
                waktu_awal?: ((string) | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_kelas_kuliah_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BannerUpload"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerResponse"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kelas_kuliah_id_banner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kelas_kuliah_id_bap: {
        parameters: {
            query?: {
                id_pengajar?: (number | null) | string;
                include_laporan_kelas?: (boolean | null) | string;
                include_laporan_pertemuan_detail?: (boolean | null) | string;
                include_tanda_tangan?: (boolean | null) | string;
                laporan_saya?: (boolean | null) | string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BapLaporan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kelas_kuliah_id_bap_unduh: {
        parameters: {
            query?: {
                id_pengajar?: (number | null) | string;
                include_laporan_kelas?: (boolean | null) | string;
                include_laporan_pertemuan_detail?: (boolean | null) | string;
                include_tanda_tangan?: (boolean | null) | string;
                laporan_saya?: (boolean | null) | string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_kelas_kuliah_id_jabatan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JabatanRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KelasDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_kelas_kuliah_id_ketua_kelas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KetuaKelasRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KetuaKelasResponse"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_kelas_kuliah_bap_unduh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BapArsipRequest"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BapJob"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kelas_kuliah_bap_unduh_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BapJob"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_kelas_kuliah_bap_unduh_job_berkas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_konfigurasi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KonfigurasiPage"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_konfigurasi_keyword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyword: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KonfigurasiSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KonfigurasiItem"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_log_aktivitas: {
        parameters: {
            query?: {
                id_kelas?: (number | null) | string;
                id_pertemuan?: (number | null) | string;
                id_user?: (number | null) | string;
                ip_address?: (string | null) | string;
                jenis_aktivitas?: (string | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                role?: (components["schemas"]["Role"] | null) | string;
                search?: (string | null) | string;
                username?: (string | null) | string;
                waktu_akhir?: (string | null) | string;
                waktu_awal?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse18"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_log_aktivitas_export_excel: {
        parameters: {
            query?: {
                id_kelas?: (number | null) | string;
                id_pertemuan?: (number | null) | string;
                id_user?: (number | null) | string;
                ip_address?: (string | null) | string;
                jenis_aktivitas?: (string | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                role?: (components["schemas"]["Role"] | null) | string;
                search?: (string | null) | string;
                username?: (string | null) | string;
                waktu_akhir?: (string | null) | string;
                waktu_awal?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_log_aktivitas_jenis_aktivitas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JenisLog"][];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_log_aktivitas_keluar_ke_sikad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_log_aktivitas_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_log_aktivitas_me: {
        parameters: {
            query?: {
                id_kelas?: (number | null) | string;
                id_pertemuan?: (number | null) | string;
                id_user?: (number | null) | string;
                ip_address?: (string | null) | string;
                jenis_aktivitas?: (string | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                role?: (components["schemas"]["Role"] | null) | string;
                search?: (string | null) | string;
                username?: (string | null) | string;
                waktu_akhir?: (string | null) | string;
                waktu_awal?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse18"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_login_akun_lain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AkunLainRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_login_akun_lain_kembali: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_materi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MateriSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MateriDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_materi_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MateriDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_materi_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MateriSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MateriDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_materi_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_materi_id_akses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AksesRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AksesMateri"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_materi_salin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MateriSalin"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MateriSalinHasil"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_nilai_kelas_kuliah: {
        parameters: {
            query?: {
                id_jenis_kelas?: (number | null) | string;
                id_mata_kuliah?: (number | null) | string;
                id_prodi?: (number | null) | string;
                jenis_tugas?: ("" | "individu" | "kelompok" | null) | string;
                jenis_ujian?: ("" | "kuis" | "uts" | "uas" | "remedial" | null) | string;
                mode_kuliah?: (components["schemas"]["ModeKuliah"] | null) | string;
                nama_kelas?: (string | null) | string;
                nomor_pertemuan?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
                status?: (components["schemas"]["SaringStatusKelas"] | null) | string;
                waktu_akhir?: ((string) | null) | string;
                waktu_awal?: ((string) | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse17"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_nilai_kelas_kuliah_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RekapNilai"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_nilai_kelas_kuliah_id_aktivitas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AktivitasPilihan"][];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_nilai_kelas_kuliah_id_export_excel: {
        parameters: {
            query?: {
                forum?: (boolean | null) | string;
                kuis?: (boolean | null) | string;
                sikad_berbobot?: (boolean | null) | string;
                sikad_nol?: (boolean | null) | string;
                tugas?: (boolean | null) | string;
                uas?: (boolean | null) | string;
                uts?: (boolean | null) | string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_nilai_kelas_kuliah_id_komponen_idKomponen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKomponen: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KomponenKelas"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_nilai_kelas_kuliah_id_komponen_idKomponen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKomponen: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KomponenSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderSikad"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_nilai_kelas_kuliah_id_komponen_idKomponen: {
        parameters: {
            query?: {
                konfirmasi?: (boolean | null) | string;
            };
            header?: never;
            path: {
                id: number;
                idKomponen: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderSikad"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_operator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorHalaman"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_operator_id_hak_akses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HakAksesOperator"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorBaris"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pengaturan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data3"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_pengaturan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PengaturanIsi"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengaturanIsi"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pengaturan_halaman: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengaturanHalaman"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pengaturan_integrasi_nilai_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrasiNilai"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pengaturan_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data4"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_pengerjaan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_pengerjaan_id_pengurangan_nilai: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PenguranganNilaiSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengerjaanBaris"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pengumuman: {
        parameters: {
            query?: {
                page?: (number | null) | string;
                per_page?: (number | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse9"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pertemuan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PertemuanUbah"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_pertemuan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PertemuanSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PertemuanUbah"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_pertemuan_id_aktivitas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PertemuanPageData"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_pertemuan_id_end: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_pertemuan_id_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_pertemuan_cek_bentrok: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CekBentrok"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HasilBentrok"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ruangan: {
        parameters: {
            query?: {
                availability_end?: ((string) | null) | string;
                availability_start?: ((string) | null) | string;
                id_kelas_kuliah?: (number | null) | string;
                id_pertemuan?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarRuangan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_sesi_kuliah: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarSesi"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_sinkron_jenis: {
        parameters: {
            query?: {
                uji?: (boolean | null) | string;
            };
            header?: never;
            path: {
                jenis: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SinkronBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HasilSinkron"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_tautan_aktivasi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TautanAktivasiForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_teks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeksSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeksDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_teks_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeksSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeksDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_teks_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_token_integrasi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenIntegrasiInfo"][];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_token_integrasi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenIntegrasiForm"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenBaru"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_token_integrasi_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_tugas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TugasSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TugasDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_tugas_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TugasDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_tugas_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TugasSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TugasDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_tugas_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_tugas_id_kelompok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarKelompok"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_tugas_id_kelompok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KelompokSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KelompokTugas"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_tugas_id_kelompok_id_kelompok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_kelompok: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KelompokSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KelompokTugas"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_tugas_id_kelompok_id_kelompok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_kelompok: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_tugas_id_kelompok_id_kelompok_anggota_id_mahasiswa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_kelompok: number;
                id_mahasiswa: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KelompokTugas"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_tugas_id_kelompok_id_kelompok_anggota_id_mahasiswa_ketua: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_kelompok: number;
                id_mahasiswa: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KelompokTugas"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_tugas_id_pengerjaan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarPengerjaan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_tugas_id_pengerjaan_id_mahasiswa_nilai: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                id_mahasiswa: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NilaiRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengerjaanPeserta"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_tugas_id_pengumpulan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PengumpulanSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pengumpulan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian: {
        parameters: {
            query?: {
                exclude_id_kelas_kuliah?: (number | null) | string;
                id_mata_kuliah?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse14"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UjianSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UjianDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UjianDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UjianSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UjianDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_ujian_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_id_kelompok_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KelompokSoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id_kelompok_soal_idKelompok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KelompokSoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_ujian_id_kelompok_soal_idKelompok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_id_kelompok_soal_idKelompok_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id_kelompok_soal_idKelompok_soal_idSoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
                idSoal: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_ujian_id_kelompok_soal_idKelompok_soal_idSoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
                idSoal: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_id_kelompok_soal_idKelompok_soal_dari_bank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoalDariBank"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id_nilai_publishing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NilaiPublishing"];
            };
        };
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengerjaanDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_idMahasiswa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idMahasiswa: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengerjaanDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_idMahasiswa_perhitungan_nilai: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idMahasiswa: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerhitunganNilai"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id_pengerjaan_idPengerjaan_kelompok_soal_idKelompok_soal_idSoal_nilai: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idKelompok: number;
                idPengerjaan: number;
                idSoal: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NilaiSoalSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengerjaanBaris"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_export_excel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_jawaban_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatistikSoal"][];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_me: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PengerjaanSaya"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id_pengerjaan_me_jawaban_idSoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idSoal: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JawabanSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JawabanTersimpan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_ujian_id_pengerjaan_me_jawaban_idSoal_berkas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                idSoal: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BerkasJawabanSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BerkasJawabanTersimpan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_id_pengerjaan_me_pelanggaran: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PelanggaranSimpan"];
            };
        };
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_id_pengerjaan_me_selesai: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LembarUjian"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_me_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LembarUjian"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_pengerjaan_no_pengerjaan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TanpaPengerjaan"][];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_id_pengerjaan_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LembarUjian"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_perhitungan_nilai: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerhitunganNilai"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_ujian_id_soal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoalUjianDaftar"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_ujian_salin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UjianSalin"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UjianDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_lms_vidcon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VidconSimpan"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VidconDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_vidcon_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VidconDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_vidcon_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VidconSimpan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VidconDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_lms_vidcon_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_vidcon_id_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinVidcon"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_lms_visitor_last_active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_lms_visitor_statistic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data8"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v0_aturan_qr_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AturanQr"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_config_keyword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyword: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data7"];
                };
            };
            400: components["responses"]["Galat400"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_configuration: {
        parameters: {
            query?: {
                keyword?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data6"];
                };
            };
            400: components["responses"]["Galat400"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_dosen_ref: {
        parameters: {
            query?: {
                id_dosen?: (number | null) | string;
                id_prodi?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                kelas_saya?: (boolean | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse7"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_dosen_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data10"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_dosen_id_periode_mengajar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data11"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_dosen_id_tahun_semester: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data11"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_jenis_kelas_ref: {
        parameters: {
            query?: {
                id_dosen?: (number | null) | string;
                id_prodi?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                kelas_saya?: (boolean | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse6"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_kegiatan: {
        parameters: {
            query?: {
                bulan?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KegiatanBulan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_label_kelas_ref: {
        parameters: {
            query?: {
                id_dosen?: (number | null) | string;
                id_prodi?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                kelas_saya?: (boolean | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse5"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_logo_perguruan_tinggi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data2"];
                };
            };
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_mahasiswa_aktif_per_periode: {
        parameters: {
            query: {
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode: number;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse8"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_mahasiswa_id_biodata_singkat_web: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data12"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_makul_ref: {
        parameters: {
            query?: {
                id_dosen?: (number | null) | string;
                id_prodi?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                kelas_saya?: (boolean | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse2"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_penandatangan_prodi_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PenandatanganProdi"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_periode_ref: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data9"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_prodi_ref: {
        parameters: {
            query?: {
                id_dosen?: (number | null) | string;
                id_prodi?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                kelas_saya?: (boolean | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse4"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_semester_akademik_berjalan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data5"];
                };
            };
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v1_sistem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Data"];
                };
            };
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_academic_makul_id_rencana_evaluasi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse12"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_academic_makul_id_rencana_pembelajaran: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse11"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_academic_matakuliah_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoMataKuliah"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_access_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            429: components["responses"]["Galat429"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_authorize_sikad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AuthorizeForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizeResponse"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_authorize_sikad_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoIdentity"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            429: components["responses"]["Galat429"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_chat_group_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrupChat"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_chat_group_id_thread: {
        parameters: {
            query?: {
                setelah?: (number | null) | string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarPesan"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_chat_group_id_thread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PesanRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PesanChat"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_chat_group_id_thread_tid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                tid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PesanChat"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_chat_group_id_thread_tid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                tid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PesanRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PesanChat"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_lms_bank_soal_id_soal_import_excel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImporForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_lms_kelas_kuliah_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KelasDetail"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_lms_kelas_kuliah_id_peserta_nim_nama: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaftarNimNama"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    put_v2_lms_mata_kuliah_id_silabus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SilabusForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoMataKuliah"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_lms_mata_kuliah_id_silabus_lampiran: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/msword": string;
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_lms_mata_kuliah_ref: {
        parameters: {
            query?: {
                id_dosen?: (number | null) | string;
                id_prodi?: (number | null) | string;
                ignore_default_pagination?: (boolean | null) | string;
                itemsPerPage?: (number | null) | string;
                kelas_saya?: (boolean | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                periode?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse3"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_lms_materi: {
        parameters: {
            query?: {
                exclude_id_kelas_kuliah?: (number | null) | string;
                id_mata_kuliah?: (number | null) | string;
                page?: (number | null) | string;
                per_page?: (number | null) | string;
                search?: (string | null) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListResponse13"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_pratinjau_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_refresh_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            429: components["responses"]["Galat429"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    post_v2_storager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UnggahForm"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BerkasInfo"];
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            413: components["responses"]["Galat413"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    delete_v2_storager: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Berhasil, tanpa isi */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_storager_id_nama: {
        parameters: {
            query?: {
                unduh?: (number | null) | string;
            };
            header?: never;
            path: {
                id: string;
                nama: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/msword": string;
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "application/vnd.ms-excel": string;
                    "application/vnd.ms-powerpoint": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.rar": string;
                    "application/zip": string;
                    "audio/aac": string;
                    "audio/mpeg": string;
                    "audio/ogg": string;
                    "audio/wav": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "video/mp4": string;
                    "video/mpeg": string;
                    "video/webm": string;
                };
            };
            400: components["responses"]["Galat400"];
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            404: components["responses"]["Galat404"];
            422: components["responses"]["Galat422"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
    get_v2_user_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["Galat401"];
            403: components["responses"]["Galat403"];
            500: components["responses"]["Galat500"];
            default: components["responses"]["Galat"];
        };
    };
}
