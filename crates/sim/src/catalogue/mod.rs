//! The public voice catalogue: 2,400 voices generated deterministically (same ids, names and order on
//! every run), looked up by id, filtered and paged for `GET /v1/voices`.

mod cursor;
mod names;
pub mod query;

use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::avatars::AvatarFormat;
use crate::clock::format_wall;
use names::Kind;
pub use query::VoiceQuery;

/// How many public voices exist.
pub const SIZE: usize = 2_400;

/// Namespace of the voices' v5 UUIDs (a fixed value, so ids are the same on every run).
const ID_NAMESPACE: Uuid = Uuid::from_u128(0x6d1b_5f0e_2c43_4a7e_9d55_0b8e_61c2_f3a9);

macro_rules! value_set {
    ($name:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
            pub fn parse(text: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.as_str() == text)
            }
            pub fn bit(self) -> u8 {
                1 << (self as u8)
            }
            /// The values whose bits are set, in the interface's order.
            pub fn names(mask: u8) -> Vec<&'static str> {
                Self::ALL.iter().filter(|v| mask & v.bit() != 0).map(|v| v.as_str()).collect()
            }
        }
    };
}

value_set!(Language {
    English = "english",
    Spanish = "spanish",
    Korean = "korean",
    Japanese = "japanese",
    French = "french",
    Russian = "russian",
    Thai = "thai",
});
value_set!(Genre { Pop = "pop", Rap = "rap", Rock = "rock", Country = "country", Rnb = "rnb", Alternative = "alternative", Jazz = "jazz" });
value_set!(Style { Singing = "singing", Rapping = "rapping", Speaking = "speaking", Character = "character", Other = "other" });

/// One public voice (section 2.3), with its timestamps already formatted.
#[derive(Debug, Clone)]
pub struct PublicVoice {
    pub id: Uuid,
    pub name: String,
    name_lower: String,
    pub languages: u8,
    pub genres: u8,
    pub styles: u8,
    pub avatar: AvatarFormat,
    pub avatar_seed: u64,
    pub created_at: String,
    pub updated_at: String,
    created: OffsetDateTime,
}

#[derive(Debug)]
pub struct Catalogue {
    /// In listing order: newest `createdAt` first, then by id.
    voices: Vec<PublicVoice>,
    by_id: HashMap<Uuid, usize>,
}

impl Catalogue {
    pub fn generate() -> Self {
        let mut used = std::collections::HashSet::new();
        let mut voices: Vec<PublicVoice> = (0..SIZE).map(|i| voice(i, &mut used)).collect();
        voices.sort_by(|a, b| b.created.cmp(&a.created).then(a.id.cmp(&b.id)));
        let by_id = voices.iter().enumerate().map(|(pos, v)| (v.id, pos)).collect();
        Self { voices, by_id }
    }

    #[cfg(test)]
    pub fn all(&self) -> &[PublicVoice] {
        &self.voices
    }

    pub fn get(&self, id: &Uuid) -> Option<&PublicVoice> {
        self.by_id.get(id).and_then(|&pos| self.voices.get(pos))
    }

    /// One page of the voices matching `q`, and the cursor of the next page (None on the last).
    pub fn page(&self, q: &VoiceQuery) -> (Vec<&PublicVoice>, Option<String>) {
        let start = q.after.map_or(0, |pos| pos as usize + 1);
        let mut found: Vec<(usize, &PublicVoice)> = Vec::with_capacity(q.limit + 1);
        for (pos, v) in self.voices.iter().enumerate().skip(start) {
            if q.matches(v) {
                found.push((pos, v));
                if found.len() > q.limit {
                    break;
                }
            }
        }
        let more = found.len() > q.limit;
        found.truncate(q.limit);
        let next = match (more, found.last()) {
            (true, Some(&(pos, _))) => u32::try_from(pos)
                .ok()
                .map(|p| cursor::encode(p, &q.fingerprint())),
            _ => None,
        };
        (found.into_iter().map(|(_, v)| v).collect(), next)
    }
}

impl PublicVoice {
    pub fn name_lower(&self) -> &str {
        &self.name_lower
    }
}

/// Window of the catalogue's history: voices were created between these instants.
const FIRST_CREATED: i64 = 1_609_459_200; // 2021-01-01T00:00:00Z
const LAST_CREATED: i64 = 1_751_241_600; // 2025-06-30T00:00:00Z
const LAST_UPDATED: i64 = 1_767_139_200; // 2025-12-31T00:00:00Z

