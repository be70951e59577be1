//! Names people number by hand ('Kelompok 2', 'Kelompok 10') in the order a
//! person reads them: runs of digits compare as numbers, the rest without case.

use std::cmp::Ordering;

/// Natural order: 'Kelompok 2' before 'Kelompok 10', 'kelompok a' beside 'Kelompok A'.
pub fn urutan_alami(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a.chars().peekable(), b.chars().peekable());
    loop {
        match (x.peek().copied(), y.peek().copied()) {
            (None, None) => return a.cmp(b),
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(p), Some(q)) if p.is_ascii_digit() && q.is_ascii_digit() => {
                let (m, n) = (angka(&mut x), angka(&mut y));
                // Leading zeros do not count; a longer run of significant digits is larger.
                let (m, n) = (m.trim_start_matches('0'), n.trim_start_matches('0'));
                let beda = m.len().cmp(&n.len()).then_with(|| m.cmp(n));
                if beda != Ordering::Equal {
                    return beda;
                }
            }
            (Some(p), Some(q)) => {
                let beda = p.to_lowercase().cmp(q.to_lowercase());
                if beda != Ordering::Equal {
                    return beda;
                }
                x.next();
                y.next();
            }
        }
    }
}

fn angka(it: &mut std::iter::Peekable<std::str::Chars<'_>>) -> String {
    let mut s = String::new();
    while let Some(c) = it.next_if(char::is_ascii_digit) {
        s.push(c);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::urutan_alami;

    #[test]
    fn numbers_in_names_sort_as_numbers() {
        let mut nama = vec!["Kelompok 10", "Kelompok 2", "kelompok 1", "Kelompok 11", "Kelompok 02b", "Kelompok", "Kelompok 2a", "Alpha"];
        nama.sort_by(|a, b| urutan_alami(a, b));
        assert_eq!(nama, ["Alpha", "Kelompok", "kelompok 1", "Kelompok 2", "Kelompok 2a", "Kelompok 02b", "Kelompok 10", "Kelompok 11"]);
        let besar = "Kelompok 99999999999999999999999";
        assert_eq!(urutan_alami(besar, "Kelompok 100000000000000000000000"), std::cmp::Ordering::Less, "no overflow");
    }
}
