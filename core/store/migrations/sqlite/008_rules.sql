-- Schema version 8: the rule set the tournament is played by (issue 36), by its stored name
-- (RuleSet::name(): "nk2019", "hazerswoude", "hazerswoude+bod25+zeskaart100"). A tournament from
-- before played by the NK reglement of 2019. The program refuses a name it does not know when the
-- file is opened (connection.cpp), so that no game is judged by another rule set than its own.
ALTER TABLE tournament ADD COLUMN rules TEXT NOT NULL DEFAULT 'nk2019' CHECK (length(rules) BETWEEN 1 AND 200);
