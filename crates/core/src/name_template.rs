//! The name template finished dubs are named with: text with placeholders in braces, `{input}`
//! (the input's name, or a cover's song), `{voice}`, `{key}` (a cover's key), `{pitch}` (the
//! voice's pitch shift) and `{date}` (the day the dub was added, `2026-11-28`). A shift of 0 is
//! written `0`, others with their sign (`+2`, `-12`). Anything else in braces is refused when the
//! template is set, so that no file is ever named with a placeholder left in it.

/// The placeholders a template may use.
pub const PLACEHOLDERS: [&str; 5] = ["input", "voice", "key", "pitch", "date"];

/// The template the setting's `None` stands for.
pub const DEFAULT_TEMPLATE: &str = "{input} ({voice})";

/// A template with an unknown placeholder, or a brace without its pair.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the name template {0:?} has an unknown placeholder or an unpaired brace")]
pub struct BadTemplate(pub String);

/// What the placeholders stand for in one dub's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameFields<'a> {
    pub input: &'a str,
    pub voice: &'a str,
    pub key: i32,
    pub pitch: i32,
    pub date: time::Date,
}

/// Checks that every placeholder of `template` is known and every brace paired.
pub fn check(template: &str) -> Result<(), BadTemplate> {
    let fields = NameFields {
        input: "",
        voice: "",
        key: 0,
        pitch: 0,
        date: time::Date::MIN,
    };
    render(template, &fields).map(|_| ())
}

/// `template` with its placeholders replaced (the result is not yet a safe file name: the
/// engine cleans it as it cleans every name).
pub fn render(template: &str, fields: &NameFields<'_>) -> Result<String, BadTemplate> {
    let bad = || BadTemplate(template.to_owned());
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find(['{', '}']) {
        out.push_str(&rest[..open]);
        if rest[open..].starts_with('}') {
            return Err(bad());
        }
        let after = &rest[open + 1..];
        let close = after.find('}').ok_or_else(bad)?;
        let name = &after[..close];
        let shift = |n: i32| if n == 0 { "0".to_owned() } else { format!("{n:+}") };
        match name {
            "input" => out.push_str(fields.input.trim()),
            "voice" => out.push_str(fields.voice.trim()),
            "key" => out.push_str(&shift(fields.key)),
            "pitch" => out.push_str(&shift(fields.pitch)),
            "date" => out.push_str(&format!(
                "{:04}-{:02}-{:02}",
                fields.date.year(),
                u8::from(fields.date.month()),
                fields.date.day()
            )),
            _ => return Err(bad()),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    fn fields() -> NameFields<'static> {
        NameFields {
            input: "Song",
            voice: "Nova",
            key: 2,
            pitch: -12,
            date: date!(2026 - 11 - 28),
        }
    }

    #[test]
    fn every_placeholder_is_filled_in() {
        assert_eq!(render(DEFAULT_TEMPLATE, &fields()).unwrap(), "Song (Nova)");
        assert_eq!(
            render("{date} {input} - {voice} key {key} pitch {pitch}", &fields()).unwrap(),
            "2026-11-28 Song - Nova key +2 pitch -12"
        );
        let plain = NameFields { key: 0, ..fields() };
        assert_eq!(render("{input} {key}", &plain).unwrap(), "Song 0");
    }

    #[test]
    fn unknown_placeholders_and_unpaired_braces_are_refused() {
        for bad in ["{title}", "{input", "input}", "{}", "{Input}"] {
            assert!(check(bad).is_err(), "{bad}");
        }
        assert!(check("no placeholders at all").is_ok());
    }
}
