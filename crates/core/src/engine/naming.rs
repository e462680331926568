//! Names of finished dubs: `<input stem> (<voice name>).<extension of the result>`, with the pitch
//! shift when there is one (`Song (Nova, +2).wav`, so variants of one input keep telling names),
//! or as the user's name template says; made safe for every platform's file system, and never the
//! name of something already in the output folder (" (2)", " (3)"... are added instead of
//! overwriting).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use url::Url;

use crate::ffmpeg::Excerpt;
use crate::ledger::{DubInput, DubRecord};
use crate::name_template::NameFields;

/// Bytes kept of the stem, leaving room for a counter, the extension and `.part.etag`.
const MAX_STEM_BYTES: usize = 180;

/// What the input is called, without its extension: the file's stem, or the link's last path
/// segment (or its host).
pub(crate) fn input_stem(input: &DubInput, input_name: &str) -> String {
    match input {
        DubInput::File { path, .. } => path
            .file_stem()
            .or_else(|| Path::new(input_name).file_stem())
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| input_name.to_owned()),
        DubInput::Link { url } => url
            .path_segments()
            .and_then(|mut segments| segments.rfind(|s| !s.is_empty()))
            .map(|segment| {
                let decoded = percent_decode(segment);
                Path::new(&decoded)
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or(decoded)
            })
            .or_else(|| url.host_str().map(str::to_owned))
            .unwrap_or_else(|| "dub".to_owned()),
    }
}

/// The audio extensions a result may be saved with.
pub const RESULT_EXTENSIONS: &[&str] = &[
    "wav", "mp3", "flac", "ogg", "oga", "opus", "m4a", "aac", "aiff", "aif",
];

/// The extension of the result, from the download URL's path: one of the audio extensions, else
/// `wav`. Never the URL's word as it is: the file is opened with the system's handler for its
/// extension, and a `.exe` or `.bat` from the service must not become a program.
pub(crate) fn result_extension(url: &Url) -> String {
    url.path_segments()
        .and_then(|mut s| s.next_back())
        .and_then(|last| Path::new(last).extension())
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .filter(|e| RESULT_EXTENSIONS.contains(&e.as_str()))
        .unwrap_or_else(|| "wav".to_owned())
}

/// Whether `c` is a Unicode format character (general category Cf) that a name drops: the bidi
/// marks, embeddings, overrides and isolates (U+200E/F, U+202A-202E, U+2066-2069, U+061C), which
/// make a name show in another order than it is (`clip\u{202E}4pm.exe` shows as `clipexe.mp4`),
/// and the other invisible ones (zero-width space, word joiner, soft hyphen, BOM, tags...). The
/// zero-width non-joiner and joiner (U+200C, U+200D) stay: Persian and the Indic scripts spell
/// with them, and emoji sequences join with them; they move nothing.
fn is_dropped_format_char(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{0600}'..='\u{0605}'
            | '\u{061C}'
            | '\u{06DD}'
            | '\u{070F}'
            | '\u{0890}'..='\u{0891}'
            | '\u{08E2}'
            | '\u{180E}'
            | '\u{200B}'
            | '\u{200E}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0001}'
            | '\u{E0020}'..='\u{E007F}'
    )
}

/// `stem (voice)`, `stem (voice, +2)` with a pitch shift, `stem (voice, audition 1m05s)` for an
/// audition from 1:05; without format characters ([`is_dropped_format_char`]), sanitised and
/// shortened.
pub(crate) fn output_stem(
    input_stem: &str,
    voice_name: &str,
    pitch_shift: i32,
    excerpt: Option<Excerpt>,
) -> String {
    let mut details = vec![voice_name.trim().to_owned()];
    if pitch_shift != 0 {
        details.push(format!("{pitch_shift:+}"));
    }
    if let Some(excerpt) = excerpt {
        details.push(audition_words(excerpt));
    }
    clean_stem(&format!("{} ({})", input_stem.trim(), details.join(", ")))
}

fn audition_words(excerpt: Excerpt) -> String {
    let seconds = excerpt.start_ms / 1000;
    format!("audition {}m{:02}s", seconds / 60, seconds % 60)
}

