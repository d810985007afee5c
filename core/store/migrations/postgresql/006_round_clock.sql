-- Schema version 6: the round clock, the same setting and table as in a file
-- (migrations/sqlite/006_round_clock.sql). Its times are the server's (now()), so that every
-- station shows the same clock whatever its own clock says.
ALTER TABLE tournament ADD COLUMN round_minutes INTEGER NOT NULL DEFAULT 45 CHECK (round_minutes BETWEEN 1 AND 480);
CREATE TABLE round_clocks (
    round INTEGER PRIMARY KEY CHECK (round >= 0),
    started_at BIGINT NOT NULL,
    duration_seconds INTEGER NOT NULL CHECK (duration_seconds >= 0),
    paused_at BIGINT,
    paused_seconds INTEGER NOT NULL DEFAULT 0 CHECK (paused_seconds >= 0)
);
