//! Links people paste: web addresses only.

/// The longest link stored.
pub const LINK_MAKS: usize = 2_000;

/// A web address: http(s), or a host without a scheme (opened as http://).
/// A link without "://" is stored as written and put into `href` as it is, so
/// anything a browser reads as a scheme there (`javascript:alert(1)+'@a.b'`,
/// which parses as user info once http:// is put before it) is refused.
pub fn link_sah(link: &str) -> bool {
    if link.len() > LINK_MAKS || link.chars().any(char::is_whitespace) {
        return false;
    }
    let lengkap = if link.contains("://") {
        link.to_string()
    } else if punya_skema(link) {
        return false;
    } else {
        format!("http://{link}")
    };
    url::Url::parse(&lengkap)
        .is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some_and(|h| h.contains('.') || h == "localhost"))
}

/// Whether the start of `link` reads as a URL scheme (`name:`, as in the URL
/// standard: a letter, then letters, digits, `+`, `-` or `.`) rather than a
/// host and port (`localhost:8080/x`, which the pages open as http://).
fn punya_skema(link: &str) -> bool {
    let Some((awal, sisa)) = link.split_once(':') else { return false };
    let port = sisa.split(['/', '?', '#']).next().unwrap_or("");
    if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let mut huruf = awal.chars();
    huruf.next().is_some_and(|c| c.is_ascii_alphabetic()) && huruf.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_web_addresses() {
        assert!(link_sah("https://elearning.kampus.ac.id/a?b=1"));
        assert!(link_sah("www.youtube.com/watch?v=x"));
        assert!(!link_sah("javascript:alert(1)"));
        // Not a host with user info once http:// is added: a browser runs it as a script.
        assert!(!link_sah("javascript:alert(1)+'@a.b'"));
        assert!(!link_sah("JavaScript:alert(1)//@kampus.ac.id"));
        assert!(!link_sah("data:text/html,x@a.b"));
        assert!(!link_sah("vbscript:x@a.b"));
        assert!(!link_sah("javascript://kampus.ac.id/%0aalert(1)"));
        assert!(!link_sah("javascript:1/@a.b"));
        // A host and port without a scheme is opened as http://.
        assert!(link_sah("kampus.ac.id:8080/kuliah"));
        assert!(link_sah("localhost:8080"));
        assert!(link_sah("zoom.us/j/123?pwd=a:b"));
        assert!(!link_sah("file:///etc/passwd"));
        assert!(!link_sah("bukan link"));
    }
}
