-- Where each voice sits, for auto pitch: measured from the user's own training recordings, or the
-- range the user gave once for a public voice (low, middle, high, or a pitch in Hz).

CREATE TABLE voice_pitch (
    voice_id   TEXT PRIMARY KEY NOT NULL,
    range_json TEXT NOT NULL CHECK (json_valid(range_json)),   -- a pitch::VoiceRange
    source     TEXT NOT NULL CHECK (source IN ('training', 'user')),
    updated_at INTEGER NOT NULL
);
