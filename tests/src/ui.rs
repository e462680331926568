//! One app session as a user meets it: find controls by role and accessible name, act on them, wait
//! for what should follow (polling, with a deadline that only bounds the wait: timings are never
//! asserted), read the voice grid, and take screenshots in both themes.

use std::future::Future;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use thirtyfour::prelude::*;

use crate::xpath;

/// How long a condition may take before the test fails (generous: a cold WebKit on 2 cores).
pub const WAIT: Duration = Duration::from_secs(20);
const POLL: Duration = Duration::from_millis(100);

/// The session with the app's window.
pub struct Ui {
    pub driver: WebDriver,
    screenshots: PathBuf,
}

/// A voice card in the grid, as rendered.
#[derive(Debug, Clone, Deserialize)]
pub struct CardInfo {
    /// Its position in the whole result list (`data-index`).
    pub index: usize,
    /// Its accessible name (the voice's name).
    pub name: String,
    /// The chips the card shows (languages, then styles; at most three).
    pub tags: Vec<String>,
    /// Whether any part of it is inside the grid's visible area.
    pub visible: bool,
    /// Whether its avatar image has loaded and has pixels.
    pub drawn: bool,
    /// Whether its star says it is a favorite.
    pub favorite: bool,
}

/// The grid as a whole.
#[derive(Debug, Clone, Deserialize)]
pub struct GridInfo {
    pub present: bool,
    pub busy: bool,
    pub cards: Vec<CardInfo>,
}

impl GridInfo {
    pub fn names(&self) -> Vec<String> {
        self.cards.iter().map(|c| c.name.clone()).collect()
    }
    pub fn max_index(&self) -> Option<usize> {
        self.cards.iter().map(|c| c.index).max()
    }
}

impl Ui {
    pub fn new(driver: WebDriver, screenshots: PathBuf) -> Ui {
        Ui { driver, screenshots }
    }

