-- Schema version 7: entry at the table (docs/table-entry.md). The tournament's secret from which
-- every table's code is made (32 bytes from the system's random generator, written by the program
-- in this same step: connection.cpp), never exported, printed or logged; and per table of a round
-- the generation of its code, raised when the director withdraws the code (a lost phone). A table
-- without a row has generation 1.
CREATE TABLE table_secret (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    secret BLOB NOT NULL CHECK (length(secret) = 32)
);
CREATE TABLE table_codes (
    round INTEGER NOT NULL CHECK (round >= 0),
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    generation INTEGER NOT NULL CHECK (generation >= 2),
    PRIMARY KEY (round, table_number)
);
