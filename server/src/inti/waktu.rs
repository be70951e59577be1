//! Where an activity stands in its time window.

/// belum_dimulai | berlangsung | selesai at `now` (all UTC text, comparable).
pub fn status_waktu(mulai: &str, selesai: &str, now: &str) -> &'static str {
    if now < mulai {
        "belum_dimulai"
    } else if now < selesai {
        "berlangsung"
    } else {
        "selesai"
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn before_during_after() {
        let s = |now| super::status_waktu("2026-01-01T08:00:00Z", "2026-01-01T10:00:00Z", now);
        assert_eq!(s("2026-01-01T07:59:59Z"), "belum_dimulai");
        assert_eq!(s("2026-01-01T08:00:00Z"), "berlangsung");
        assert_eq!(s("2026-01-01T10:00:00Z"), "selesai");
    }
}
