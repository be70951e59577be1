//! Numbers as reports print them.

/// `x` rounded to `desimal` places (half away from zero).
pub fn bulat(x: f64, desimal: i32) -> f64 {
    let f = 10f64.powi(desimal);
    (x * f).round() / f
}

#[cfg(test)]
mod tests {
    #[test]
    fn rounds_half_away_from_zero() {
        assert_eq!(super::bulat(66.666, 2), 66.67);
        assert_eq!(super::bulat(0.125, 2), 0.13);
        assert_eq!(super::bulat(-0.125, 2), -0.13);
    }
}
