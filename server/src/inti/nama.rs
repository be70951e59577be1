//! People's names as the campus writes them.

/// 'Dr. Budi Santoso, M.Kom.' from its parts, skipping empty ones.
pub fn nama_bergelar(gelar_depan: &str, nama: &str, gelar_akademik: &str) -> String {
    let mut out = String::new();
    if !gelar_depan.trim().is_empty() {
        out.push_str(gelar_depan.trim());
        out.push(' ');
    }
    out.push_str(nama);
    if !gelar_akademik.trim().is_empty() {
        out.push_str(", ");
        out.push_str(gelar_akademik.trim());
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn titles() {
        assert_eq!(super::nama_bergelar("Dr.", "Budi", "M.Kom."), "Dr. Budi, M.Kom.");
        assert_eq!(super::nama_bergelar("", "Budi", ""), "Budi");
        // Stored titles with stray spaces print once, as the BAP and attendance copies did not.
        assert_eq!(super::nama_bergelar(" Dr. ", "Budi", " M.Kom. "), "Dr. Budi, M.Kom.");
    }
}
