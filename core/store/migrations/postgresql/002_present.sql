-- Schema version 2: check-in at the door (as migrations/sqlite/002_present.sql).
ALTER TABLE players ADD COLUMN present INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1));
