-- Schema version 5: exactly once. Every change a station sends carries a key made by
-- that station; the audit entry of the change keeps it. A retry after a lost answer from the
-- server finds its key here and is not carried out a second time.
ALTER TABLE audit ADD COLUMN change_key TEXT;
CREATE UNIQUE INDEX audit_change_key ON audit (change_key);
