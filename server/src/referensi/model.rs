use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::list::PageRequest;

/// A study programme as a class or a person names it: 'Teknik Informatika', 'S1'.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ProdiRingkas {
    pub nama: String,
    pub jenjang: String,
}

/// Common list query: `page`, `per_page` (up to 999999, the client asks for
/// everything that way), `ignore_default_pagination=true` for one page of all
/// rows, and a case-insensitive `search`.
#[derive(Deserialize, JsonSchema, Default, Clone, Debug)]
pub struct RefQuery {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    #[serde(rename = "itemsPerPage")]
    pub items_per_page: Option<i64>,
    pub ignore_default_pagination: Option<bool>,
    pub search: Option<String>,
    pub id_prodi: Option<i64>,
    pub periode: Option<i64>,
    pub id_dosen: Option<i64>,
    /// `/v1/makul_ref`: only the courses of the caller's own classes (taught, attended, or in
    /// the operator's scope), of `periode` when given: the class filter's options.
    pub kelas_saya: Option<bool>,
}

impl RefQuery {
    pub const PER_PAGE_DEFAULT: i64 = 10;
    pub const PER_PAGE_MAX: i64 = 999_999;

    /// The page asked for: `ignore_default_pagination` is one page of every row.
    pub fn halaman(&self) -> PageRequest {
        if self.ignore_default_pagination == Some(true) {
            return PageRequest::new(Some(1), Some(Self::PER_PAGE_MAX), Self::PER_PAGE_DEFAULT, Self::PER_PAGE_MAX);
        }
        PageRequest::new(self.page, self.per_page.or(self.items_per_page), Self::PER_PAGE_DEFAULT, Self::PER_PAGE_MAX)
    }
}

/// `/v1/mahasiswa_aktif_per_periode`: the list query with its period required.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct MahasiswaAktifQuery {
    pub periode: i64,
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    #[serde(rename = "itemsPerPage")]
    pub items_per_page: Option<i64>,
    pub ignore_default_pagination: Option<bool>,
    pub search: Option<String>,
}

impl From<MahasiswaAktifQuery> for RefQuery {
    fn from(q: MahasiswaAktifQuery) -> Self {
        RefQuery {
            page: q.page,
            per_page: q.per_page,
            items_per_page: q.items_per_page,
            ignore_default_pagination: q.ignore_default_pagination,
            search: q.search,
            periode: Some(q.periode),
            ..RefQuery::default()
        }
    }
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct MakulRef {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub id_prodi: i64,
    pub prodi: ProdiRingkas,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct MakulSingkat {
    pub id: i64,
    pub kode: String,
    pub nama: String,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct ProdiRef {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub jenjang: String,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct LabelKelas {
    pub nama: String,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct JenisKelasRef {
    pub id: i64,
    pub nama: String,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct DosenRef {
    pub id_dosen: i64,
    pub nidn: String,
    pub gelar_depan: String,
    pub nama: String,
    pub gelar_akademik: String,
    pub nama_lengkap: String,
    pub email: String,
    pub prodi: ProdiRingkas,
    pub avatar_url: Option<String>,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct MahasiswaRef {
    pub id: i64,
    pub nim: String,
    pub nama: String,
    pub angkatan: i64,
    pub email: String,
    pub prodi: ProdiRingkas,
    pub avatar_url: Option<String>,
}

/// A period a lecturer teaches in.
#[derive(Serialize, JsonSchema, Clone, Debug)]
#[allow(non_snake_case)]
pub struct TahunSemester {
    pub kode: i64,
    pub tahun: i64,
    pub semester: i64,
    /// 'Ganjil' | 'Genap' | 'SP Ganjil' | 'SP Genap'
    pub jenisSemester: String,
    pub nama: String,
}
