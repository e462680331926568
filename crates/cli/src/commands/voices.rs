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
    if args.mine {
        return mine(session).await;
    }
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
        } else if count == 0 {
            eprintln!("No public voice matches these filters.");
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
        } else if page.items.is_empty() {
            eprintln!("No public voice matches these filters.");
        } else if let Some(cursor) = &page.next_cursor {
            eprintln!("More voices: add --cursor {cursor} (or --all).");
        }
    }
    Ok(code::DONE)
}

/// What a voice id looks like, for messages.
const VOICE_ID_SHAPE: &str = "a voice id looks like 971fb07e-419e-50d4-88c6-823bbb9e5771 (`dubdeck-cli voices` \
     and `dubdeck-cli voices --mine` list them); the first characters (at least 4) of a voice this \
     library has seen are enough";

/// The voice `text` names, and its name for the job row and the output file: a full id, or a
/// unique beginning of the id of a voice this library knows (a custom voice trained here, or a
/// public voice listed before). The catalogue is never walked: a full id this library has not seen
/// is used as it is, named by its id, and the service decides whether it may be used when the dub
/// is created (a custom voice trained on another machine works).
pub async fn resolve_voice(session: &Session, text: &str) -> Result<(Uuid, String), CliError> {
    let text = text.trim().to_ascii_lowercase();
    if let Ok(id) = Uuid::parse_str(&text) {
        let known = session
            .app
            .ledger()
            .call(move |l| l.library().voices_with_prefix(&id.to_string()))
            .await?;
        let name = known
            .into_iter()
            .map(|(_, name)| name)
            .find(|name| !name.is_empty())
            .unwrap_or_else(|| format!("voice {}", &id.to_string()[..8]));
        return Ok((id, name));
    }
    if text.len() < 4 || !text.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
        return Err(CliError::Usage(format!(
            "{text:?} is not a voice id: {VOICE_ID_SHAPE}."
        )));
    }
    let prefix = text.clone();
    let matches = session
        .app
        .ledger()
        .call(move |l| l.library().voices_with_prefix(&prefix))
        .await?;
    match matches.as_slice() {
        [(id, name)] => Ok((
            *id,
            if name.is_empty() {
                format!("voice {}", &id.to_string()[..8])
            } else {
                name.clone()
            },
        )),
        [] => Err(CliError::Usage(format!(
            "No voice this library has seen starts with {text:?}: {VOICE_ID_SHAPE}."
        ))),
        several => Err(CliError::Usage(format!(
            "Several voices start with {text:?} ({}); give more of the id.",
            several
                .iter()
                .map(|(id, name)| format!("{name} {id}"))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// `voices --mine`: the account's own voices, from the library (the service keeps no list).
pub async fn mine(session: &Session) -> Result<u8, CliError> {
    let voices = session.app.ledger().call(|l| l.voices().list()).await?;
    if session.json {
        for v in &voices {
            json_line(&serde_json::json!({ "id": v.id, "name": v.name, "status": v.status }));
        }
        json_line(&serde_json::json!({ "summary": { "count": voices.len() } }));
    } else if voices.is_empty() {
        eprintln!(
            "No voices of your own yet. Train one with `dubdeck-cli train --name NAME --max-minutes N FILE...`."
        );
    } else {
        for v in &voices {
            println!("{}  {}  ({})", v.id, v.name, v.status);
        }
    }
    Ok(code::DONE)
}