/// The stem of a dub's file named after `input` (the input's stem, or a cover's song): by the
/// dub's name template when it has one (an audition's start added, so that auditions of one
/// file stay apart), else as [`output_stem`] names it, with a cover's key beside the pitch.
pub(crate) fn dub_stem(rec: &DubRecord, input: &str) -> String {
    let spec = &rec.spec;
    let key = spec.local.cover.as_ref().map_or(0, |c| c.key);
    let excerpt = spec.local.excerpt;
    let fields = NameFields {
        input,
        voice: &spec.voice_name,
        key,
        pitch: spec.pitch_shift,
        date: rec.created_at.date(),
    };
    match spec
        .local
        .name_template
        .as_deref()
        .and_then(|t| crate::name_template::render(t, &fields).ok())
    {
        Some(named) => match excerpt {
            Some(excerpt) => clean_stem(&format!("{named} ({})", audition_words(excerpt))),
            None => clean_stem(&named),
        },
        None if key != 0 => clean_stem(&format!(
            "{} ({}, key {key:+}{})",
            input.trim(),
            spec.voice_name.trim(),
            match spec.pitch_shift {
                0 => String::new(),
                p => format!(", {p:+}"),
            }
        )),
        None => output_stem(input, &spec.voice_name, spec.pitch_shift, excerpt),
    }
}

/// `raw` as a file's stem: without format characters, sanitised, shortened, never empty.
fn clean_stem(raw: &str) -> String {
    let raw: String = raw.chars().filter(|c| !is_dropped_format_char(*c)).collect();
    let options = sanitize_filename::Options {
        truncate: true,
        windows: true,
        replacement: "_",
    };
    let mut clean = sanitize_filename::sanitize_with_options(raw, options);
    if clean.len() > MAX_STEM_BYTES {
        let mut cut = MAX_STEM_BYTES;
        while !clean.is_char_boundary(cut) {
            cut -= 1;
        }
        clean.truncate(cut);
    }
    let clean = clean.trim().trim_end_matches('.').to_owned();
    if clean.is_empty() { "dub".to_owned() } else { clean }
}

/// The first of `stem.ext`, `stem (2).ext`, ... that exists in `dir` neither as a file nor as an
/// unfinished download (its `.part`), and is not in `taken` (names other unfinished dubs hold in
/// the ledger, whose download has not started yet). Nothing is created: the engine records the
/// name in the ledger first and only then claims it ([`claim`]), both under its naming lock, so
/// that a crash or a cancelled step in between leaves no file the ledger does not know of, and two
/// downloads finishing at once never pick the same name. Blocking (touches the disk).
pub(crate) fn free_path(
    dir: &Path,
    stem: &str,
    extension: &str,
    taken: &HashSet<PathBuf>,
) -> std::io::Result<PathBuf> {
    for n in 1u32..10_000 {
        let name = if n == 1 {
            format!("{stem}.{extension}")
        } else {
            format!("{stem} ({n}).{extension}")
        };
        let dest = dir.join(name);
        // Anything at a name takes it, a link too (even one that leads nowhere).
        let present = |path: &Path| std::fs::symlink_metadata(path).is_ok();
        if taken.contains(&dest) || present(&dest) || present(&part_path(&dest)) {
            continue;
        }
        return Ok(dest);
    }
    Err(std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        "every name for this dub is taken",
    ))
}

/// Claims a name picked by [`free_path`]: its (empty) `.part` file, where the download goes, never
/// through a symbolic link planted there. Blocking (touches the disk).
pub(crate) fn claim(dest: &Path) -> std::io::Result<()> {
    dubdeck_api::transfer::files::create_no_follow(&part_path(dest)).map(drop)
}

