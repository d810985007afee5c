-- Schema version 3: the file says what it is before anyone reads a table (PRAGMA application_id,
-- "NKB1"), and a game records which station wrote it last and when (a game in progress shows
-- "bezig, station Zaal-2 om 14:32").
PRAGMA application_id = 1313554993;
ALTER TABLE games ADD COLUMN station TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN entered_at TEXT NOT NULL DEFAULT '';
