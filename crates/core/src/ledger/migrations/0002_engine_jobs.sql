-- What the job engine keeps per job beside the job's row: the per-job approval threshold, when the
-- last poll was sent (so the 3-second rule holds across restarts), when the current service stage
-- began (poll intervals grow for long jobs), and a passing notice such as "waiting for the service
-- (12 s)" that is not a failure. One table for dubs and trainings; rows go when their job goes.
CREATE TABLE engine_jobs (
    job_kind          TEXT NOT NULL,                     -- dub | training
    job_id            TEXT NOT NULL,
    approve_up_to     INTEGER,                           -- overrides the auto_approve_up_to setting
    last_poll_sent_at INTEGER,
    phase_started_at  INTEGER,
    notice            TEXT,
    PRIMARY KEY (job_kind, job_id),
    CHECK (job_kind IN ('dub', 'training'))
) WITHOUT ROWID;

CREATE TRIGGER engine_jobs_forget_dub AFTER DELETE ON dubs BEGIN
    DELETE FROM engine_jobs WHERE job_kind = 'dub' AND job_id = old.id;
END;

CREATE TRIGGER engine_jobs_forget_training AFTER DELETE ON trainings BEGIN
    DELETE FROM engine_jobs WHERE job_kind = 'training' AND job_id = old.id;
END;