/// Moves `made`, a finished file in Dubdeck's private work folder, to `dest` in the output folder
/// (whose name [`claim`] holds): never replacing anything at `dest`, and never writing through
/// anything planted at `dest` or at its `.part`. The claim goes first (whatever is at the `.part`,
/// a link too, is unlinked, never followed): it only held the name. Then, on one file system, a
/// rename that refuses to replace; across file systems (an output folder on another disk), a copy
/// into a new `.part` created exclusively and without following a link, flushed to disk, then
/// renamed the same way. `made` is gone once `dest` is there. Blocking (touches the disk).
pub(crate) fn place(made: &Path, dest: &Path) -> std::io::Result<()> {
    let part = part_path(dest);
    if let Err(e) = std::fs::remove_file(&part)
        && e.kind() != std::io::ErrorKind::NotFound
    {
        // A folder put there: a rename does not need the name; a copy then fails on it.
        tracing::warn!(path = %part.display(), error = %e, "could not remove a claim");
    }
    match dubdeck_api::transfer::files::rename_no_replace(made, dest) {
        Err(e) if e.kind() == std::io::ErrorKind::CrossesDevices => copy_into_place(made, dest, &part),
        moved => moved,
    }
}

/// [`place`] across file systems: `made` copied into `part`, created here and now (an existing
/// file or link there is an error, not a target), flushed, then renamed to `dest` without
/// replacing anything. What is left of `part` when that fails is removed. Blocking.
fn copy_into_place(made: &Path, dest: &Path, part: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        dubdeck_api::transfer::files::no_follow_flags(),
    );
    let mut out = options.open(part)?;
    let copied = std::fs::File::open(made)
        .and_then(|mut from| std::io::copy(&mut from, &mut out))
        .and_then(|_| out.sync_all());
    drop(out);
    if let Err(e) = copied.and_then(|()| dubdeck_api::transfer::files::rename_no_replace(part, dest)) {
        let _ = std::fs::remove_file(part);
        return Err(e);
    }
    if let Err(e) = std::fs::remove_file(made) {
        tracing::warn!(path = %made.display(), error = %e, "could not remove a work file");
    }
    Ok(())
}

