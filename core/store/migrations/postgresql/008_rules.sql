-- Schema version 8: the rule set the tournament is played by, the same column as in a file
-- (migrations/sqlite/008_rules.sql).
ALTER TABLE tournament ADD COLUMN rules TEXT NOT NULL DEFAULT 'nk2019' CHECK (length(rules) BETWEEN 1 AND 200);
