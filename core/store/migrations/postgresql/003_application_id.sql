-- Schema version 3: a game records which station wrote it last and when (as
-- migrations/sqlite/003_application_id.sql; a server database has no application_id).
ALTER TABLE games ADD COLUMN station TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN entered_at TEXT NOT NULL DEFAULT '';
