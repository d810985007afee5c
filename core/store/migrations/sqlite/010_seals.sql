-- Schema version 10: a file that lies is caught (issue 39, core/store/seals.cpp). Every change in
-- the audit carries a digest (SHA-256) over its own contents and the digest of the change before
-- it, so an audit line edited, or one deleted, breaks the chain; undoes names the change an undo
-- took back (its undone flag is not in the chain). seals holds, per object of the tournament (a
-- game with its points, a table's seats of a round, a player with his categories, ...), the
-- digest of its rows as the program last wrote them: a row changed with another tool no longer
-- matches its seal. The program computes both in the transaction of every change; what the
-- change touched is recorded by triggers of the program's own connection only.
ALTER TABLE audit ADD COLUMN digest TEXT;
ALTER TABLE audit ADD COLUMN undoes INTEGER;
CREATE TABLE seals (
    object TEXT PRIMARY KEY,
    digest TEXT NOT NULL
);
