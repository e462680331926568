//! The keyboard alone: keys sent to whatever has focus (no element is clicked or focused by the
//! test), Tab walked until focus reaches a control, and what has focus read back.

use std::time::Duration;

use anyhow::{Result, bail};
use serde_json::json;
use thirtyfour::prelude::*;

use crate::ui::Ui;

/// At most this many Tab presses to reach a control (the sidebar, a screen and a dialog hold
/// fewer).
pub const MAX_TABS: usize = 120;

/// What has focus: its tag, role, accessible name (aria-label, else its text), and whether it
/// is inside the element `within` (an XPath) when one is given.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Focused {
    pub tag: String,
    pub role: Option<String>,
    pub name: String,
    pub inside: bool,
    /// Whether it matches the XPath asked about.
    pub matches: bool,
    /// Its focus ring: the outline (or box-shadow) drawn round it or round the box it sits in (a
    /// search field's frame rings on `:focus-within`); empty when none is.
    pub ring: String,
}

const FOCUSED_JS: &str = "const [target, within] = arguments;
 const a = document.activeElement;
 const first = (x) => x ? document.evaluate(x, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue : null;
 const all = (x) => { if (!x) return []; const r = document.evaluate(x, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null); const out = []; for (let i = 0; i < r.snapshotLength; i++) out.push(r.snapshotItem(i)); return out; };
 const box = first(within);
 const ringOf = (el) => { const st = getComputedStyle(el); return st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0 ? `outline ${st.outlineWidth} ${st.outlineColor}` : (st.boxShadow !== 'none' ? `shadow ${st.boxShadow}` : ''); };
 let ring = '';
 for (let el = a, up = 0; el && el !== document.body && up < 3 && !ring; el = el.parentElement, up++) ring = ringOf(el);
 return {
   tag: a ? a.tagName.toLowerCase() : '',
   role: a ? a.getAttribute('role') : null,
   name: a ? (a.getAttribute('aria-label') || (a.labels && a.labels[0] ? a.labels[0].textContent : '') || a.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 120) : '',
   inside: !!(box && a && box.contains(a)),
   matches: all(target).some((n) => n === a || (n.contains(a) && a !== document.body && n.matches && !n.matches('[role=dialog], main, body'))),
   ring,
 };";

impl Ui {
    /// Sends `keys` to whatever has focus, as typed.
    pub async fn keys(&self, keys: &str) -> Result<()> {
        self.driver.action_chain().send_keys(keys).perform().await?;
        Ok(())
    }

    /// Presses `key` (Tab, Enter, Escape, an arrow...) on whatever has focus.
    pub async fn key(&self, key: Key) -> Result<()> {
        self.driver.action_chain().send_keys(key).perform().await?;
        Ok(())
    }

    /// Presses `key` with Shift held.
    pub async fn shift_key(&self, key: Key) -> Result<()> {
        self.driver
            .action_chain()
            .key_down(Key::Shift)
            .send_keys(key)
            .key_up(Key::Shift)
            .perform()
            .await?;
        Ok(())
    }

    /// Presses `text` with Control held (Ctrl + plus: `"="`).
    pub async fn ctrl_key(&self, text: &str) -> Result<()> {
        self.driver
            .action_chain()
            .key_down(Key::Control)
            .send_keys(text)
            .key_up(Key::Control)
            .perform()
            .await?;
        Ok(())
    }

    /// What has focus now; `matches` says whether it is (or is inside) an element matching
    /// `target`, `inside` whether it is inside the first element matching `within`.
    pub async fn focused(&self, target: Option<&str>, within: Option<&str>) -> Result<Focused> {
        self.script(FOCUSED_JS, vec![json!(target), json!(within)]).await
    }

    /// Presses Tab (Shift+Tab when `back`) until focus is on an element matching `target`; fails
    /// naming what focus went through when it never gets there.
    pub async fn tab_to(&self, what: &str, target: &str, back: bool) -> Result<Focused> {
        let mut path = Vec::new();
        for _ in 0..MAX_TABS {
            let now = self.focused(Some(target), None).await?;
            if now.matches {
                return Ok(now);
            }
            path.push(format!("{} {:?}", now.tag, now.name));
            if back {
                self.shift_key(Key::Tab).await?;
            } else {
                self.key(Key::Tab).await?;
            }
            // The page may re-render on focus (a card's actions appear): let it.
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        bail!(
            "{MAX_TABS} presses of {} never reached {what}; focus went through: {}",
            if back { "Shift+Tab" } else { "Tab" },
            path.join(" → ")
        )
    }

    /// Waits until focus is on an element matching `target` (after a dialog opens or closes).
    pub async fn wait_focus(&self, what: &str, target: &str) -> Result<Focused> {
        self.wait_until(&format!("focus on {what}"), crate::ui::WAIT, || async {
            let now = self.focused(Some(target), None).await?;
            Ok(now.matches.then_some(now))
        })
        .await
    }
}

const TABBABLE_JS: &str = "const box = document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
 if (!box) return -1;
 const sel = ['a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea', '[tabindex]'].map((s) => `${s}:not([tabindex^='-'])`).join(', ');
 return [...box.querySelectorAll(sel)].filter((el) => !el.matches(':disabled') && !el.closest('[hidden], [inert], [aria-hidden=true]') && el.getClientRects().length > 0).length;";

impl Ui {
    /// Checks that the modal dialog `dialog` (an XPath) holds focus: it is `aria-modal`, focus is
    /// inside it, and Tab, then Shift+Tab, pressed once more than it has controls (so each comes
    /// round at least once), never take focus out and always show a focus ring. Returns how many
    /// controls it has.
    pub async fn check_focus_held(&self, what: &str, dialog: &str) -> Result<usize> {
        let modal: Option<String> = self
            .script(
                "const d = document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; return d ? d.getAttribute('aria-modal') : null;",
                vec![json!(dialog)],
            )
            .await?;
        if modal.as_deref() != Some("true") {
            bail!("{what} is not aria-modal (aria-modal={modal:?})");
        }
        let start = self
            .wait_until(&format!("focus inside {what}"), crate::ui::WAIT, || async {
                let now = self.focused(None, Some(dialog)).await?;
                Ok(now.inside.then_some(now))
            })
            .await?;
        let count: i64 = self.script(TABBABLE_JS, vec![json!(dialog)]).await?;
        if count <= 0 {
            bail!("{what} has no control to focus");
        }
        for back in [false, true] {
            let mut seen = vec![start.name.clone()];
            for _ in 0..=count {
                if back {
                    self.shift_key(Key::Tab).await?;
                } else {
                    self.key(Key::Tab).await?;
                }
                let now = self.focused(None, Some(dialog)).await?;
                if !now.inside {
                    bail!(
                        "{} took focus out of {what} to {} {:?} after {}",
                        if back { "Shift+Tab" } else { "Tab" },
                        now.tag,
                        now.name,
                        seen.join(" → ")
                    );
                }
                if now.ring.is_empty() {
                    bail!("{} {:?} in {what} shows no focus ring", now.tag, now.name);
                }
                seen.push(now.name);
            }
        }
        Ok(usize::try_from(count).unwrap_or(0))
    }
}
