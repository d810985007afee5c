-- Schema version 4: double entry. A tournament setting, off by default: every game is
-- entered by two stations and counts once both agree. Until then the first station's finished
-- entry waits in first_entries (not counted); it goes with its round.
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
