-- Schema version 9: the same person across tournaments, and the "niet publiceren" mark (AVG).
-- person_id: a UUID given when the player is added (the program writes one for every player of
-- an older file in this same step: connection.cpp), kept when he is carried over from another
-- tournament's file, so that the published archive links his years; never made from a name.
-- Unique within the tournament. not_published: the published website shows his initials only.
ALTER TABLE players ADD COLUMN person_id TEXT CHECK (person_id IS NULL OR length(person_id) BETWEEN 1 AND 36);
ALTER TABLE players ADD COLUMN not_published INTEGER NOT NULL DEFAULT 0 CHECK (not_published IN (0, 1));
CREATE UNIQUE INDEX players_person_id ON players (person_id) WHERE person_id IS NOT NULL;
