//! `voices`: the public catalogue, one page or all of it, filtered. Every voice seen is cached in
//! the ledger (so `dub` can name its output without asking again). Also finds a voice's name for
//! `dub`.

use dubdeck_api::{PublicVoice, Uuid, VoiceQuery};
use futures::TryStreamExt;

use crate::cli::VoicesArgs;
use crate::error::{CliError, code};
use crate::report::json_line;
use crate::session::Session;

fn query(args: &VoicesArgs) -> VoiceQuery {
    VoiceQuery {
        search: args.search.clone(),
        genres: args.genre.clone(),
        languages: args.language.clone(),
        styles: args.style.clone(),
        limit: args.limit,
        cursor: args.cursor.clone(),
    }
}

fn join<T: AsRef<str>>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|i| i.as_ref().to_owned())
        .collect::<Vec<_>>()
        .join(",")
}

fn show(session: &Session, voice: &PublicVoice) {
    if session.json {
        json_line(voice);
    } else {
        println!(
            "{}  {}  [{}] [{}] [{}]",
            voice.id,
            voice.name,
            join(voice.languages.iter().map(|l| l.as_str())),
            join(voice.genres.iter().map(|g| g.as_str())),
            join(voice.styles.iter().map(|s| s.as_str())),
        );
    }
}

async fn cache(session: &Session, voices: &[PublicVoice]) {
    let rows: Vec<(Uuid, serde_json::Value)> = voices
        .iter()
        .filter_map(|v| serde_json::to_value(v).ok().map(|j| (v.id, j)))
        .collect();
    // A cache: failing to write it must not fail the listing.
    let _ = session
        .app
        .ledger()
        .call(move |l| l.catalogue().put_many(&rows))
        .await;
}

pub async fn list(session: &Session, args: &VoicesArgs) -> Result<u8, CliError> {
    let client = session.app.client().await?;
    let query = query(args);
    if args.all {
        let mut pages = std::pin::pin!(client.public_voices().pages(query));
        let mut count = 0usize;
        while let Some(page) = pages.try_next().await? {
            for voice in &page.items {
                show(session, voice);
            }
            count += page.items.len();
            cache(session, &page.items).await;
        }
        if session.json {
            json_line(&serde_json::json!({ "summary": { "count": count, "nextCursor": null } }));
        } else {
            eprintln!("{count} voices.");
        }
    } else {
        let page = client.public_voices().list(&query).await?;
        for voice in &page.items {
            show(session, voice);
        }
        cache(session, &page.items).await;
        if session.json {
            json_line(
                &serde_json::json!({ "summary": { "count": page.items.len(), "nextCursor": page.next_cursor } }),
            );
        } else if let Some(cursor) = &page.next_cursor {
            eprintln!("More voices: add --cursor {cursor} (or --all).");
        }
    }
    Ok(code::DONE)
}

/// The name of voice `id` for the job row and the output file: a custom voice of this library, or
/// a public voice seen before. The catalogue is never walked for it: an unknown voice is named by
/// its id, and the service decides whether it may be used when the dub is created (a custom voice
/// trained on another machine works).
pub async fn voice_name(session: &Session, id: Uuid) -> Result<String, CliError> {
    let known = session
        .app
        .ledger()
        .call(move |l| {
            if let Some(v) = l.voices().get(id)? {
                return Ok(Some(v.name));
            }
            Ok(l.catalogue()
                .get(id)?
                .and_then(|e| e.json.get("name").and_then(|n| n.as_str()).map(str::to_owned)))
        })
        .await?;
    Ok(known.unwrap_or_else(|| format!("voice {}", &id.to_string()[..8])))
}
