-- Schema version 7: entry at the table, the same tables as in a file
-- (migrations/sqlite/007_table_codes.sql). The secret is read by the owner and the stations only,
-- never by the projector's role (postgresengine.cpp).
CREATE TABLE table_secret (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    secret BYTEA NOT NULL CHECK (octet_length(secret) = 32)
);
CREATE TABLE table_codes (
    round INTEGER NOT NULL CHECK (round >= 0),
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    generation INTEGER NOT NULL CHECK (generation >= 2),
    PRIMARY KEY (round, table_number)
);
