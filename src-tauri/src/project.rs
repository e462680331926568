//! The project's pages on the web, named once: the page shows them (the contract's `links`) and
//! the shell opens them and asks them for updates.

/// An address under the project's home on its forge.
macro_rules! project_page {
    ($path:literal) => {
        concat!("https://github.com/dubdeck/dubdeck", $path)
    };
}

/// Where people report problems: the new-issue page.
pub const ISSUE_PAGE: &str = project_page!("/issues/new");

/// The releases, with their installers: for a copy that cannot update itself.
pub const RELEASES_PAGE: &str = project_page!("/releases");

/// The `latest.json` of the newest release: the updates address unless the setting names another.
pub const LATEST_RELEASE: &str = project_page!("/releases/latest/download/latest.json");

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    /// The packages' homepage (tauri.conf.json, which cannot name these constants) is the
    /// project's home, of which every page above is a part.
    #[test]
    fn the_packages_name_the_same_home() {
        let conf: serde_json::Value = serde_json::from_str(include_str!("../tauri.conf.json")).unwrap();
        let home = conf["bundle"]["homepage"].as_str().unwrap();
        assert_eq!(home, project_page!(""));
        for page in [super::ISSUE_PAGE, super::RELEASES_PAGE, super::LATEST_RELEASE] {
            assert!(page.starts_with(&format!("{home}/")), "{page}");
        }
    }
}
