-- When each job entered its current state, so that "Processing for 4 min" survives a restart (the
-- row's updated_at moves with every progress commit and poll). Rows from before this migration
-- take their last update as the best known start of their state.

ALTER TABLE dubs ADD COLUMN state_since INTEGER;
UPDATE dubs SET state_since = updated_at;

ALTER TABLE trainings ADD COLUMN state_since INTEGER;
UPDATE trainings SET state_since = updated_at;
