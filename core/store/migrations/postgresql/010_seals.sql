-- Schema version 10: a tournament that lies is caught, the same columns and table as in a file
-- (migrations/sqlite/010_seals.sql). What a change touched is recorded by the triggers below into
-- nkb_touched, a temporary table that only the program's own sessions make (seals.cpp): a row
-- changed by psql or any other client is recorded nowhere, and no longer matches its seal.
-- The function's lines do not end with a semicolon: the migration is split at those.
ALTER TABLE audit ADD COLUMN digest TEXT;
ALTER TABLE audit ADD COLUMN undoes BIGINT;
CREATE TABLE seals (
    object TEXT PRIMARY KEY,
    digest TEXT NOT NULL
);
CREATE FUNCTION nkb_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r jsonb; k text; BEGIN
    IF to_regclass('pg_temp.nkb_touched') IS NULL THEN RETURN NULL; END IF; FOR pass IN 1..2 LOOP
        IF pass = 1 AND TG_OP <> 'DELETE' THEN r := to_jsonb(NEW); ELSIF pass = 2 AND TG_OP <> 'INSERT' THEN r := to_jsonb(OLD); ELSE CONTINUE; END IF; k := TG_ARGV[0]; FOR i IN 1..TG_NARGS - 1 LOOP
            k := k || '/' || (r ->> TG_ARGV[i]); END LOOP; INSERT INTO pg_temp.nkb_touched (object) VALUES (k); END LOOP; RETURN NULL; END
$$;
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON tournament FOR EACH ROW EXECUTE FUNCTION nkb_touch('tournament');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON meta FOR EACH ROW EXECUTE FUNCTION nkb_touch('meta', 'key');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON players FOR EACH ROW EXECUTE FUNCTION nkb_touch('player', 'start_number');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON player_categories FOR EACH ROW EXECUTE FUNCTION nkb_touch('player', 'start_number');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON rounds FOR EACH ROW EXECUTE FUNCTION nkb_touch('round', 'number');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON seats FOR EACH ROW EXECUTE FUNCTION nkb_touch('seats', 'round', 'table_number');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON games FOR EACH ROW EXECUTE FUNCTION nkb_touch('game', 'round', 'table_number', 'game');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON game_points FOR EACH ROW EXECUTE FUNCTION nkb_touch('game', 'round', 'table_number', 'game');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON first_entries FOR EACH ROW EXECUTE FUNCTION nkb_touch('game', 'round', 'table_number', 'game');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON lots FOR EACH ROW EXECUTE FUNCTION nkb_touch('lot', 'id');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON round_clocks FOR EACH ROW EXECUTE FUNCTION nkb_touch('clock', 'round');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON table_secret FOR EACH ROW EXECUTE FUNCTION nkb_touch('secret');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON table_codes FOR EACH ROW EXECUTE FUNCTION nkb_touch('code', 'round', 'table_number');
CREATE TRIGGER nkb_touch AFTER INSERT OR UPDATE OR DELETE ON audit FOR EACH ROW EXECUTE FUNCTION nkb_touch('audit');