    /// Polls `check` until it gives `Some`, or fails after `within` saying what was awaited and
    /// the last thing seen. Errors from `check` (a stale element mid-render) count as "not yet".
    pub async fn wait_until<T, F, Fut>(&self, what: &str, within: Duration, mut check: F) -> Result<T>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<Option<T>>>,
    {
        let started = Instant::now();
        let mut last = String::from("never true");
        loop {
            match check().await {
                Ok(Some(v)) => {
                    // A wait that came near its bound is what a slower machine turns into a
                    // failure: said, so a CI log shows it before it fails.
                    let took = started.elapsed();
                    if took > within / 4 {
                        eprintln!(
                            "slow: waited {:.1} s (of {within:?}) for {what}",
                            took.as_secs_f64()
                        );
                    }
                    return Ok(v);
                }
                Ok(None) => {}
                Err(e) => last = format!("{e:#}"),
            }
            if started.elapsed() > within {
                bail!("waited {within:?} for {what}; last: {last}");
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// All elements matching `xpath` that are displayed.
    pub async fn displayed(&self, xpath: &str) -> Result<Vec<WebElement>> {
        let mut shown = Vec::new();
        for e in self.driver.find_all(By::XPath(xpath)).await? {
            if e.is_displayed().await.unwrap_or(false) {
                shown.push(e);
            }
        }
        Ok(shown)
    }

    /// Whether anything matching `xpath` is displayed now.
    pub async fn is_shown(&self, xpath: &str) -> Result<bool> {
        Ok(!self.displayed(xpath).await?.is_empty())
    }

    /// Waits for a displayed element matching `xpath`.
    pub async fn wait_for(&self, what: &str, xpath: &str) -> Result<WebElement> {
        self.wait_until(what, WAIT, || async {
            Ok(self.displayed(xpath).await?.into_iter().next())
        })
        .await
    }

    /// Waits until nothing matching `xpath` is displayed.
    pub async fn wait_gone(&self, what: &str, xpath: &str) -> Result<()> {
        self.wait_until(&format!("{what} to go"), WAIT, || async {
            Ok(self.displayed(xpath).await?.is_empty().then_some(()))
        })
        .await
    }

    /// Clicks the displayed, enabled element matching `xpath` (again if it was re-rendered
    /// between finding and clicking).
    pub async fn click(&self, what: &str, xpath: &str) -> Result<()> {
        self.wait_until(&format!("{what} to be clickable"), WAIT, || async {
            for e in self.displayed(xpath).await? {
                if e.is_enabled().await.unwrap_or(false) {
                    e.click().await?;
                    return Ok(Some(()));
                }
            }
            Ok(None)
        })
        .await
    }

    /// Moves the pointer over the displayed element matching `xpath`.
    pub async fn hover(&self, what: &str, xpath: &str) -> Result<()> {
        self.wait_until(&format!("{what} to be hovered"), WAIT, || async {
            match self.displayed(xpath).await?.into_iter().next() {
                Some(e) => {
                    self.driver
                        .action_chain()
                        .move_to_element_center(&e)
                        .perform()
                        .await?;
                    Ok(Some(()))
                }
                None => Ok(None),
            }
        })
        .await
    }

    /// Clicks the button named `name`.
    pub async fn press(&self, name: &str) -> Result<()> {
        self.click(&format!("button {name:?}"), &xpath::button(name))
            .await
    }

    /// Types `text` into the text field labelled `label` (after clicking it, as a user would).
    pub async fn type_into(&self, label: &str, text: &str) -> Result<()> {
        let field = self
            .wait_for(&format!("text field {label:?}"), &xpath::textbox(label))
            .await?;
        field.click().await?;
        field.send_keys(text).await?;
        Ok(())
    }

    /// Replaces what the text field labelled `label` holds with `text`.
    pub async fn retype_into(&self, label: &str, text: &str) -> Result<()> {
        let field = self
            .wait_for(&format!("text field {label:?}"), &xpath::textbox(label))
            .await?;
        field.click().await?;
        field.clear().await?;
        field.send_keys(text).await?;
        Ok(())
    }

    /// Sends a key (Escape, Enter...) to the text field labelled `label`.
    pub async fn key_into(&self, label: &str, key: Key) -> Result<()> {
        let field = self
            .wait_for(&format!("text field {label:?}"), &xpath::textbox(label))
            .await?;
        field.send_keys(key).await?;
        Ok(())
    }

    /// Waits for the heading `text`.
    pub async fn heading(&self, text: &str) -> Result<WebElement> {
        self.wait_for(&format!("heading {text:?}"), &xpath::heading(text))
            .await
    }

    /// Runs `script` in the page and decodes what it returns.
    pub async fn script<T: DeserializeOwned>(&self, script: &str, args: Vec<Value>) -> Result<T> {
        let ret = self.driver.execute(script, args).await?;
        serde_json::from_value(ret.json().clone()).context("decoding what the page script returned")
    }

    /// Runs an asynchronous `script` (it calls its last argument when done).
    pub async fn script_async<T: DeserializeOwned>(&self, script: &str, args: Vec<Value>) -> Result<T> {
        let ret = self.driver.execute_async(script, args).await?;
        serde_json::from_value(ret.json().clone()).context("decoding what the page script returned")
    }

    /// The voice grid (the list "Voices") and its cards as rendered now.
    pub async fn grid(&self) -> Result<GridInfo> {
        self.script(GRID_JS, vec![]).await
    }

    /// Waits until the grid is settled (not busy) with at least `min` cards, and the avatars of
    /// the visible ones are drawn.
    pub async fn wait_grid(&self, what: &str, min: usize) -> Result<GridInfo> {
        self.wait_grid_within(what, min, WAIT).await
    }

    /// [`Ui::wait_grid`] with its own bound.
    pub async fn wait_grid_within(&self, what: &str, min: usize, within: Duration) -> Result<GridInfo> {
        self.wait_until(what, within, || async {
            let g = self.grid().await?;
            let visible: Vec<&CardInfo> = g.cards.iter().filter(|c| c.visible).collect();
            let ready = g.present
                && !g.busy
                && g.cards.len() >= min
                && !visible.is_empty()
                && visible.iter().all(|c| c.drawn);
            Ok(ready.then_some(g))
        })
        .await
    }

    /// Scrolls the grid's scroll container by `pixels` (down when positive); returns its new
    /// scroll offset.
    pub async fn scroll_grid(&self, pixels: f64) -> Result<f64> {
        self.script(
            "const list = document.querySelector('[role=\"list\"][aria-label=\"Voices\"]');
             if (!list) throw new Error('no voice grid');
             let s = list.parentElement;
             while (s && getComputedStyle(s).overflowY !== 'auto' && getComputedStyle(s).overflowY !== 'scroll') s = s.parentElement;
             if (!s) throw new Error('the voice grid has no scroll container');
             s.scrollBy(0, arguments[0]);
             return s.scrollTop;",
            vec![json!(pixels)],
        )
        .await
    }

    /// The `data-theme` of the document (the Theme setting's mark), if any.
    pub async fn theme_attribute(&self) -> Result<Option<String>> {
        self.script(
            "return document.documentElement.getAttribute('data-theme');",
            vec![],
        )
        .await
    }

    /// The page's background colour as `[r, g, b]`.
    pub async fn background(&self) -> Result<[u8; 3]> {
        let css: String = self
            .script("return getComputedStyle(document.body).backgroundColor;", vec![])
            .await?;
        parse_rgb(&css).ok_or_else(|| anyhow!("unexpected background colour {css:?}"))
    }

    /// Writes `<name>-light.png` and `<name>-dark.png`: the window as it is, in each theme (set the
    /// way the Theme setting does, on the document), audits each with axe-core (failing on what
    /// [`crate::axe::Audit::failing`] lists), then puts the theme back.
    pub async fn shoot(&self, name: &str) -> Result<()> {
        let before = self.theme_attribute().await?;
        for theme in ["light", "dark"] {
            self.set_theme_attribute(Some(theme)).await?;
            let (png, shots) = self.stable_screenshot().await?;
            if shots > 2 {
                eprintln!("screenshot {name}-{theme}: the window settled after {shots} shots");
            }
            let path = self.screenshots.join(format!("{name}-{theme}.png"));
            std::fs::write(&path, png).with_context(|| format!("could not write {}", path.display()))?;
            // Every screen shot is audited too, in each theme (contrast differs).
            if let Err(e) = self.audit(name, theme).await {
                self.set_theme_attribute(before.as_deref()).await?;
                return Err(e);
            }
        }
        self.set_theme_attribute(before.as_deref()).await?;
        Ok(())
    }

    /// The folder screenshots go to.
    pub fn screenshots_dir(&self) -> &std::path::Path {
        &self.screenshots
    }

    /// A screenshot of a settled window. WebKitGTK's WebDriver snapshot can return an older frame
    /// (seen: the welcome screen while the page already showed My voices), so shots are taken
    /// until two in a row show the same screen (at most five): the same but for a few hundred
    /// pixels ([`same_screen`]), as a playing player's playhead or WebKitGTK's overlay scrollbar
    /// (its shade changes for a while after a scroll) never hold still.
    async fn stable_screenshot(&self) -> Result<(Vec<u8>, usize)> {
        self.settle().await?;
        let mut last = self.screenshot().await?;
        for shots in 2..=5 {
            self.settle().await?;
            let png = self.screenshot().await?;
            if same_screen(&last, &png) {
                return Ok((png, shots));
            }
            last = png;
        }
        Ok((last, 5))
    }

    /// Writes `<name>.png` (a path below the screenshots' folder, e.g. `i18n/ja-voices`): the
    /// window as it is, in the theme it has.
    pub async fn shoot_as_is(&self, name: &str) -> Result<PathBuf> {
        let (png, _) = self.stable_screenshot().await?;
        let path = self.screenshots.join(format!("{name}.png"));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(&path, png).with_context(|| format!("could not write {}", path.display()))?;
        Ok(path)
    }

    /// A screenshot of the window as it is, for a failure.
    pub async fn shoot_failure(&self, name: &str) -> Result<PathBuf> {
        let png = self.screenshot().await?;
        let path = self.screenshots.join(format!("FAILED-{name}.png"));
        std::fs::write(&path, png)?;
        Ok(path)
    }

    /// The window through WebDriver. WebKitGTK takes the shot at the window's next presentation
    /// update; when the page is drawn without compositing (no GPU) and nothing on it changes, that
    /// update never comes and the request waits until it times out (seen: the Jobs screen with every
    /// dub done; moving the pointer over a button released it). So while the request is under way
    /// the page repaints one transparent pixel every 50 ms, which leaves the shot as it was.
    async fn screenshot(&self) -> Result<Vec<u8>> {
        let _: Value = self.script(REPAINT_START, vec![]).await?;
        let png = self.driver.screenshot_as_png().await;
        let stopped: Result<Value> = self.script(REPAINT_STOP, vec![]).await;
        let png = png?;
        stopped?;
        Ok(png)
    }

    async fn set_theme_attribute(&self, theme: Option<&str>) -> Result<()> {
        let _: Value = self
            .script(
                "const r = document.documentElement;
                 if (arguments[0] === null) r.removeAttribute('data-theme'); else r.setAttribute('data-theme', arguments[0]);
                 return null;",
                vec![json!(theme)],
            )
            .await?;
        Ok(())
    }

    /// Waits for two painted frames and for running CSS transitions (colours fading after a theme
    /// change) to end, so a screenshot shows a settled state.
    async fn settle(&self) -> Result<()> {
        let _: Value = self
            .script_async(
                "const done = arguments[arguments.length - 1];
                 const started = performance.now();
                 const wait = (ms) => new Promise((r) => setTimeout(r, ms));
                 // A frame, or 100 ms if the window paints no frame.
                 const frame = () => Promise.race([new Promise((r) => requestAnimationFrame(() => r())), wait(100)]);
                 (async () => {
                   await frame(); await frame();
                   const moving = () => document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
                   while (moving() && performance.now() - started < 1500) await frame();
                   await frame();
                   done(null);
                 })();",
                vec![],
            )
            .await?;
        Ok(())
    }
}

/// Starts repainting a transparent pixel in the top left corner every 50 ms (for 30 s at most).
const REPAINT_START: &str = "
let dot = document.getElementById('e2e-repaint');
if (!dot) {
  dot = document.createElement('div');
  dot.id = 'e2e-repaint';
  dot.setAttribute('aria-hidden', 'true');
  dot.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;z-index:2147483647';
  document.body.appendChild(dot);
}
clearInterval(window.e2eRepaint);
let odd = false;
const started = performance.now();
window.e2eRepaint = setInterval(() => {
  odd = !odd;
  dot.style.backgroundColor = odd ? 'rgba(0, 0, 0, 0)' : 'rgba(255, 255, 255, 0)';
  if (performance.now() - started > 30000) clearInterval(window.e2eRepaint);
}, 50);
return null;";

/// Stops the repainting and takes the pixel away.
const REPAINT_STOP: &str = "
clearInterval(window.e2eRepaint);
document.getElementById('e2e-repaint')?.remove();
return null;";

/// The most pixels two shots of the same screen may differ in: a playhead's or a scrollbar's few
/// hundred, where an older frame differs in a screen's worth (a heading, a panel, the grid).
const MOVING_PIXELS: usize = 2_000;

/// Whether two screenshots (PNG) show the same screen: the same size, and the same pixels but for
/// at most [`MOVING_PIXELS`]. Shots that cannot be decoded are compared byte for byte.
pub fn same_screen(a: &[u8], b: &[u8]) -> bool {
    if a == b {
        return true;
    }
    let (Ok(a), Ok(b)) = (image::load_from_memory(a), image::load_from_memory(b)) else {
        return false;
    };
    let (a, b) = (a.to_rgba8(), b.to_rgba8());
    if a.dimensions() != b.dimensions() {
        return false;
    }
    let moved = a.pixels().zip(b.pixels()).filter(|(p, q)| p != q).count();
    moved <= MOVING_PIXELS
}

/// Reads `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`.
pub fn parse_rgb(css: &str) -> Option<[u8; 3]> {
    let inner = css.split_once('(')?.1.trim_end_matches(')');
    let mut parts = inner.split(',').map(|p| p.trim().parse::<f64>().ok());
    let mut channel = || parts.next().flatten().map(|v| v.round().clamp(0.0, 255.0) as u8);
    Some([channel()?, channel()?, channel()?])
}

/// Relative luminance in 0..=1 (sRGB, approximated without gamma): dark themes are well below 0.3.
pub fn luminance([r, g, b]: [u8; 3]) -> f64 {
    (0.2126 * f64::from(r) + 0.7152 * f64::from(g) + 0.0722 * f64::from(b)) / 255.0
}

/// Reads the grid as a user sees it: the list "Voices", its list items' cards (named by their
/// aria-label), their chips, and whether their avatars are drawn.
const GRID_JS: &str = r#"
const list = document.querySelector('[role="list"][aria-label="Voices"]');
if (!list) return { present: false, busy: false, cards: [] };
let scroller = list.parentElement;
while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
const view = (scroller || document.documentElement).getBoundingClientRect();
const cards = [...list.querySelectorAll('[role="listitem"] [aria-label][data-index]')].map((card) => {
  const r = card.getBoundingClientRect();
  const img = card.querySelector('img');
  const star = card.querySelector('button[aria-pressed]');
  return {
    index: Number(card.getAttribute('data-index')),
    name: card.getAttribute('aria-label'),
    tags: [...card.querySelectorAll('[aria-label="Tags"] li')].map((li) => li.textContent.trim()),
    visible: r.bottom > view.top && r.top < view.bottom && r.height > 0,
    drawn: !!img && img.complete && img.naturalWidth > 0,
    favorite: !!star && star.getAttribute('aria-pressed') === 'true',
  };
});
cards.sort((a, b) => a.index - b.index);
return { present: true, busy: list.getAttribute('aria-busy') === 'true', cards };
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_css_colours() {
        assert_eq!(parse_rgb("rgb(18, 19, 23)"), Some([18, 19, 23]));
        assert_eq!(parse_rgb("rgba(255, 255, 255, 0.5)"), Some([255, 255, 255]));
        assert_eq!(parse_rgb("transparent"), None);
        assert!(luminance([18, 19, 23]) < 0.3);
        assert!(luminance([250, 250, 252]) > 0.7);
    }

    fn png(width: u32, height: u32, paint: impl Fn(u32, u32) -> [u8; 3]) -> Vec<u8> {
        let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb(paint(x, y)));
        let mut out = std::io::Cursor::new(Vec::new());
        img.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn a_moving_playhead_is_the_same_screen_and_another_panel_is_not() {
        let page = |x: u32, _y: u32| if x < 200 { [20, 20, 24] } else { [240, 240, 244] };
        let shot = png(400, 300, page);
        // A playhead two pixels wide, 300 tall, moved by ten pixels: 1,200 pixels differ.
        let playhead = |at: u32| {
            move |x: u32, y: u32| {
                if x == at || x == at + 1 {
                    [255, 0, 0]
                } else {
                    page(x, y)
                }
            }
        };
        assert!(same_screen(
            &png(400, 300, playhead(250)),
            &png(400, 300, playhead(260))
        ));
        assert!(same_screen(&shot, &shot.clone()));
        // An older frame: the left panel not drawn yet (60,000 pixels).
        let older = png(400, 300, |_, _| [240, 240, 244]);
        assert!(!same_screen(&shot, &older));
        // Another size, or a shot that is no image.
        assert!(!same_screen(&shot, &png(401, 300, page)));
        assert!(!same_screen(&shot, b"not a png"));
    }
}
