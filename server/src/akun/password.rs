//! Password hashing with argon2id (PHC string stored in users.password_hash).

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// Cost parameters: ~19 MiB, 2 passes (OWASP's argon2id baseline).
fn argon2() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::new(19 * 1024, 2, 1, None).expect("params"))
}

/// The password field of an account that has no password yet (the academic import): no
/// password verifies against it (it is not a PHC string); its activation link sets the first.
pub const SANDI_BELUM_ADA: &str = "!impor";

/// The rule of a password a person chooses: 8 to 128 characters, not the username.
pub fn periksa_sandi_baru(username: &str, sandi: &str, ulangi: &str) -> crate::error::AppResult<()> {
    use crate::error::AppError;
    let n = sandi.chars().count();
    if !(8..=128).contains(&n) {
        return Err(AppError::unprocessable("Password paling sedikit 8 dan paling banyak 128 karakter."));
    }
    if sandi.eq_ignore_ascii_case(username) {
        return Err(AppError::unprocessable("Password tidak boleh sama dengan username."));
    }
    if sandi != ulangi {
        return Err(AppError::unprocessable("Ulangi password tidak sama dengan password."));
    }
    Ok(())
}

pub fn hash(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    argon2().hash_password(password.as_bytes(), &salt).expect("argon2 hash").to_string()
}

pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|parsed| argon2().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// How many passwords are checked at once. Each check takes ~19 MiB and a core for ~30 ms:
/// at the start of a lecture hundreds of students sign in together, and unbounded checks would
/// take a gigabyte and every core; the rest wait their turn in the queue (fair, first come).
const VERIFIKASI_SERENTAK: usize = 2;

/// `verify` on the blocking pool, at most `VERIFIKASI_SERENTAK` at a time.
pub async fn verify_antre(password: String, stored: String) -> bool {
    static ANTREAN: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(VERIFIKASI_SERENTAK);
    let Ok(_giliran) = ANTREAN.acquire().await else { return false };
    tokio::task::spawn_blocking(move || verify(&password, &stored)).await.unwrap_or(false)
}

/// Verifying against this when the account does not exist keeps the answer
/// time the same, so timing does not reveal which usernames exist.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash("tidak-ada-akun"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn hash_and_verify() {
        let h = super::hash("demo123");
        assert!(h.starts_with("$argon2id$"));
        assert!(super::verify("demo123", &h));
        assert!(!super::verify("demo124", &h));
        assert!(!super::verify("demo123", "bukan-hash"));
    }
}
