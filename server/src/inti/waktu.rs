//! Where an activity stands in its time window, and the document's shape of
//! a filter's date-time.

use schemars::JsonSchema;

/// The schema of the activity log's range (`log_aktivitas::riwayat::waktu_filter`):
/// ISO with a zone, or without one ('YYYY-MM-DDTHH:MM[:SS]', 'DD/MM/YYYY[ JJ:MM]',
/// read in the college's zone), or empty. A date in the right shape that does
/// not exist (31/02/2026) is refused with 422 and the forms to use.
pub struct WaktuSaring;

impl JsonSchema for WaktuSaring {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "WaktuSaring".into()
    }
    fn inline_schema() -> bool {
        true
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "pattern": "^ *([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}((\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2}))?)?|[0-9]{2}/[0-9]{2}/[0-9]{4}( [0-9]{2}:[0-9]{2})?)? *$"
        })
    }
}

/// The schema of a filter's date-time: ISO, or empty (no bound; a form sent
/// without scripts carries its empty fields).
pub struct WaktuAtauKosong;

impl JsonSchema for WaktuAtauKosong {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "WaktuAtauKosong".into()
    }
    fn inline_schema() -> bool {
        true
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({"anyOf": [{"type": "string", "format": "date-time"}, {"type": "string", "maxLength": 0}]})
    }
}

crate::kode_domain! {
    /// Where something with a start and an end stands: a meeting (stored), an
    /// activity (from its times, [`status_waktu`]).
    pub enum StatusWaktu {
        BelumDimulai = "belum_dimulai",
        Berlangsung = "berlangsung",
        Selesai = "selesai",
    }
}

/// Where the window `mulai`..`selesai` stands at `now` (all UTC text, comparable).
pub fn status_waktu(mulai: &str, selesai: &str, now: &str) -> StatusWaktu {
    if now < mulai {
        StatusWaktu::BelumDimulai
    } else if now < selesai {
        StatusWaktu::Berlangsung
    } else {
        StatusWaktu::Selesai
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn before_during_after() {
        let s = |now| super::status_waktu("2026-01-01T08:00:00Z", "2026-01-01T10:00:00Z", now);
        assert_eq!(s("2026-01-01T07:59:59Z").as_str(), "belum_dimulai");
        assert_eq!(s("2026-01-01T08:00:00Z").as_str(), "berlangsung");
        assert_eq!(s("2026-01-01T10:00:00Z").as_str(), "selesai");
    }
}
