-- Dubdeck's own media work around a dub: an audition sends only an excerpt of its input; a video's
-- sound alone is sent and the dub is written back into a copy of the video. Rows from before this
-- migration sent their whole input and made no video.

ALTER TABLE dubs ADD COLUMN excerpt_start_ms INTEGER;
ALTER TABLE dubs ADD COLUMN excerpt_ms INTEGER;
ALTER TABLE dubs ADD COLUMN video_input INTEGER NOT NULL DEFAULT 0;
ALTER TABLE dubs ADD COLUMN video_out INTEGER NOT NULL DEFAULT 0;
-- What was sent, when it was not the input file itself.
ALTER TABLE dubs ADD COLUMN upload_bytes INTEGER;
-- The copy of the input video with the dub as its sound, or why there is none.
ALTER TABLE dubs ADD COLUMN video_path TEXT;
ALTER TABLE dubs ADD COLUMN video_error TEXT;
