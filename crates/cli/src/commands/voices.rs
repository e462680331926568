//! `voices`: the public catalogue, one page or all of it, filtered, through the core's catalogue
//! service (every voice seen is cached in the library, so `dub` can name its output and accept an
//! abbreviated id without asking again), and `voices --mine`, the account's own voices. Also
//! resolves the voice `dub` is given, without ever walking the catalogue.

use dubdeck_api::{PublicVoice, Uuid, VoiceQuery};
use dubdeck_core::pitch::VoiceRange;
use futures::TryStreamExt;

use crate::cli::VoicesArgs;
use crate::error::{CliError, code};
use crate::report::json_line;
use crate::session::Session;
use crate::words::say;

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

pub async fn list(session: &Session, args: &VoicesArgs) -> Result<u8, CliError> {
    if args.mine {
        return mine(session).await;
    }
    let query = query(args);
    if args.all {
        // Every page, each kept in the library's cache; a service that repeats a cursor ends the
        // walk with an error naming it instead of listing forever.
        let mut cards = std::pin::pin!(session.app.all_voices(query).await?);
        let mut count = 0usize;
        while let Some(card) = cards.try_next().await.map_err(listing_error)? {
            show(session, &card.voice);
            count += 1;
        }
        if session.json {
            json_line(&serde_json::json!({ "summary": { "count": count, "nextCursor": null } }));
        } else if count == 0 {
            eprintln!("{}", say!("voices-none-match"));
        } else {
            eprintln!("{}", say!("voices-count", count = count));
        }
    } else {
        let page = session.app.voices(&query).await?;
        for card in &page.voices {
            show(session, &card.voice);
        }
        if session.json {
            json_line(
                &serde_json::json!({ "summary": { "count": page.voices.len(), "nextCursor": page.next_cursor } }),
            );
        } else if page.voices.is_empty() {
            eprintln!("{}", say!("voices-none-match"));
        } else if let Some(cursor) = &page.next_cursor {
            eprintln!("{}", say!("voices-more", cursor = cursor));
        }
    }
    Ok(code::DONE)
}

/// A failed walk of the catalogue, with the cause named.
fn listing_error(e: dubdeck_core::catalogue::CatalogueError) -> CliError {
    use dubdeck_core::catalogue::CatalogueError;
    match e {
        CatalogueError::CursorRepeated { pages, .. } => {
            CliError::Failed(say!("voices-listing-looped", pages = i64::from(pages)))
        }
        CatalogueError::TooManyPages { pages } => {
            CliError::Failed(say!("voices-listing-endless", pages = i64::from(pages)))
        }
        other => dubdeck_core::context::AppError::from(other).into(),
    }
}

/// The name of a voice whose name is not known (it names the finished dub's file too).
fn unnamed(id: Uuid) -> String {
    say!("voice-unnamed", id = &id.to_string()[..8])
}

/// The voice `text` names, and its name for the job row and the output file: a full id, or a
/// unique beginning of the id of a voice this library knows (a custom voice trained here, or a
/// public voice listed before). The catalogue is never walked: a full id this library has not seen
/// is used as it is, named by its id, and the service decides whether it may be used when the dub
/// is created (a custom voice trained on another machine works).
pub async fn resolve_voice(session: &Session, text: &str) -> Result<(Uuid, String), CliError> {
    let text = text.trim().to_ascii_lowercase();
    if let Ok(id) = Uuid::parse_str(&text) {
        let known = session.app.lookup_voice(id).await?;
        let name = known
            .name()
            .filter(|name| !name.is_empty())
            .map_or_else(|| unnamed(id), str::to_owned);
        return Ok((id, name));
    }
    if text.len() < 4 || !text.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
        return Err(CliError::Usage(say!(
            "voices-not-an-id",
            quoted = &format!("{text:?}")
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
                unnamed(*id)
            } else {
                name.clone()
            },
        )),
        [] => Err(CliError::Usage(say!(
            "voices-unknown-prefix",
            quoted = &format!("{text:?}")
        ))),
        several => Err(CliError::Usage(say!(
            "voices-ambiguous",
            quoted = &format!("{text:?}"),
            matches = &several
                .iter()
                .map(|(id, name)| format!("{name} {id}"))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// `voices --mine`: the account's own voices, from the library (the service keeps no list).
pub async fn mine(session: &Session) -> Result<u8, CliError> {
    let voices = session.app.my_voices().await?;
    if session.json {
        for v in &voices {
            json_line(&serde_json::json!({ "id": v.id, "name": v.name, "status": v.status }));
        }
        json_line(&serde_json::json!({ "summary": { "count": voices.len() } }));
    } else if voices.is_empty() {
        eprintln!("{}", say!("voices-mine-none"));
    } else {
        for v in &voices {
            println!("{}  {}  ({})", v.id, v.name, v.status);
        }
    }
    Ok(code::DONE)
}

/// `dubdeck-cli voice-range VOICE RANGE`: where a voice sits, for `dub --pitch auto`.
pub async fn set_range(session: &Session, voice: &str, range: Option<VoiceRange>) -> Result<u8, CliError> {
    let (id, name) = resolve_voice(session, voice).await?;
    session.app.set_voice_range(id, range).await?;
    if session.json {
        json_line(&serde_json::json!({ "voice": id, "range": range }));
    } else {
        match range {
            Some(range) => println!(
                "{}",
                say!("voice-range-set", voice = &name, hz = range.hz().round())
            ),
            None => println!("{}", say!("voice-range-cleared", voice = &name)),
        }
    }
    Ok(code::DONE)
}
