-- Schema version 1: one tournament per file (the director's document).
-- Applied by TournamentStore in one transaction; statements end with ';' at the end of a line.
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO meta (key, value) VALUES ('application', 'nk-bonaken');

CREATE TABLE tournament (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    date TEXT NOT NULL DEFAULT '',
    venue TEXT NOT NULL DEFAULT '',
    rounds INTEGER NOT NULL DEFAULT 5 CHECK (rounds >= 1),
    games_per_round INTEGER NOT NULL DEFAULT 2 CHECK (games_per_round >= 1),
    places_three TEXT NOT NULL DEFAULT '10,8,4',
    final_tables INTEGER NOT NULL DEFAULT 1,
    final_games INTEGER NOT NULL DEFAULT 2
);

CREATE TABLE players (
    start_number INTEGER PRIMARY KEY CHECK (start_number >= 1),
    name TEXT NOT NULL UNIQUE,
    club TEXT NOT NULL DEFAULT '',
    joins_from_round INTEGER NOT NULL DEFAULT 1,
    withdrawn_from_round INTEGER
);

CREATE TABLE player_categories (
    start_number INTEGER NOT NULL REFERENCES players (start_number) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    category TEXT NOT NULL,
    PRIMARY KEY (start_number, position)
);

-- number 0 is the final; seed and algorithm_version record how the lot fell (core/draw).
CREATE TABLE rounds (
    number INTEGER PRIMARY KEY CHECK (number >= 0),
    seed TEXT,
    algorithm_version TEXT NOT NULL DEFAULT 'hand',
    seated_at TEXT NOT NULL DEFAULT ''
);

CREATE TABLE seats (
    round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE,
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    seat INTEGER NOT NULL CHECK (seat >= 1),
    start_number INTEGER NOT NULL REFERENCES players (start_number),
    PRIMARY KEY (round, table_number, seat),
    UNIQUE (round, start_number)
);

-- A game at one table: points per seat when finished; the full record (giften) when entered.
CREATE TABLE games (
    round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE,
    table_number INTEGER NOT NULL,
    game INTEGER NOT NULL CHECK (game >= 1),
    finished INTEGER NOT NULL CHECK (finished IN (0, 1)),
    points_only INTEGER NOT NULL CHECK (points_only IN (0, 1)),
    giften TEXT,
    PRIMARY KEY (round, table_number, game)
);

CREATE TABLE game_points (
    round INTEGER NOT NULL,
    table_number INTEGER NOT NULL,
    game INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,
    PRIMARY KEY (round, table_number, game, seat),
    FOREIGN KEY (round, table_number, game) REFERENCES games (round, table_number, game) ON DELETE CASCADE
);

-- A lot that settled a tie across the final cut (R60): input, seed and outcome, for all to check.
CREATE TABLE lots (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    rank INTEGER NOT NULL,
    places INTEGER NOT NULL,
    seed TEXT NOT NULL,
    players TEXT NOT NULL,
    drawn_order TEXT NOT NULL,
    drawn_at TEXT NOT NULL
);

-- Every change: what, when, from which station; inverse holds what undo needs (JSON snapshot
-- of the rows the change touched), NULL for entries that cannot be undone.
CREATE TABLE audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    station TEXT NOT NULL,
    what TEXT NOT NULL,
    inverse TEXT,
    undone INTEGER NOT NULL DEFAULT 0
);
