-- Schema version 9: the same person across tournaments and the "niet publiceren" mark, the same
-- columns as in a file (migrations/sqlite/009_person.sql).
ALTER TABLE players ADD COLUMN person_id TEXT CHECK (person_id IS NULL OR length(person_id) BETWEEN 1 AND 36);
ALTER TABLE players ADD COLUMN not_published INTEGER NOT NULL DEFAULT 0 CHECK (not_published IN (0, 1));
CREATE UNIQUE INDEX players_person_id ON players (person_id) WHERE person_id IS NOT NULL;
