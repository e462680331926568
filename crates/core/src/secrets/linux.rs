//! Turns Secret Service failures into the three situations a Linux user can act on: no session bus,
//! no keyring service on the bus, a locked (or missing) keyring.

use secret_service::Error as SsError;

use super::SecretError;

const SERVICE_UNKNOWN: &str = "org.freedesktop.DBus.Error.ServiceUnknown";
const NAME_HAS_NO_OWNER: &str = "org.freedesktop.DBus.Error.NameHasNoOwner";

enum Situation {
    NoSessionBus,
    NoSecretService,
    Locked,
    Other,
}

/// `no_access` is keyring's `NoStorageAccess` (locked, prompt dismissed, no result).
pub(crate) fn classify(
    inner: &(dyn std::error::Error + Send + Sync + 'static),
    no_access: bool,
) -> SecretError {
    let detail = inner.to_string();
    let situation = match inner.downcast_ref::<SsError>() {
        Some(SsError::Locked | SsError::NoResult | SsError::Prompt | SsError::PromptDisconnected) => {
            Situation::Locked
        }
        // The library's "no provider or no session": tell the two apart by trying the bus.
        Some(SsError::Unavailable) => {
            if session_bus_reachable() {
                Situation::NoSecretService
            } else {
                Situation::NoSessionBus
            }
        }
        Some(SsError::Zbus(e)) => zbus_situation(e),
        Some(SsError::ZbusFdo(e)) => fdo_situation(e),
        _ if no_access => Situation::Locked,
        _ => Situation::Other,
    };
    match situation {
        Situation::NoSessionBus => SecretError::NoSessionBus { detail },
        Situation::NoSecretService => SecretError::NoSecretService { detail },
        Situation::Locked => SecretError::Locked { detail },
        Situation::Other => SecretError::Keychain { detail },
    }
}

fn zbus_situation(e: &zbus::Error) -> Situation {
    match e {
        zbus::Error::InputOutput(_)
        | zbus::Error::Connection(..)
        | zbus::Error::Address(_)
        | zbus::Error::Handshake(_) => Situation::NoSessionBus,
        zbus::Error::MethodError(name, _, _)
            if name.as_str() == SERVICE_UNKNOWN || name.as_str() == NAME_HAS_NO_OWNER =>
        {
            Situation::NoSecretService
        }
        zbus::Error::FDO(e) => fdo_situation(e),
        _ => Situation::Other,
    }
}

fn fdo_situation(e: &zbus::fdo::Error) -> Situation {
    match e {
        zbus::fdo::Error::ServiceUnknown(_) | zbus::fdo::Error::NameHasNoOwner(_) => {
            Situation::NoSecretService
        }
        zbus::fdo::Error::IOError(_) | zbus::fdo::Error::Disconnected(_) => Situation::NoSessionBus,
        _ => Situation::Other,
    }
}

fn session_bus_reachable() -> bool {
    zbus::blocking::Connection::session().is_ok()
}
