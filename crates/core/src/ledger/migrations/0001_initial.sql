-- The first schema of Dubdeck's library. Times are Unix milliseconds (UTC). States and codes are
-- checked in Rust (not with CHECK constraints) so later migrations can add values without rebuilding
-- tables. JSON columns hold the service's objects as received, unknown fields included.

-- Dubs: one row per dub job, from the drop until the file sits in the output folder.
CREATE TABLE dubs (
    id                    TEXT PRIMARY KEY NOT NULL,    -- local id (UUID), never sent to the service
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL,
    input_kind            TEXT NOT NULL,                -- file | link
    input_path            TEXT,                         -- file inputs
    input_link            TEXT,                         -- link inputs
    input_name            TEXT NOT NULL,
    input_size            INTEGER,                      -- bytes, file inputs
    duration_ms           INTEGER,                      -- local probe
    media_format          TEXT,                         -- local probe, e.g. "wav/pcm_s16le"
    voice_id              TEXT NOT NULL,
    voice_name            TEXT NOT NULL,                -- snapshot at enqueue: the voice may vanish later
    pitch_shift           INTEGER NOT NULL,
    separate              INTEGER NOT NULL,
    output_dir            TEXT NOT NULL,
    state                 TEXT NOT NULL,
    remote_id             TEXT UNIQUE,                  -- the service's dub id
    upload_url            TEXT,
    upload_url_expires_at INTEGER,
    remote_status         TEXT,                         -- last observed, raw (unknown values kept)
    remote_json           TEXT,                         -- last observed dub object, whole
    remote_observed_at    INTEGER,
    required_credits      INTEGER,
    credits_used          INTEGER,
    approval              TEXT NOT NULL DEFAULT 'none', -- none | auto | approved
    next_poll_at          INTEGER,
    poll_count            INTEGER NOT NULL DEFAULT 0,
    attempts              INTEGER NOT NULL DEFAULT 0,   -- failed tries of the current step
    total_attempts        INTEGER NOT NULL DEFAULT 0,   -- failed tries over the job's life
    pending_action        TEXT,                         -- the network call about to be / being made
    pending_since         INTEGER,
    error_code            TEXT,
    error_message         TEXT,
    output_path           TEXT,
    bytes_done            INTEGER NOT NULL DEFAULT 0,
    bytes_total           INTEGER,
    CHECK ((input_kind = 'file' AND input_path IS NOT NULL)
        OR (input_kind = 'link' AND input_link IS NOT NULL)),
    CHECK (pitch_shift BETWEEN -24 AND 24),
    CHECK ((pending_action IS NULL) = (pending_since IS NULL))
);
CREATE INDEX dubs_by_state ON dubs (state);
CREATE INDEX dubs_by_next_poll ON dubs (next_poll_at) WHERE next_poll_at IS NOT NULL;
CREATE INDEX dubs_by_voice ON dubs (voice_id, created_at);
CREATE INDEX dubs_by_created ON dubs (created_at);

-- Trainings: custom voice jobs, same pattern as dubs.
CREATE TABLE trainings (
    id                 TEXT PRIMARY KEY NOT NULL,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL,
    name               TEXT NOT NULL,
    max_minutes        INTEGER NOT NULL,
    separate           INTEGER NOT NULL,
    state              TEXT NOT NULL,
    remote_voice_id    TEXT UNIQUE,
    remote_status      TEXT,
    remote_json        TEXT,
    remote_observed_at INTEGER,
    required_credits   INTEGER,
    credits_used       INTEGER,
    approval           TEXT NOT NULL DEFAULT 'none',
    next_poll_at       INTEGER,
    poll_count         INTEGER NOT NULL DEFAULT 0,
    attempts           INTEGER NOT NULL DEFAULT 0,
    total_attempts     INTEGER NOT NULL DEFAULT 0,
    pending_action     TEXT,
    pending_since      INTEGER,
    error_code         TEXT,
    error_message      TEXT,
    CHECK (max_minutes BETWEEN 5 AND 60),
    CHECK ((pending_action IS NULL) = (pending_since IS NULL))
);
CREATE INDEX trainings_by_state ON trainings (state);
CREATE INDEX trainings_by_next_poll ON trainings (next_poll_at) WHERE next_poll_at IS NOT NULL;

CREATE TABLE training_files (
    training_id           TEXT NOT NULL REFERENCES trainings (id) ON DELETE CASCADE,
    position              INTEGER NOT NULL,             -- 0-based, matches the upload URL's index
    path                  TEXT NOT NULL,
    name                  TEXT NOT NULL,
    size_bytes            INTEGER NOT NULL,
    duration_ms           INTEGER,
    format                TEXT,
    upload_url            TEXT,
    upload_url_expires_at INTEGER,
    uploaded              INTEGER NOT NULL DEFAULT 0,
    bytes_done            INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (training_id, position)
) WITHOUT ROWID;

-- Custom voices the user owns ("My voices"): the service keeps no list, so this table is the list.
CREATE TABLE voices (
    id          TEXT PRIMARY KEY NOT NULL,               -- the service's voice id
    name        TEXT NOT NULL,
    status      TEXT NOT NULL,                           -- raw service status
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    training_id TEXT REFERENCES trainings (id) ON DELETE SET NULL
);
CREATE INDEX voices_by_training ON voices (training_id);

CREATE TABLE favorites (
    voice_id TEXT PRIMARY KEY NOT NULL,                  -- a public voice id
    added_at INTEGER NOT NULL
);

CREATE TABLE settings (
    key        TEXT PRIMARY KEY NOT NULL,
    value      TEXT NOT NULL CHECK (json_valid(value)),
    updated_at INTEGER NOT NULL
);

-- Public voices as last fetched, for favorites and offline browsing.
CREATE TABLE catalogue_cache (
    voice_id   TEXT PRIMARY KEY NOT NULL,
    json       TEXT NOT NULL CHECK (json_valid(json)),
    fetched_at INTEGER NOT NULL
);

CREATE TABLE avatar_cache (
    voice_id   TEXT PRIMARY KEY NOT NULL,
    format     TEXT NOT NULL,                            -- webp | gif
    file_path  TEXT NOT NULL,
    etag       TEXT,
    size_bytes INTEGER NOT NULL,
    fetched_at INTEGER NOT NULL
);
