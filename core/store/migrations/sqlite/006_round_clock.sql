-- Schema version 6: the round clock. The director starts a round with a duration (the setting
-- round_minutes, or his own); only the start, the pauses and the adjustments are stored, as Unix
-- seconds, and every station computes the time left from them. A clock does not hang on its
-- round's seating: undoing or redrawing a draw leaves the clock as the director set it.
ALTER TABLE tournament ADD COLUMN round_minutes INTEGER NOT NULL DEFAULT 45 CHECK (round_minutes BETWEEN 1 AND 480);
CREATE TABLE round_clocks (
    round INTEGER PRIMARY KEY CHECK (round >= 0),
    started_at INTEGER NOT NULL,
    duration_seconds INTEGER NOT NULL CHECK (duration_seconds >= 0),
    paused_at INTEGER,
    paused_seconds INTEGER NOT NULL DEFAULT 0 CHECK (paused_seconds >= 0)
);
