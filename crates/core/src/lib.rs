//! Dubdeck domain: job engine, ledger, secrets, media probing.
