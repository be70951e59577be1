//! Words the screens show and the exports must show the same way.

/// 'Online', 'Offline', 'Campuran' for a class's mode or a meeting's kind
/// (stored lower case); anything else as it is.
pub fn mode_label(mode: &str) -> &str {
    match mode {
        "online" => "Online",
        "offline" => "Offline",
        "campuran" => "Campuran",
        lain => lain,
    }
}

/// 'A (Reguler)', or only the name when the class has no type (the UI's `kelasLabel`).
pub fn kelas_label(nama: &str, jenis: &str) -> String {
    if jenis.trim().is_empty() {
        nama.to_string()
    } else {
        format!("{nama} ({jenis})")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn as_the_screens_write_them() {
        assert_eq!(super::mode_label("campuran"), "Campuran");
        assert_eq!(super::mode_label("-"), "-");
        assert_eq!(super::kelas_label("A", "Reguler"), "A (Reguler)");
        assert_eq!(super::kelas_label("A", " "), "A");
    }
}
