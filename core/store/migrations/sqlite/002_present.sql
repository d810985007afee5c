-- Schema version 2: check-in at the door (docs/nk-day.md). A player ticked absent is left out of every
-- round seated after the mark; seats already made stay. Existing players count as present, so a
-- version 1 file behaves as before.
ALTER TABLE players ADD COLUMN present INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1));
