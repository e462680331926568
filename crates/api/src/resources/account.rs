//! `GET /v1/me`.

use crate::client::Client;
use crate::error::Error;
use crate::execute::Call;
use crate::models::{self, AccountEnvelope};

/// The caller's account.
#[derive(Clone, Copy)]
pub struct Account<'a> {
    client: &'a Client,
}

impl<'a> Account<'a> {
    pub(crate) fn new(client: &'a Client) -> Self {
        Account { client }
    }

    /// The account, with its credit balance.
    pub async fn get(self) -> Result<models::Account, Error> {
        let envelope: AccountEnvelope = self.client.call(Call::get("account", "v1/me")).await?;
        Ok(envelope.user)
    }
}