fn voice(index: usize, used: &mut std::collections::HashSet<String>) -> PublicVoice {
    // One seeded generator per voice: each voice depends only on its index.
    let mut rng = StdRng::seed_from_u64(0xD0B_DECC_u64.wrapping_mul(index as u64 + 1));
    let (kind, name) = unique_name(&mut rng, used);
    let id = Uuid::new_v5(
        &ID_NAMESPACE,
        format!("dubdeck-sim public voice {index}").as_bytes(),
    );

    let languages = match kind {
        Kind::Person(lang) => mask_with(&mut rng, Language::ALL.len(), Some(lang as usize)),
        _ => mask_with(&mut rng, Language::ALL.len(), None),
    };
    let genres = match kind {
        Kind::Stage => mask_with(&mut rng, Genre::ALL.len(), Some(Genre::Rap as usize)),
        Kind::Band => mask_with(&mut rng, Genre::ALL.len(), Some(Genre::Rock as usize)),
        _ => mask_with(&mut rng, Genre::ALL.len(), None),
    };
    let styles = match kind {
        Kind::Stage => mask_with(&mut rng, Style::ALL.len(), Some(Style::Rapping as usize)),
        Kind::Character => mask_with(&mut rng, Style::ALL.len(), Some(Style::Character as usize)),
        Kind::Band => mask_with(&mut rng, Style::ALL.len(), Some(Style::Singing as usize)),
        _ => mask_with(&mut rng, Style::ALL.len(), None),
    };
    let avatar = if rng.random_range(0..4) == 0 {
        AvatarFormat::Gif
    } else {
        AvatarFormat::Webp
    };

    let created_ms = rng.random_range(FIRST_CREATED * 1000..LAST_CREATED * 1000);
    let updated_ms = rng.random_range(created_ms..=LAST_UPDATED * 1000);
    let created = at_ms(created_ms);
    let updated = at_ms(updated_ms);
    PublicVoice {
        id,
        name_lower: name.to_lowercase(),
        name,
        languages,
        genres,
        styles,
        avatar,
        avatar_seed: rng.random(),
        created_at: format_wall(created),
        updated_at: format_wall(updated),
        created,
    }
}

fn at_ms(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// Names repeat rarely in a real catalogue; here a repeat is drawn again, then numbered.
fn unique_name(rng: &mut StdRng, used: &mut std::collections::HashSet<String>) -> (Kind, String) {
    let mut last = names::draw(rng);
    for _ in 0..8 {
        if used.insert(last.1.clone()) {
            return last;
        }
        last = names::draw(rng);
    }
    let mut n = 2;
    loop {
        let numbered = format!("{} {n}", last.1);
        if used.insert(numbered.clone()) {
            return (last.0, numbered);
        }
        n += 1;
    }
}

/// 1 to 3 distinct values out of `count`, always including `first` when given.
fn mask_with(rng: &mut StdRng, count: usize, first: Option<usize>) -> u8 {
    let want = rng.random_range(1..=3);
    let mut mask: u8 = first.map_or(0, |i| 1 << i);
    while (mask.count_ones() as usize) < want {
        mask |= 1 << rng.random_range(0..count);
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_is_deterministic_and_varied() {
        let (a, b) = (Catalogue::generate(), Catalogue::generate());
        assert_eq!(a.all().len(), SIZE);
        for (x, y) in a.all().iter().zip(b.all()) {
            assert_eq!(
                (x.id, &x.name, x.languages, &x.created_at),
                (y.id, &y.name, y.languages, &y.created_at)
            );
        }
        let names: std::collections::HashSet<_> = a.all().iter().map(|v| v.name.as_str()).collect();
        assert_eq!(names.len(), SIZE, "names are unique");
        let gifs = a.all().iter().filter(|v| v.avatar == AvatarFormat::Gif).count();
        assert!(
            (SIZE / 6..SIZE / 3).contains(&gifs),
            "about a quarter gifs, got {gifs}"
        );
        for v in a.all() {
            for m in [v.languages, v.genres, v.styles] {
                assert!((1..=3).contains(&m.count_ones()), "{v:?}");
            }
            assert!(v.updated_at >= v.created_at);
        }
    }

    #[test]
    fn the_listing_order_is_newest_first() {
        let c = Catalogue::generate();
        assert!(c.all().windows(2).all(|w| w[0].created >= w[1].created));
        let v = &c.all()[17];
        assert_eq!(c.get(&v.id).map(|x| &x.name), Some(&v.name));
    }
}
