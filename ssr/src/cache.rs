//! Render cache: the same `(url, props)` renders to the same HTML, so a page
//! whose data has not changed is not rendered again. Keys are 128-bit hashes of
//! the inputs; entries are evicted least-recently-used.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::Mutex;

pub struct RenderCache {
    capacity: usize,
    seeds: (std::collections::hash_map::RandomState, std::collections::hash_map::RandomState),
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    tick: u64,
    entries: HashMap<(u64, u64), (u64, String)>,
}

impl RenderCache {
    pub fn new(capacity: usize) -> Self {
        Self { capacity, seeds: Default::default(), inner: Mutex::new(Inner::default()) }
    }

    fn key(&self, url: &str, props: &str) -> (u64, u64) {
        let hash = |seed: &std::collections::hash_map::RandomState| {
            let mut h = seed.build_hasher();
            h.write(url.as_bytes());
            h.write_u8(0);
            h.write(props.as_bytes());
            h.finish()
        };
        (hash(&self.seeds.0), hash(&self.seeds.1))
    }

    pub fn get(&self, url: &str, props: &str) -> Option<String> {
        if self.capacity == 0 {
            return None;
        }
        let key = self.key(url, props);
        let mut inner = self.inner.lock().unwrap();
        inner.tick += 1;
        let tick = inner.tick;
        inner.entries.get_mut(&key).map(|(used, html)| {
            *used = tick;
            html.clone()
        })
    }

    pub fn put(&self, url: &str, props: &str, html: &str) {
        if self.capacity == 0 {
            return;
        }
        let key = self.key(url, props);
        let mut inner = self.inner.lock().unwrap();
        if inner.entries.len() >= self.capacity && !inner.entries.contains_key(&key) {
            let oldest = inner.entries.iter().min_by_key(|(_, (used, _))| *used).map(|(k, _)| *k);
            if let Some(oldest) = oldest {
                inner.entries.remove(&oldest);
            }
        }
        inner.tick += 1;
        let tick = inner.tick;
        inner.entries.insert(key, (tick, html.to_owned()));
    }

    pub fn len(&self) -> usize {
        self.inner.lock().unwrap().entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evicts_least_recently_used() {
        let cache = RenderCache::new(2);
        cache.put("/a", "{}", "A");
        cache.put("/b", "{}", "B");
        assert_eq!(cache.get("/a", "{}").as_deref(), Some("A"));
        cache.put("/c", "{}", "C");
        assert_eq!(cache.get("/b", "{}"), None, "b was least recently used");
        assert_eq!(cache.get("/a", "{}").as_deref(), Some("A"));
        assert_eq!(cache.get("/c", "{}").as_deref(), Some("C"));
    }

    #[test]
    fn props_are_part_of_the_key() {
        let cache = RenderCache::new(4);
        cache.put("/a", "{\"x\":1}", "one");
        assert_eq!(cache.get("/a", "{\"x\":2}"), None);
    }

    #[test]
    fn zero_capacity_disables() {
        let cache = RenderCache::new(0);
        cache.put("/a", "{}", "A");
        assert!(cache.get("/a", "{}").is_none());
    }
}
