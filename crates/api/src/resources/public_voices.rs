//! `GET /v1/voices`: one page, or a stream over every page.

use futures::{Stream, TryStreamExt, stream};

use crate::client::Client;
use crate::error::Error;
use crate::execute::Call;
use crate::models::{Page, PublicVoice, VoiceQuery};
use crate::validate;

/// The public voice catalogue.
#[derive(Clone, Copy)]
pub struct PublicVoices<'a> {
    client: &'a Client,
}

impl<'a> PublicVoices<'a> {
    pub(crate) fn new(client: &'a Client) -> Self {
        PublicVoices { client }
    }

    /// One page of voices matching `query`.
    pub async fn list(self, query: &VoiceQuery) -> Result<Page<PublicVoice>, Error> {
        validate::voice_query(query)?;
        let mut call = Call::get("list voices", "v1/voices");
        call.query = query.pairs();
        self.client.call(call).await
    }

    /// Every page from `query.cursor` (or the first) to the last, fetched as they are consumed.
    pub fn pages(
        self,
        query: VoiceQuery,
    ) -> impl Stream<Item = Result<Page<PublicVoice>, Error>> + Send + 'static {
        let client = self.client.clone();
        stream::try_unfold(Some(query), move |next| {
            let client = client.clone();
            async move {
                let Some(query) = next else { return Ok(None) };
                let page = client.public_voices().list(&query).await?;
                let following = page.next_cursor.clone().map(|cursor| VoiceQuery {
                    cursor: Some(cursor),
                    ..query
                });
                Ok(Some((page, following)))
            }
        })
    }

    /// Every voice matching `query`, across all pages.
    pub fn stream(
        self,
        query: VoiceQuery,
    ) -> impl Stream<Item = Result<PublicVoice, Error>> + Send + 'static {
        self.pages(query)
            .map_ok(|page| stream::iter(page.items.into_iter().map(Ok)))
            .try_flatten()
    }
}
