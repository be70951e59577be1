//! Giving memory back to the operating system after big work (issue 17).
//!
//! glibc's malloc keeps freed memory for reuse, and its mmap threshold grows with
//! each large block freed, so after one BAP archive (80 typeset PDFs) or a burst of
//! logins (argon2 takes ~19 MiB per check) the process stayed at 500+ MB for good.
//! A fixed threshold sends blocks of 1 MiB and more straight to mmap, which returns
//! them on free; `kembalikan` empties typst's memo caches and trims the heaps.

/// Blocks from this size on are mapped on their own and returned when freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const AMBANG_MMAP: libc::c_int = 1 << 20;

/// Called once when the server starts.
pub fn atur_alokator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a global allocator parameter; glibc takes its own lock.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, AMBANG_MMAP);
    }
}

/// After a typesetting job: drops typst's memoized layouts and returns free heap pages.
pub fn kembalikan() {
    typst::comemo::evict(0);
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory at the top of each arena.
    unsafe {
        libc::malloc_trim(0);
    }
}
