//! Whether the keychain is locked, asked without reading or writing an item: a locked keyring
//! answers reads with "no key" (it holds none it can show), so only this tells it apart from an
//! empty one.

use super::SecretError;

/// The keychain's state as far as Dubdeck's key is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeychainState {
    /// Items can be read and stored.
    Unlocked,
    /// The default keyring is locked, or there is none to store in.
    Locked,
}

/// Asks the system's keychain whether its default keyring is locked. Blocking (D-Bus). On macOS
/// and Windows the keychain unlocks with the session, and it is taken as unlocked.
pub fn keychain_state() -> Result<KeychainState, SecretError> {
    #[cfg(target_os = "linux")]
    {
        use secret_service::EncryptionType;
        use secret_service::blocking::SecretService;

        let classify = |e: secret_service::Error| super::linux::classify(&e, false);
        let service = SecretService::connect(EncryptionType::Plain).map_err(classify)?;
        match service.get_default_collection() {
            Ok(collection) => match collection.is_locked().map_err(classify)? {
                true => Ok(KeychainState::Locked),
                false => Ok(KeychainState::Unlocked),
            },
            Err(e) => match classify(e) {
                SecretError::Locked { .. } => Ok(KeychainState::Locked),
                other => Err(other),
            },
        }
    }
    #[cfg(not(target_os = "linux"))]
    Ok(KeychainState::Unlocked)
}
