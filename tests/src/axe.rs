//! Accessibility audits with axe-core in the real window. WebKitGTK has no DevTools protocol, so
//! the pinned `axe-core` package of the page's dev dependencies is injected through WebDriver and
//! `axe.run` is called with its callback. Each audit checks WCAG 2.1 A and AA, writes what it found
//! to `<screenshots>/../axe/<screen>-<theme>.json` (`cargo xtask e2e` makes the table of them), and
//! fails on any serious or critical violation, and on a moderate or minor one not listed in
//! [`KNOWN`] with its reason.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, Result, anyhow, bail};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::ui::Ui;

/// The axe-core build the page's `package.json` pins (`ui/node_modules/axe-core/axe.min.js`), or
/// the file `DUBDECK_E2E_AXE` names.
pub const AXE_ENV: &str = "DUBDECK_E2E_AXE";

/// Moderate and minor findings that stay, each with why. Empty: every one found is mended.
pub const KNOWN: &[(&str, &str)] = &[];

/// One rule broken on a screen.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Violation {
    pub id: String,
    /// `minor`, `moderate`, `serious` or `critical`.
    pub impact: Option<String>,
    pub help: String,
    /// The first few elements it was found on (CSS selectors).
    pub nodes: Vec<String>,
    /// How many elements in all.
    pub count: usize,
}

/// What one audit found.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Audit {
    pub screen: String,
    pub theme: String,
    /// How many rules passed (an audit that checked nothing is no audit).
    pub passes: usize,
    pub violations: Vec<Violation>,
}

impl Audit {
    /// The violations that fail a test: serious and critical ones, and any other not in [`KNOWN`].
    pub fn failing(&self) -> Vec<&Violation> {
        self.violations
            .iter()
            .filter(|v| {
                matches!(v.impact.as_deref(), Some("serious" | "critical"))
                    || !KNOWN.iter().any(|(id, _)| *id == v.id)
            })
            .collect()
    }
}

/// axe-core's source, read once.
fn source() -> Result<&'static str> {
    static SOURCE: OnceLock<std::result::Result<String, String>> = OnceLock::new();
    SOURCE
        .get_or_init(|| {
            let path = axe_path();
            std::fs::read_to_string(&path).map_err(|e| {
                format!(
                    "could not read axe-core at {} ({e}): run the tests with `cargo xtask e2e`, which \
                     installs the page's packages",
                    path.display()
                )
            })
        })
        .as_deref()
        .map_err(|e| anyhow!("{e}"))
}

fn axe_path() -> PathBuf {
    match std::env::var_os(AXE_ENV).filter(|v| !v.is_empty()) {
        Some(path) => PathBuf::from(path),
        None => Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("ui")
            .join("node_modules")
            .join("axe-core")
            .join("axe.min.js"),
    }
}

const RUN_JS: &str = "const done = arguments[arguments.length - 1];
 const options = {
   runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
   resultTypes: ['violations'],
 };
 window.axe.run(document, options, (error, results) => {
   if (error) { done({ error: String(error) }); return; }
   done({
     passes: results.passes.length,
     violations: results.violations.map((v) => ({
       id: v.id,
       impact: v.impact,
       help: v.help,
       nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
       count: v.nodes.length,
     })),
   });
 });";

#[derive(Deserialize)]
struct Ran {
    error: Option<String>,
    #[serde(default)]
    passes: usize,
    #[serde(default)]
    violations: Vec<Violation>,
}

impl Ui {
    /// Audits the page as it is, as `<screen>-<theme>`: writes the findings beside the screenshots
    /// and fails on what [`Audit::failing`] lists.
    pub async fn audit(&self, screen: &str, theme: &str) -> Result<Audit> {
        let present: bool = self
            .script(
                "return typeof window.axe === 'object' && window.axe !== null;",
                vec![],
            )
            .await?;
        if !present {
            let inject = format!("{}\nreturn typeof window.axe === 'object';", source()?);
            let injected: bool = self.script(&inject, vec![]).await?;
            if !injected {
                bail!("axe-core did not load in the page");
            }
        }
        let ran: Ran = self
            .script_async(RUN_JS, vec![])
            .await
            .context("axe.run did not answer")?;
        if let Some(error) = ran.error {
            bail!("axe.run failed on {screen}-{theme}: {error}");
        }
        let audit = Audit {
            screen: screen.to_owned(),
            theme: theme.to_owned(),
            passes: ran.passes,
            violations: ran.violations,
        };
        let dir = self.screenshots_dir().join("..").join("axe");
        std::fs::create_dir_all(&dir)?;
        let file = dir.join(format!("{}-{theme}.json", screen.replace('/', "-")));
        std::fs::write(&file, serde_json::to_vec_pretty(&json!(audit))?)
            .with_context(|| format!("could not write {}", file.display()))?;
        let failing = audit.failing();
        if !failing.is_empty() {
            let said: Vec<String> = failing
                .iter()
                .map(|v| {
                    format!(
                        "{} ({}): {} — {} element(s), e.g. {}",
                        v.id,
                        v.impact.as_deref().unwrap_or("no impact"),
                        v.help,
                        v.count,
                        v.nodes.join(" | ")
                    )
                })
                .collect();
            bail!(
                "axe found {} violation(s) on {screen} ({theme}):\n{}",
                failing.len(),
                said.join("\n")
            );
        }
        Ok(audit)
    }
}
