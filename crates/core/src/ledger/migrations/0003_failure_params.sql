-- Failures as a stable code with typed parameters: beside `error_code`, the whole failure as JSON
-- (`{"code":"not_enough_credits","needed":40,"balance":25}`). `error_message` is no longer written
-- (front ends own the words); rows from before keep it and load with their code alone.
ALTER TABLE dubs ADD COLUMN error_params TEXT;
ALTER TABLE trainings ADD COLUMN error_params TEXT;
