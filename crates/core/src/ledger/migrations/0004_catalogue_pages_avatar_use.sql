-- What the catalogue and avatar services need beyond 0001: the catalogue's pages as last seen per
-- filter and cursor (shown at once and offline, then refreshed), and for avatars a second validator
-- (Last-Modified, for servers that send no ETag), the still first frame of an animated avatar, and
-- the time of last use (eviction is least-recently-used, not least-recently-fetched).

CREATE TABLE catalogue_pages (
    query_key   TEXT NOT NULL,                           -- normalised filters (JSON), cursor excluded
    cursor      TEXT NOT NULL,                           -- the cursor that fetched it; '' for the first page
    voice_ids   TEXT NOT NULL CHECK (json_valid(voice_ids)), -- JSON array, in the service's order
    next_cursor TEXT,                                    -- null on the last page
    fetched_at  INTEGER NOT NULL,
    PRIMARY KEY (query_key, cursor)
) WITHOUT ROWID;

ALTER TABLE avatar_cache ADD COLUMN last_modified TEXT;  -- the server's Last-Modified, as sent
ALTER TABLE avatar_cache ADD COLUMN still_path TEXT;     -- PNG of the first frame of a gif
ALTER TABLE avatar_cache ADD COLUMN used_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX avatar_cache_by_use ON avatar_cache (used_at, fetched_at);
