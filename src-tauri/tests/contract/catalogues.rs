//! Every language's catalogues hold exactly English's messages, with English's variables: the
//! page's (`ui/locales`) and the shell's (`src-tauri/locales`). Also that every file parses, and
//! that each language has its glossary.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use dubdeck_core::i18n::Language;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Every language but English, which the others are compared with.
fn translations() -> impl Iterator<Item = &'static str> {
    Language::ALL
        .into_iter()
        .filter(|l| *l != Language::SOURCE)
        .map(Language::tag)
}

/// A message's variables and the messages and terms it refers to, by id (attributes as "id.attr").
type Shapes = BTreeMap<String, BTreeSet<String>>;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn expression(e: &Expression<&str>, into: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, into);
            for v in variants {
                pattern(&v.value, into);
            }
        }
        Expression::Inline(i) => inline(i, into),
    }
}

fn inline(e: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            into.insert(format!("${}", id.name));
        }
        InlineExpression::MessageReference { id, .. } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            into.insert(format!("-{}", id.name));
            for a in arguments.iter().flat_map(|a| &a.positional) {
                inline(a, into);
            }
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, into);
            }
            for a in &arguments.named {
                inline(&a.value, into);
            }
        }
        InlineExpression::Placeable { expression: e } => expression(e, into),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}

fn pattern(p: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression: e } = element {
            expression(e, into);
        }
    }
}

/// The messages of one file: id -> its variables and references. Terms are a language's own
/// (a glossary entry may be a term), so only messages are compared.
fn shapes(path: &Path) -> Result<Shapes, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let resource = fluent_syntax::parser::parse(text.as_str())
        .map_err(|(_, errors)| format!("{} does not parse: {errors:?}", path.display()))?;
    let mut out = Shapes::new();
    for entry in &resource.body {
        if let Entry::Message(m) = entry {
            let mut refs = BTreeSet::new();
            if let Some(value) = &m.value {
                pattern(value, &mut refs);
            }
            for a in &m.attributes {
                refs.insert(format!(".{}", a.id.name));
                pattern(&a.value, &mut refs);
            }
            if out.insert(m.id.name.to_owned(), refs).is_some() {
                return Err(format!("{} has {} twice", path.display(), m.id.name));
            }
        }
    }
    Ok(out)
}

/// Each .ftl file of `dir/<language>/`, by name.
fn files(dir: &Path, language: &str) -> BTreeMap<String, PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir.join(language)) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .filter_map(|p| Some((p.file_name()?.to_str()?.to_owned(), p)))
        .collect()
}

/// What differs between `language`'s catalogues in `dir` and English's.
fn differences(dir: &Path, language: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let english = files(dir, "en");
    let theirs = files(dir, language);
    for name in theirs.keys().filter(|n| !english.contains_key(*n)) {
        problems.push(format!("{language}/{name}: a file English does not have"));
    }
    for (name, path) in &english {
        let Some(their_path) = theirs.get(name) else {
            problems.push(format!("{language}/{name}: missing"));
            continue;
        };
        let (ours, their) = match (shapes(path), shapes(their_path)) {
            (Ok(a), Ok(b)) => (a, b),
            (a, b) => {
                problems.extend(a.err());
                problems.extend(b.err());
                continue;
            }
        };
        for (id, refs) in &ours {
            match their.get(id) {
                None => problems.push(format!("{language}/{name}: no message {id}")),
                Some(r) if r != refs => problems.push(format!(
                    "{language}/{name}: {id} has {r:?} where English has {refs:?}"
                )),
                Some(_) => {}
            }
        }
        for id in their.keys().filter(|id| !ours.contains_key(*id)) {
            problems.push(format!("{language}/{name}: {id} is not an English message"));
        }
    }
    problems
}

fn catalogue_dirs() -> [PathBuf; 2] {
    [root().join("ui/locales"), root().join("src-tauri/locales")]
}

#[test]
fn every_language_has_englishs_messages_with_englishs_variables() {
    let mut problems = Vec::new();
    for dir in catalogue_dirs() {
        assert!(
            !files(&dir, "en").is_empty(),
            "{} has no English catalogue",
            dir.display()
        );
        for (_, path) in files(&dir, "en") {
            if let Err(e) = shapes(&path) {
                problems.push(e);
            }
        }
        for language in translations() {
            problems.extend(differences(&dir, language));
        }
    }
    assert!(
        problems.is_empty(),
        "the catalogues differ:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_comparison_sees_a_missing_an_extra_and_a_changed_message() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (language, text) in [
        ("en", "a = A\nb = B { $count }\nc = C\n"),
        ("xx", "a = A'\nb = B' { $total }\nd = D'\n"),
    ] {
        std::fs::create_dir_all(dir.path().join(language)).expect("a folder");
        std::fs::write(dir.path().join(language).join("one.ftl"), text).expect("written");
    }
    let problems = differences(dir.path(), "xx");
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("no message c")));
    assert!(
        problems
            .iter()
            .any(|p| p.contains("b has") && p.contains("$total"))
    );
    assert!(problems.iter().any(|p| p.contains("d is not an English message")));
}

#[test]
fn every_language_has_a_glossary_of_the_apps_terms() {
    for language in translations() {
        let path = root().join("ui/locales").join(language).join("GLOSSARY.md");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .to_lowercase();
        for term in [
            "credit", "dub", "voice", "train", "approve", "job", "take", "audition",
        ] {
            assert!(text.contains(term), "{} lacks the term {term}", path.display());
        }
    }
}

/// A space or mark written as its code point's digits where the character itself was meant (a
/// translator's `202f` or `u00a0` before a colon): the page would show the digits.
fn escaped_code_points(text: &str) -> Vec<String> {
    const WRITTEN_OUT: [&str; 6] = ["202f", "00a0", "2009", "200b", "2011", "2019"];
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter(|line| {
            let lower = line.to_ascii_lowercase();
            WRITTEN_OUT.iter().any(|code| {
                lower.match_indices(code).any(|(at, _)| {
                    let before = lower[..at].chars().next_back();
                    let after = lower[at + code.len()..].chars().next();
                    // Digits inside a number (a year, a size) are no code point.
                    !before.is_some_and(|c| c.is_ascii_digit())
                        && !after.is_some_and(|c| c.is_ascii_hexdigit())
                })
            })
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn no_catalogue_writes_a_character_as_its_code_point() {
    assert_eq!(
        escaped_code_points("a = Dubdeck202f;\nb = 2025\n# 202f in a comment\n").len(),
        1
    );
    let mut problems = Vec::new();
    for dir in catalogue_dirs() {
        for language in Language::ALL.into_iter().map(Language::tag) {
            for (name, path) in files(&dir, language) {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for line in escaped_code_points(&text) {
                    problems.push(format!("{language}/{name}: {line}"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "characters written as code points:\n{}",
        problems.join("\n")
    );
}
