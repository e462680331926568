-- Covers: a dub paired with the user's own instrumental (kept in the library), the song's key, the
-- mix's levels, format and loudness, the mix made from them; auditions compared as one group; the
-- name template the dub's files were named with.
ALTER TABLE dubs ADD COLUMN group_id TEXT;
ALTER TABLE dubs ADD COLUMN name_template TEXT;
ALTER TABLE dubs ADD COLUMN instrumental_path TEXT;
ALTER TABLE dubs ADD COLUMN instrumental_name TEXT;
ALTER TABLE dubs ADD COLUMN song_name TEXT;
ALTER TABLE dubs ADD COLUMN song_key INTEGER NOT NULL DEFAULT 0;
ALTER TABLE dubs ADD COLUMN vocal_gain_db REAL NOT NULL DEFAULT 0;
ALTER TABLE dubs ADD COLUMN instrumental_gain_db REAL NOT NULL DEFAULT 0;
ALTER TABLE dubs ADD COLUMN mix_format TEXT;
ALTER TABLE dubs ADD COLUMN loudness_lufs REAL;
ALTER TABLE dubs ADD COLUMN mix_path TEXT;
ALTER TABLE dubs ADD COLUMN mix_error TEXT;
CREATE INDEX dubs_group ON dubs (group_id) WHERE group_id IS NOT NULL;
