//! Accounts: who exists, which API keys belong to whom (fixed at start), and each account's credit
//! balance with the record of every charge (mutable, kept inside the registry lock).

use std::collections::HashMap;
use std::time::Instant;

use rand::Rng;
use rand::distr::Alphanumeric;
use uuid::Uuid;

use crate::{AccountSpec, SimError};

/// Index of an account in [`Directory`]; stable for the simulator's lifetime.
pub type AccountId = usize;

/// The immutable part: names and keys. Looked up on every request without taking a lock.
#[derive(Debug)]
pub struct Directory {
    names: Vec<String>,
    keys: Vec<Vec<String>>,
    by_key: HashMap<String, AccountId>,
    by_name: HashMap<String, AccountId>,
}

impl Directory {
    /// Checks the specs and builds the directory and the opening balances.
    pub fn from_specs(specs: &[AccountSpec]) -> Result<(Self, Vec<Book>), SimError> {
        let mut dir = Directory {
            names: Vec::new(),
            keys: Vec::new(),
            by_key: HashMap::new(),
            by_name: HashMap::new(),
        };
        let mut books = Vec::new();
        if specs.is_empty() {
            return Err(SimError::Config(
                "no account is configured; give at least one".into(),
            ));
        }
        for (id, spec) in specs.iter().enumerate() {
            if spec.name.is_empty() || spec.name.chars().any(char::is_control) {
                return Err(SimError::Config(format!(
                    "account name {:?} is empty or has control characters; use a plain name",
                    spec.name
                )));
            }
            if dir.by_name.insert(spec.name.clone(), id).is_some() {
                return Err(SimError::Config(format!(
                    "account {:?} is configured twice",
                    spec.name
                )));
            }
            if spec.credits < 0 {
                return Err(SimError::Config(format!(
                    "account {:?} has negative credits ({}); balances start at 0 or more",
                    spec.name, spec.credits
                )));
            }
            if spec.keys.is_empty() {
                return Err(SimError::Config(format!(
                    "account {:?} has no API key; give it one",
                    spec.name
                )));
            }
            for key in &spec.keys {
                if !is_valid_key(key) {
                    return Err(SimError::Config(format!(
                        "API key {key:?} of account {:?} is empty or has characters other than visible \
                         ASCII; keys go into an HTTP header",
                        spec.name
                    )));
                }
                if dir.by_key.insert(key.clone(), id).is_some() {
                    return Err(SimError::Config(format!(
                        "API key {key:?} is given to more than one account"
                    )));
                }
            }
            dir.names.push(spec.name.clone());
            dir.keys.push(spec.keys.clone());
            books.push(Book {
                credits: spec.credits,
                charges: Vec::new(),
            });
        }
        Ok((dir, books))
    }

    pub fn by_key(&self, key: &str) -> Option<AccountId> {
        self.by_key.get(key).copied()
    }

    pub fn by_name(&self, name: &str) -> Option<AccountId> {
        self.by_name.get(name).copied()
    }

    pub fn name(&self, id: AccountId) -> &str {
        self.names.get(id).map_or("", String::as_str)
    }

    pub fn keys(&self, id: AccountId) -> &[String] {
        self.keys.get(id).map_or(&[], Vec::as_slice)
    }
}

/// Visible ASCII only: the key travels in `Authorization: Api-Key <KEY>`.
pub fn is_valid_key(key: &str) -> bool {
    !key.is_empty() && key.bytes().all(|b| b.is_ascii_graphic())
}

/// A fresh key for the demo account.
pub fn random_key() -> String {
    let tail: String = rand::rng()
        .sample_iter(Alphanumeric)
        .take(40)
        .map(char::from)
        .collect();
    format!("dd_{tail}")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChargeKind {
    Dub,
    Voice,
}

impl ChargeKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Dub => "dub",
            Self::Voice => "voice",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Charge {
    pub kind: ChargeKind,
    pub id: Uuid,
    pub credits: i64,
    pub at: Instant,
}

/// One account's balance and charges.
#[derive(Debug)]
pub struct Book {
    pub credits: i64,
    pub charges: Vec<Charge>,
}

impl Book {
    /// Takes `credits` and records the charge, or refuses (returning the balance) when the balance is
    /// short: the balance never goes below zero.
    pub fn charge(&mut self, kind: ChargeKind, id: Uuid, credits: i64, at: Instant) -> Result<i64, i64> {
        if credits < 0 || self.credits < credits {
            return Err(self.credits);
        }
        self.credits -= credits;
        self.charges.push(Charge {
            kind,
            id,
            credits,
            at,
        });
        Ok(self.credits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_across_accounts() {
        let specs = [AccountSpec::new("a", 1, ["k"]), AccountSpec::new("b", 1, ["k"])];
        assert!(matches!(Directory::from_specs(&specs), Err(SimError::Config(_))));
    }

    #[test]
    fn keys_with_spaces_are_refused() {
        let specs = [AccountSpec::new("a", 1, ["has space"])];
        assert!(Directory::from_specs(&specs).is_err());
    }

    #[test]
    fn several_keys_share_one_account() {
        let specs = [
            AccountSpec::new("a", 1, ["k1", "k2"]),
            AccountSpec::new("b", 5, ["k3"]),
        ];
        let (dir, books) = Directory::from_specs(&specs).unwrap();
        assert_eq!(dir.by_key("k1"), dir.by_key("k2"));
        assert_eq!(dir.by_key("k3"), Some(1));
        assert_eq!(dir.by_key("nope"), None);
        assert_eq!(books[1].credits, 5);
    }

    #[test]
    fn charges_never_go_below_zero() {
        let mut book = Book {
            credits: 30,
            charges: Vec::new(),
        };
        assert_eq!(
            book.charge(ChargeKind::Dub, Uuid::nil(), 20, Instant::now()),
            Ok(10)
        );
        assert_eq!(
            book.charge(ChargeKind::Dub, Uuid::nil(), 20, Instant::now()),
            Err(10)
        );
        assert_eq!(book.charges.len(), 1);
        assert_eq!(book.credits, 10);
    }

    #[test]
    fn random_keys_are_valid_and_differ() {
        let (a, b) = (random_key(), random_key());
        assert!(is_valid_key(&a));
        assert_ne!(a, b);
    }
}
