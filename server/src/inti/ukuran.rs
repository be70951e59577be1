//! File sizes as people read them, and the files people hand in.

/// Documents, archives and images a lecturer or student hands in: task files
/// and hand-ins, an exam's answer-key files.
pub const EKSTENSI_DOKUMEN: &[&str] = &["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar", "png", "jpg", "jpeg"];

/// 'Ukuran maksimal {size}' with spec 3 §5's units (B, KB, MB; MB = 1,000,000 bytes).
pub fn ukuran_label(bytes: i64) -> String {
    let b = bytes as f64;
    let (nilai, satuan) = if b >= 1e6 {
        (b / 1e6, "MB")
    } else if b >= 1e3 {
        (b / 1e3, "KB")
    } else {
        (b, "B")
    };
    let teks = format!("{nilai:.2}");
    let teks = teks.trim_end_matches('0').trim_end_matches('.');
    format!("{} {satuan}", teks.replace('.', ","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_labels_use_decimal_units() {
        assert_eq!(ukuran_label(20_000_000), "20 MB");
        assert_eq!(ukuran_label(1_500), "1,5 KB");
        assert_eq!(ukuran_label(999), "999 B");
    }
}
