//! Opaque page cursors: the position of the last voice shown, sealed with a digest of that position
//! and of the filters, so that a cursor is refused when it was altered or is used with other filters.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

const VERSION: u8 = 1;
const TAG_LEN: usize = 12;

fn tag(position: u32, fingerprint: &[u8]) -> [u8; TAG_LEN] {
    let mut h = Sha256::new();
    h.update(b"dubdeck-sim voice cursor v1\0");
    h.update(position.to_be_bytes());
    h.update(fingerprint);
    let digest = h.finalize();
    let mut out = [0u8; TAG_LEN];
    out.copy_from_slice(&digest[..TAG_LEN]);
    out
}

pub fn encode(position: u32, fingerprint: &[u8]) -> String {
    let mut bytes = Vec::with_capacity(1 + 4 + TAG_LEN);
    bytes.push(VERSION);
    bytes.extend_from_slice(&position.to_be_bytes());
    bytes.extend_from_slice(&tag(position, fingerprint));
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The position sealed in `cursor`, if it is one of ours issued for these filters.
pub fn decode(cursor: &str, fingerprint: &[u8]) -> Option<u32> {
    let bytes = URL_SAFE_NO_PAD.decode(cursor).ok()?;
    let (&version, rest) = bytes.split_first()?;
    if version != VERSION || rest.len() != 4 + TAG_LEN {
        return None;
    }
    let (pos, sealed) = rest.split_at(4);
    let position = u32::from_be_bytes(pos.try_into().ok()?);
    (tag(position, fingerprint).as_slice() == sealed).then_some(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_only_with_the_same_filters() {
        let c = encode(42, b"filters-a");
        assert_eq!(decode(&c, b"filters-a"), Some(42));
        assert_eq!(decode(&c, b"filters-b"), None);
    }

    #[test]
    fn refuses_tampering_and_garbage() {
        let c = encode(42, b"f");
        let mut bytes = URL_SAFE_NO_PAD.decode(&c).unwrap();
        bytes[4] ^= 1;
        assert_eq!(decode(&URL_SAFE_NO_PAD.encode(bytes), b"f"), None);
        for junk in ["", "!!!", "AAAA", "abc"] {
            assert_eq!(decode(junk, b"f"), None);
        }
    }
}
