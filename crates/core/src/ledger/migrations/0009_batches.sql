-- Batches within a budget. `spend` keeps one row per charge, written when a job's credits are first
-- seen used; it stays when the job is removed from the library, so this month's spend (the budget)
-- and the spend history never shrink. `stage_times` keeps how long each finished stage of each job
-- took, with the input's length and size, to estimate the time left of running jobs. A dub can
-- belong to a batch (a folder dubbed with one approval) and come from a watch folder, whose
-- `watch_seen` remembers every file it has taken, by content hash.
CREATE TABLE spend (
    job_kind   TEXT NOT NULL,                -- dub | training
    job_id     TEXT NOT NULL,
    charged_at INTEGER NOT NULL,
    credits    INTEGER NOT NULL,
    voice_id   TEXT,
    voice_name TEXT NOT NULL,
    title      TEXT NOT NULL,
    PRIMARY KEY (job_kind, job_id),
    CHECK (job_kind IN ('dub', 'training'))
) WITHOUT ROWID;
CREATE INDEX spend_by_time ON spend (charged_at);
-- What was charged before this table existed, at the job's creation (the nearest time known).
INSERT INTO spend (job_kind, job_id, charged_at, credits, voice_id, voice_name, title)
    SELECT 'dub', id, created_at, credits_used, voice_id, voice_name, input_name
    FROM dubs WHERE credits_used > 0;
INSERT INTO spend (job_kind, job_id, charged_at, credits, voice_id, voice_name, title)
    SELECT 'training', id, created_at, credits_used, remote_voice_id, name, name
    FROM trainings WHERE credits_used > 0;

CREATE TABLE stage_times (
    job_kind   TEXT NOT NULL,
    job_id     TEXT NOT NULL,
    stage      TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at   INTEGER NOT NULL,
    input_ms   INTEGER,                      -- the input's length, when known
    bytes      INTEGER,                      -- what was sent or received, for transfers
    PRIMARY KEY (job_kind, job_id, stage, started_at)
) WITHOUT ROWID;
CREATE INDEX stage_times_by_end ON stage_times (job_kind, stage, ended_at);

ALTER TABLE dubs ADD COLUMN batch_id TEXT;
CREATE INDEX dubs_batch ON dubs (batch_id) WHERE batch_id IS NOT NULL;
-- Why a job waits for approval when the reason is not only its price (the monthly budget).
ALTER TABLE engine_jobs ADD COLUMN hold TEXT;

CREATE TABLE watch_folders (
    id         TEXT PRIMARY KEY NOT NULL,
    path       TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    enabled    INTEGER NOT NULL DEFAULT 1,
    settings   TEXT NOT NULL                 -- JSON: the voice, the dub settings, the approval limit
);
CREATE TABLE watch_seen (
    watch_id     TEXT NOT NULL,
    content_hash TEXT NOT NULL,              -- SHA-256 of the file's bytes
    path         TEXT NOT NULL,              -- where it was first seen
    job_id       TEXT,                       -- the dub it became (none: refused, see outcome)
    outcome      TEXT,
    seen_at      INTEGER NOT NULL,
    PRIMARY KEY (watch_id, content_hash)
) WITHOUT ROWID;
