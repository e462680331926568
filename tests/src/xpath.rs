//! XPath for what a user sees: controls by role and accessible name (an `aria-label`, a `<label>`, or
//! the visible text), headings by text, alerts and statuses by what they say.

/// `s` as an XPath string literal, whatever quotes it holds.
pub fn lit(s: &str) -> String {
    if !s.contains('\'') {
        format!("'{s}'")
    } else if !s.contains('"') {
        format!("\"{s}\"")
    } else {
        let parts: Vec<String> = s.split('\'').map(|p| format!("'{p}'")).collect();
        format!("concat({})", parts.join(", \"'\", "))
    }
}

/// The accessible name test for an element: its `aria-label`, or without one its visible text.
fn named(name: &str) -> String {
    let n = lit(name);
    format!("(@aria-label={n} or (not(@aria-label) and normalize-space(.)={n}))")
}

/// A button (or an element with role button) named `name`.
pub fn button(name: &str) -> String {
    format!("//*[self::button or @role='button'][{}]", named(name))
}

/// A button named `name` inside `scope` (an XPath such as [`group`] or [`nav`]).
pub fn button_in(scope: &str, name: &str) -> String {
    format!("{scope}{}", button(name))
}

/// A group of controls (role `group` or `radiogroup`) labelled `label`.
pub fn group(label: &str) -> String {
    format!(
        "//*[@role='group' or @role='radiogroup'][@aria-label={}]",
        lit(label)
    )
}

/// A navigation landmark labelled `label`.
pub fn nav(label: &str) -> String {
    format!("//nav[@aria-label={}]", lit(label))
}

/// A text field (input) whose label, or `aria-label`, is `label`.
pub fn textbox(label: &str) -> String {
    let l = lit(label);
    format!(
        "//input[@aria-label={l} or @id=//label[normalize-space(.)={l}]/@for]\
         [not(@type='checkbox' or @type='radio' or @type='button' or @type='submit')]"
    )
}

/// A radio button (inside its `<label>` or labelled by one) with the label `label`.
pub fn radio(label: &str) -> String {
    let l = lit(label);
    format!(
        "//input[@type='radio'][@aria-label={l} or ancestor::label[normalize-space(.)={l}] or \
         @id=//label[normalize-space(.)={l}]/@for]"
    )
}

/// A heading with exactly the text `text`.
pub fn heading(text: &str) -> String {
    format!(
        "//*[self::h1 or self::h2 or self::h3 or self::h4 or @role='heading'][normalize-space(.)={}]",
        lit(text)
    )
}

/// Any element with role `role` and accessible name `name`.
pub fn role(role: &str, name: &str) -> String {
    format!("//*[@role={}][{}]", lit(role), named(name))
}

/// An element with role `role` whose text contains `text`.
pub fn role_containing(role: &str, text: &str) -> String {
    format!(
        "//*[@role={}][contains(normalize-space(.), {})]",
        lit(role),
        lit(text)
    )
}

/// An element (the innermost) whose whole visible text is `text`.
pub fn text(text: &str) -> String {
    format!(
        "//*[normalize-space(.)={}][not(*[normalize-space(.)={}])]",
        lit(text),
        lit(text)
    )
}

/// The dub sheet (the dialog named by its title).
pub const DUB_SHEET: &str = "//*[@role='dialog'][@aria-labelledby='dub-sheet-title']";

/// The card of the voice `name` in the catalogue's grid.
pub fn voice_card(name: &str) -> String {
    format!(
        "//*[@role='list'][@aria-label='Voices']//*[@data-voice-id][@aria-label={}]",
        lit(name)
    )
}

/// The Jobs row of the input `title`.
pub fn job_row(title: &str) -> String {
    format!("//ul[@aria-label='Jobs']//article[@aria-label={}]", lit(title))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_survive_quotes() {
        assert_eq!(lit("Save key"), "'Save key'");
        assert_eq!(lit("O'Neil"), "\"O'Neil\"");
        assert_eq!(lit(r#"a'b"c"#), r#"concat('a', "'", 'b"c')"#);
    }

    #[test]
    fn a_button_is_named_by_its_label_or_its_text() {
        assert_eq!(
            button("Save key"),
            "//*[self::button or @role='button'][(@aria-label='Save key' or (not(@aria-label) and \
             normalize-space(.)='Save key'))]"
        );
        assert!(button_in(&nav("Main"), "Jobs").starts_with("//nav[@aria-label='Main']//*[self::button"));
    }
}