/// Where the download of `dest` is written until it is complete.
pub(crate) fn part_path(dest: &Path) -> PathBuf {
    let mut name = dest.as_os_str().to_owned();
    name.push(".part");
    PathBuf::from(name)
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(v) = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(v);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Removes what an unfinished download of `dest` left (`.part` and its ETag note); what is not
/// there is fine.
pub(crate) async fn remove_partial(dest: &Path) {
    let part = part_path(dest);
    let mut etag = part.as_os_str().to_owned();
    etag.push(".etag");
    for path in [part, PathBuf::from(etag)] {
        if let Err(e) = tokio::fs::remove_file(&path).await
            && e.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(path = %path.display(), error = %e, "could not remove a partial download");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_pattern_and_are_safe() {
        let file = DubInput::File {
            path: "/music/My Song.final.mp3".into(),
            size_bytes: 1,
        };
        assert_eq!(input_stem(&file, "My Song.final.mp3"), "My Song.final");
        let link = DubInput::Link {
            url: Url::parse("https://example.com/a/Take%201.wav?x=1").unwrap(),
        };
        assert_eq!(input_stem(&link, "https://example.com/a/Take%201.wav"), "Take 1");
        let bare = DubInput::Link {
            url: Url::parse("https://example.com/").unwrap(),
        };
        assert_eq!(input_stem(&bare, "x"), "example.com");

        assert_eq!(output_stem("My Song", "Nova", 0, None), "My Song (Nova)");
        assert_eq!(output_stem("My Song", "Nova", 2, None), "My Song (Nova, +2)");
        assert_eq!(output_stem("My Song", "Nova", -12, None), "My Song (Nova, -12)");
        let audition = Excerpt {
            start_ms: 65_400,
            duration_ms: 30_000,
        };
        assert_eq!(
            output_stem("My Song", "Nova", 2, Some(audition)),
            "My Song (Nova, +2, audition 1m05s)"
        );
        let odd = output_stem("a/b:c*?", "V<o>i|ce\"", 0, None);
        assert!(!odd.contains(['/', ':', '*', '?', '<', '>', '|', '"']), "{odd}");
        assert_eq!(output_stem("", "", 0, None), "()");
        let long = output_stem(&"é".repeat(300), "Nova", 24, None);
        assert!(long.len() <= MAX_STEM_BYTES);

        let url = Url::parse("http://127.0.0.1/results/abc.WAV?X-Amz-Signature=1").unwrap();
        assert_eq!(result_extension(&url), "wav");
        assert_eq!(
            result_extension(&Url::parse("http://h/results/abc").unwrap()),
            "wav"
        );
        assert_eq!(result_extension(&Url::parse("http://h/r/x.mp3").unwrap()), "mp3");
        for risky in ["x.exe", "x.bat", "x.command", "x.js", "x.desktop", "x.sh"] {
            let url = Url::parse(&format!("http://h/r/{risky}")).unwrap();
            assert_eq!(result_extension(&url), "wav", "{risky}");
        }
    }

    /// Result names are valid on Windows too (the strictest of the three): no reserved characters,
    /// no control characters, no trailing dot or space, and never a reserved device name.
    #[test]
    fn result_names_follow_the_windows_rules_on_every_platform() {
        let strict = sanitize_filename::OptionsForCheck {
            windows: true,
            truncate: true,
        };
        let reserved = ["CON", "PRN", "AUX", "NUL", "COM1", "LPT9", "con", "Aux"];
        for stem in reserved
            .iter()
            .copied()
            .chain(["a.", "b ", "tab\there", "new\nline", "..", "?"])
        {
            for voice in ["", "Nova", "CON", "x."] {
                let name = output_stem(stem, voice, 0, None);
                assert!(
                    sanitize_filename::is_sanitized_with_options(&name, strict.clone()),
                    "{name:?} from {stem:?} and {voice:?}"
                );
                assert!(!name.ends_with(['.', ' ']), "{name:?}");
                let base = name.split('.').next().unwrap_or_default().to_ascii_uppercase();
                assert!(
                    !reserved.iter().any(|r| r.eq_ignore_ascii_case(&base)),
                    "{name:?}"
                );
            }
        }
    }

    /// Names never carry the characters that reorder or hide text: a right-to-left override
    /// could show `clip\u{202E}4pm.exe (Nova)` as a different name and extension than it has.
    #[test]
    fn names_drop_bidi_and_other_format_characters() {
        let bidi = [
            '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}',
            '\u{2067}', '\u{2068}', '\u{2069}', '\u{061C}',
        ];
        let invisible = [
            '\u{200B}',
            '\u{2060}',
            '\u{FEFF}',
            '\u{00AD}',
            '\u{E0041}',
            '\u{206A}',
        ];
        for c in bidi.into_iter().chain(invisible) {
            let name = output_stem(&format!("cl{c}ip"), &format!("No{c}va"), 0, None);
            assert_eq!(name, "clip (Nova)", "U+{:04X}", u32::from(c));
        }
        let spoof = output_stem("song\u{202E}4pm.exe", "\u{2067}Nova\u{2069}", 2, None);
        assert_eq!(spoof, "song4pm.exe (Nova, +2)");
        assert!(!spoof.chars().any(is_dropped_format_char));
        // Right-to-left names keep their letters; joiners that spell words and emoji stay.
        assert_eq!(output_stem("שיר", "נובה", 0, None), "שיר (נובה)");
        assert_eq!(
            output_stem("می\u{200C}خواهم", "Nova", 0, None),
            "می\u{200C}خواهم (Nova)"
        );
        assert_eq!(
            output_stem("👩\u{200D}🎤", "Nova", 0, None),
            "👩\u{200D}🎤 (Nova)"
        );
        // A name of nothing but format characters is no name.
        assert_eq!(output_stem("\u{202E}\u{200B}", "\u{2066}", 0, None), "()");
    }

    #[test]
    fn never_reuses_a_taken_name() {
        let dir = tempfile::tempdir().unwrap();
        let none = HashSet::new();
        let first = free_path(dir.path(), "Song (Nova)", "wav", &none).unwrap();
        assert_eq!(first, dir.path().join("Song (Nova).wav"));
        // Picking creates nothing: the same name is free until it is claimed.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
        assert_eq!(free_path(dir.path(), "Song (Nova)", "wav", &none).unwrap(), first);
        claim(&first).unwrap();
        assert!(dir.path().join("Song (Nova).wav.part").exists());
        // Claimed (its .part exists): the next one gets another name.
        let second = free_path(dir.path(), "Song (Nova)", "wav", &none).unwrap();
        assert_eq!(second, dir.path().join("Song (Nova) (2).wav"));
        claim(&second).unwrap();
        std::fs::write(dir.path().join("Song (Nova) (3).wav"), b"x").unwrap();
        assert_eq!(
            free_path(dir.path(), "Song (Nova)", "wav", &none).unwrap(),
            dir.path().join("Song (Nova) (4).wav")
        );
        // A name another dub holds in the ledger is taken even with no file on disk yet.
        let held = HashSet::from([dir.path().join("Song (Nova) (4).wav")]);
        assert_eq!(
            free_path(dir.path(), "Song (Nova)", "wav", &held).unwrap(),
            dir.path().join("Song (Nova) (5).wav")
        );
    }

    #[test]
    fn a_finished_file_is_placed_without_replacing_anything() {
        let dir = tempfile::tempdir().unwrap();
        let made = dir.path().join("made.mp4");
        let dest = dir.path().join("clip (Nova).mp4");
        std::fs::write(&made, b"the video").unwrap();
        claim(&dest).unwrap();
        place(&made, &dest).unwrap();
        assert_eq!(std::fs::read(&dest).unwrap(), b"the video");
        assert!(!made.exists() && !part_path(&dest).exists());

        // Something appeared at the name: it stays, and so does what was made.
        std::fs::write(&made, b"another video").unwrap();
        let err = place(&made, &dest).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&dest).unwrap(), b"the video");
        assert_eq!(std::fs::read(&made).unwrap(), b"another video");
    }

    #[cfg(unix)]
    #[test]
    fn a_finished_file_never_goes_through_a_planted_link() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, b"precious").unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        let made = dir.path().join("made.mp4");
        std::fs::write(&made, b"the video").unwrap();
        let dest = out.join("clip (Nova).mp4");
        // The claim swapped for a link: unlinked, not followed.
        std::os::unix::fs::symlink(&victim, part_path(&dest)).unwrap();
        place(&made, &dest).unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
        assert_eq!(std::fs::read(&dest).unwrap(), b"the video");
        assert!(part_path(&dest).symlink_metadata().is_err());

        // The copy across file systems never opens a link at the `.part` either.
        let dest = out.join("clip (Nova) (2).mp4");
        std::fs::write(&made, b"the video").unwrap();
        std::os::unix::fs::symlink(&victim, part_path(&dest)).unwrap();
        assert!(copy_into_place(&made, &dest, &part_path(&dest)).is_err());
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
        assert!(!dest.exists());
        assert!(made.exists());
    }

    /// Across file systems (a tmpfs and the temporary folder's disk, when this machine has both):
    /// copied, flushed and renamed into place.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_finished_file_is_copied_into_place_across_file_systems() {
        use std::os::unix::fs::MetadataExt;
        let Ok(shm) = tempfile::tempdir_in("/dev/shm") else {
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let device = |p: &Path| std::fs::metadata(p).unwrap().dev();
        if device(shm.path()) == device(dir.path()) {
            return;
        }
        let made = shm.path().join("made.mkv");
        std::fs::write(&made, vec![7u8; 3 * 1024 * 1024]).unwrap();
        let dest = dir.path().join("clip (Nova).mkv");
        claim(&dest).unwrap();
        place(&made, &dest).unwrap();
        assert_eq!(std::fs::read(&dest).unwrap(), vec![7u8; 3 * 1024 * 1024]);
        assert!(!made.exists() && !part_path(&dest).exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_planted_link_takes_its_name_and_is_never_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, b"precious").unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        // A dangling link at the first name: taken.
        std::os::unix::fs::symlink(dir.path().join("nowhere"), out.join("Song (Nova).wav")).unwrap();
        let none = HashSet::new();
        let picked = free_path(&out, "Song (Nova)", "wav", &none).unwrap();
        assert_eq!(picked, out.join("Song (Nova) (2).wav"));
        // A link planted at the .part after the name was picked: the claim fails, the target is
        // untouched.
        std::os::unix::fs::symlink(&victim, part_path(&picked)).unwrap();
        assert!(claim(&picked).is_err());
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
    }
}
