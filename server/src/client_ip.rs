//! The caller's address for logs and login throttling. Behind a reverse proxy
//! every request comes from the proxy, so `X-Forwarded-For` is read — but only
//! when the connection comes from a proxy named in `LMS_TRUSTED_PROXIES`;
//! from anyone else the header is a client's claim and is ignored.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRef, FromRequestParts};
use axum::http::request::Parts;

use crate::state::AppState;

pub struct ClientIp(pub String);

/// Addresses or CIDR blocks (`10.0.0.1`, `10.0.0.0/8`, `fd00::/8`): the
/// trusted proxies, the campus networks of QR attendance.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Jaringan(Vec<(IpAddr, u8)>);

/// The reverse proxies whose `X-Forwarded-For` is believed.
pub type TrustedProxies = Jaringan;

impl Jaringan {
    /// Parses a comma- or space-separated list; `Err` names the bad entry.
    pub fn parse(text: &str) -> Result<Self, String> {
        let entries = text.split([',', ' ']).map(str::trim).filter(|e| !e.is_empty());
        entries
            .map(|entry| {
                let (addr, bits) = entry.split_once('/').unwrap_or((entry, ""));
                let addr: IpAddr = addr.parse().map_err(|_| entry.to_string())?;
                let max = if addr.is_ipv4() { 32 } else { 128 };
                let bits = if bits.is_empty() { max } else { bits.parse().map_err(|_| entry.to_string())? };
                if bits > max {
                    return Err(entry.to_string());
                }
                Ok((addr, bits))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Jaringan)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|(net, bits)| match (canonical(*net), ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => prefix_eq(u32::from(n).into(), u32::from(a).into(), *bits, 32),
            (IpAddr::V6(n), IpAddr::V6(a)) => prefix_eq(u128::from(n), u128::from(a), *bits, 128),
            _ => false,
        })
    }

    /// The client behind `peer`: the right-most `X-Forwarded-For` entry that
    /// is not itself a trusted proxy (each proxy appends the address it saw).
    pub fn client(&self, peer: IpAddr, forwarded_for: &[&str]) -> IpAddr {
        if !self.contains(peer) {
            return peer;
        }
        let mut chain = forwarded_for.iter().flat_map(|v| v.split(',')).map(str::trim).rev();
        let mut client = peer;
        for entry in chain.by_ref() {
            let Ok(ip) = entry.parse::<IpAddr>() else { break };
            client = ip;
            if !self.contains(ip) {
                break;
            }
        }
        canonical(client)
    }
}

fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

fn prefix_eq(net: u128, addr: u128, bits: u8, width: u32) -> bool {
    let shift = width - u32::from(bits);
    shift >= width || (net >> shift) == (addr >> shift)
}

impl<S: Send + Sync> FromRequestParts<S> for ClientIp
where
    AppState: FromRef<S>,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Some(ConnectInfo(peer)) = parts.extensions.get::<ConnectInfo<SocketAddr>>() else {
            return Ok(ClientIp(String::new()));
        };
        let state = AppState::from_ref(state);
        let forwarded: Vec<&str> = parts.headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect();
        Ok(ClientIp(state.config.trusted_proxies.client(peer.ip(), &forwarded).to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::TrustedProxies;

    fn ip(s: &str) -> std::net::IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn forwarded_for_only_from_a_trusted_proxy() {
        let proxies = TrustedProxies::parse("10.0.0.1, 192.168.0.0/16").unwrap();
        // An untrusted peer's header is ignored.
        assert_eq!(proxies.client(ip("203.0.113.9"), &["1.2.3.4"]), ip("203.0.113.9"));
        // Through the proxy: the address the proxy saw, not what the client claimed.
        assert_eq!(proxies.client(ip("10.0.0.1"), &["6.6.6.6, 198.51.100.7"]), ip("198.51.100.7"));
        // Two trusted hops.
        assert_eq!(proxies.client(ip("10.0.0.1"), &["198.51.100.7, 192.168.3.4"]), ip("198.51.100.7"));
        // No header: the proxy itself.
        assert_eq!(proxies.client(ip("10.0.0.1"), &[]), ip("10.0.0.1"));
        // Garbage stops the walk at the last good address.
        assert_eq!(proxies.client(ip("10.0.0.1"), &["x, 198.51.100.7"]), ip("198.51.100.7"));
        assert!(TrustedProxies::default().client(ip("10.0.0.1"), &["1.2.3.4"]) == ip("10.0.0.1"));
    }

    #[test]
    fn parses_addresses_and_blocks() {
        let proxies = TrustedProxies::parse("fd00::/8 127.0.0.1").unwrap();
        assert!(proxies.contains(ip("fd12::1")));
        assert!(proxies.contains(ip("::ffff:127.0.0.1")));
        assert!(!proxies.contains(ip("127.0.0.2")));
        assert_eq!(TrustedProxies::parse("10.0.0.0/33"), Err("10.0.0.0/33".into()));
        assert_eq!(TrustedProxies::parse("proxy.local"), Err("proxy.local".into()));
        assert!(TrustedProxies::parse("0.0.0.0/0").unwrap().contains(ip("8.8.8.8")));
    }
}
