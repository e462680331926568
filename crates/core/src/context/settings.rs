//! Settings and per-voice presets, with change events. Settings are typed keys of the ledger (see
//! [`crate::ledger::Setting`]); changing the service address rebuilds the clients and restarts a
//! running engine. A voice's preset is the dub sheet's last pitch and separation for it, plus when
//! the voice was last used (read from the library's dubs, never stored twice).

use uuid::Uuid;

use super::events::AppEvent;
use super::values::VoicePreset;
use super::{AppContext, AppError};
use crate::ledger::{BaseUrl, Setting, SettingsSnapshot, VoiceSettings};

impl AppContext {
    /// Every app-wide setting.
    pub async fn settings(&self) -> Result<SettingsSnapshot, AppError> {
        Ok(self.ledger().call(|l| l.settings().snapshot()).await?)
    }

    /// Stores one setting (after its checks) and tells subscribers. A new service address takes
    /// effect at once: clients are rebuilt and a running engine restarts on them.
    pub async fn set_setting<S>(&self, value: S::Value) -> Result<SettingsSnapshot, AppError>
    where
        S: Setting + 'static,
        S::Value: Send + 'static,
    {
        let settings = self
            .ledger()
            .call(move |l| {
                l.settings().set::<S>(&value)?;
                l.settings().snapshot()
            })
            .await?;
        self.after_setting_change::<S>(settings).await
    }

    /// Forgets one setting so its default applies again.
    pub async fn reset_setting<S: Setting + 'static>(&self) -> Result<SettingsSnapshot, AppError> {
        let settings = self
            .ledger()
            .call(|l| {
                l.settings().reset::<S>()?;
                l.settings().snapshot()
            })
            .await?;
        self.after_setting_change::<S>(settings).await
    }

    async fn after_setting_change<S: Setting>(
        &self,
        settings: SettingsSnapshot,
    ) -> Result<SettingsSnapshot, AppError> {
        self.emit(AppEvent::SettingsChanged {
            settings: Box::new(settings.clone()),
        });
        if S::KEY == BaseUrl::KEY {
            self.reload().await?;
            // The stored key may now wait for the user (another host), or no longer.
            let status = self.key_status().await?;
            self.emit(AppEvent::KeyChanged { status });
        }
        Ok(settings)
    }

    /// The dub sheet's starting values for `voice_id`: the last ones used with it, else no pitch
    /// shift and separation on (the service's defaults).
    pub async fn preset(&self, voice_id: Uuid) -> Result<VoicePreset, AppError> {
        let (stored, last_used_at) = self
            .ledger()
            .call(move |l| {
                Ok((
                    l.settings().voice_settings(voice_id)?,
                    l.recent().last_used(&[voice_id])?.remove(&voice_id),
                ))
            })
            .await?;
        let stored = stored.unwrap_or(VoiceSettings {
            pitch_shift: 0,
            separate: true,
        });
        Ok(VoicePreset {
            pitch_shift: stored.pitch_shift,
            separate: stored.separate,
            last_used_at,
        })
    }

    /// Remembers the dub sheet's choices for `voice_id` (done by [`AppContext::start_dubs`] too).
    pub async fn remember_preset(
        &self,
        voice_id: Uuid,
        pitch_shift: i32,
        separate: bool,
    ) -> Result<VoicePreset, AppError> {
        self.ledger()
            .call(move |l| {
                l.settings().set_voice_settings(
                    voice_id,
                    VoiceSettings {
                        pitch_shift,
                        separate,
                    },
                )
            })
            .await?;
        let preset = self.preset(voice_id).await?;
        self.emit(AppEvent::PresetChanged { voice_id, preset });
        Ok(preset)
    }
}
