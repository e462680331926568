//! The account (interface 2.4): the credit balance, and whatever else the service sends.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The caller's account, as `GET /v1/me` reports it under `user`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Account {
    /// Current credit balance (a number; not necessarily an integer).
    pub api_credits: f64,
    /// The fields the interface does not show, kept as sent.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct AccountEnvelope {
    pub user: Account,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn keeps_unshown_fields() {
        let envelope: AccountEnvelope =
            serde_json::from_value(json!({"user": {"apiCredits": 1000, "email": "a@b.c"}})).unwrap();
        assert_eq!(envelope.user.api_credits, 1000.0);
        assert_eq!(envelope.user.other["email"], "a@b.c");
        assert!(serde_json::from_value::<AccountEnvelope>(json!({"user": {}})).is_err());
    }
}
