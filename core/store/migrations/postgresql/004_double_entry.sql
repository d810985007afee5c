-- Schema version 4: double entry, the same table and setting as in a file
-- (migrations/sqlite/004_double_entry.sql).
ALTER TABLE tournament ADD COLUMN double_entry INTEGER NOT NULL DEFAULT 0 CHECK (double_entry IN (0, 1));
CREATE TABLE first_entries (
    round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE,
    table_number INTEGER NOT NULL,
    game INTEGER NOT NULL CHECK (game >= 1),
    station TEXT NOT NULL,
    entered_at TEXT NOT NULL,
    points TEXT NOT NULL,
    points_only INTEGER NOT NULL CHECK (points_only IN (0, 1)),
    giften TEXT,
    PRIMARY KEY (round, table_number, game)
);
