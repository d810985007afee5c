// The rule set of a tournament (issue 36) in the store: kept with the tournament (migration 8)
// on a file and on a server, carried by a copy, an export and an import; changed only before the
// first result; a name this program does not know is refused, never judged as the NK reglement.
#include "storefixture.h"

#include "rules/ruleset.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace nkb;
using namespace nkbtest;

namespace {

TournamentInfo hazerswoude()
{
    TournamentInfo info;
    info.name = "Kroegkampioenschap";
    info.rules = "hazerswoude+bod25";
    return info;
}

// The export with the tournament's "rules" taken out or set to `rules`.
std::string withRules(const std::string &doc, const char *rules)
{
    QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(doc)).object();
    QJsonObject info = root.value(QStringLiteral("tournament")).toObject();
    if (rules)
        info.insert(QStringLiteral("rules"), QString::fromUtf8(rules));
    else
        info.remove(QStringLiteral("rules"));
    root.insert(QStringLiteral("tournament"), info);
    return QJsonDocument(root).toJson().toStdString();
}


} // namespace

TEST_CASE("Rule set: chosen at creation, kept with the tournament and read back", "[store][rules]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "kroeg.bonaken");
    {
        auto store = newTournament(path, 4, hazerswoude());
        CHECK(store->load()->info.rules == "hazerswoude+bod25");
    }
    auto store = reopen(path);
    const auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->info.rules == "hazerswoude+bod25");
    CHECK(ruleSetFor(t->info).title() == "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25");
    CHECK(ruleSetFor(t->info).minPointBid == 25);
    // What one game needs (a station entering it) carries the rule set too.
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    const auto part = store->forGame(GameRef{1, 1, 1});
    REQUIRE(part.ok());
    CHECK(part->info.rules == "hazerswoude+bod25");
    // The audit names the rule set the tournament was made with.
    const auto log = store->auditLog();
    REQUIRE(log.ok());
    CHECK(log->front().what.find("Hazerswoude-Rijndijk") != std::string::npos);
}

TEST_CASE("Rule set: a tournament made without a choice plays by the NK reglement of 2019", "[store][rules]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "nk.bonaken"), 4);
    CHECK(store->load()->info.rules == "nk2019");
    CHECK(ruleSetFor(store->load()->info) == [] {
        RuleSet nk = RuleSet::nk2019();
        nk.placePointsThree = {10, 8, 4};
        return nk;
    }());
}

TEST_CASE("Rule set: an unknown name is refused at creation and as a change", "[store][rules]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "onbekend.bonaken");
    OpenOptions o;
    o.create = true;
    auto store = TournamentStore::open(path, o);
    REQUIRE(store.ok());
    TournamentInfo info;
    info.name = "Test";
    info.rules = "hazerswoude+klaverjas";
    const auto made = store.value()->createTournament(info);
    REQUIRE(made.has_value());
    CHECK(made->message.find("Onbekende optie 'klaverjas'") != std::string::npos);
    CHECK_FALSE(store.value()->hasTournament());
    info.rules = "NK2019"; // known, but not as stored: the faces store RuleSet::name()
    CHECK(store.value()->createTournament(info).has_value());
    info.rules = "nk2019";
    REQUIRE_FALSE(store.value()->createTournament(info).has_value());
    const auto changed = store.value()->setRules("bridge");
    REQUIRE_FALSE(changed.ok());
    CHECK(changed.error().message.find("Onbekende spelregels 'bridge'") != std::string::npos);
    CHECK(store.value()->load()->info.rules == "nk2019");
}

TEST_CASE("Rule set: changed before the first result, undone, and stored by its one name", "[store][rules]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "wissel.bonaken"));
    // Any spelling fromName takes; stored as RuleSet::name() gives it.
    const auto set = store->setRules("Hazerswoude + zeskaart100 + BOD25");
    REQUIRE(set.ok());
    CHECK(set.value() == "hazerswoude+bod25+zeskaart100");
    CHECK(store->load()->info.rules == "hazerswoude+bod25+zeskaart100");
    const auto log = store->auditLog();
    REQUIRE(log.ok());
    CHECK(log->back().what.find("Spelregels: Hazerswoude-Rijndijk (pagat)") != std::string::npos);
    CHECK(log->back().what.find("(was NK-reglement 2019)") != std::string::npos);
    // The same rule set again says so and changes nothing.
    const auto same = store->setRules("hazerswoude+bod25+zeskaart100");
    REQUIRE_FALSE(same.ok());
    CHECK(same.error().message.find("zijn al Hazerswoude") != std::string::npos);
    REQUIRE(store->undo().ok());
    CHECK(store->load()->info.rules == "nk2019");
}

TEST_CASE("Rule set: refused once a result is stored, saying under which rule set it was judged",
          "[store][rules]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "vast.bonaken"));
    REQUIRE(store->setRules("hazerswoude").ok());
    // Hazerswoude's game ends at its first loser: the last place is erin (0).
    REQUIRE(store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 0}}).ok());
    const std::string before = exported(*store);
    const auto late = store->setRules("nk2019");
    REQUIRE_FALSE(late.ok());
    CHECK(late.error().message ==
          "De spelregels kunnen niet meer veranderen: er staan al uitslagen (ronde 1 tafel 2 spel 1); die zijn "
          "onder Hazerswoude-Rijndijk (pagat) beoordeeld.");
    CHECK(exported(*store) == before);
    // Nor can the change before it be undone now: the result would then stand under the NK's
    // title while it was judged under Hazerswoude's.
    const auto log = store->auditLog();
    REQUIRE(log.ok());
    long long rulesEntry = 0;
    for (const auto &e : log.value())
        if (e.what.rfind("Spelregels:", 0) == 0)
            rulesEntry = e.id;
    REQUIRE(rulesEntry > 0);
    const auto undone = store->undoEntry(rulesEntry);
    REQUIRE_FALSE(undone.ok());
    CHECK(undone.error().message.find("er staan al uitslagen") != std::string::npos);
    CHECK(store->load()->info.rules == "hazerswoude");
    // Taking the result back opens the choice again.
    REQUIRE(store->undo().ok());
    REQUIRE(store->setRules("nk2019").ok());
}

TEST_CASE("Rule set: a game in progress or a first entry of double entry counts as a result", "[store][rules]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "bezig.bonaken"));
    SECTION("a game in progress")
    {
        REQUIRE(store->enterGame({1, 1, 1}, GameEntry{{}, std::string(R"({"giften":[]})"), false, false}).ok());
        const auto late = store->setRules("hazerswoude");
        REQUIRE_FALSE(late.ok());
        CHECK(late.error().message.find("ronde 1 tafel 1 spel 1") != std::string::npos);
    }
    SECTION("a first entry waiting for its second")
    {
        REQUIRE(store->setDoubleEntry(true).ok());
        REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
        REQUIRE(store->waitingForSecondEntry().value() == 1);
        const auto late = store->setRules("hazerswoude");
        REQUIRE_FALSE(late.ok());
        CHECK(late.error().message.find("1 eerste invoer") != std::string::npos);
    }
    CHECK(store->load()->info.rules == "nk2019");
}

TEST_CASE("Rule set: carried by a copy (Opslaan als kopie)", "[store][rules][copy]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "bron.bonaken"), 4, hazerswoude());
    const std::string copyPath = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(store->copyTo(copyPath).has_value());
    CHECK(reopen(copyPath)->load()->info.rules == "hazerswoude+bod25");
}

TEST_CASE("Rule set: carried by an export and an import, and an export from before is the NK's", "[store][rules][json]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "bron.bonaken"), 4, hazerswoude());
    const std::string doc = exported(*store);
    CHECK(doc.find(R"("rules": "hazerswoude+bod25")") != std::string::npos);
    CHECK(doc.find(R"("version": 2)") != std::string::npos); // an older version refuses it
    SECTION("with the field")
    {
        auto copy = TournamentStore::importJson(tempPath(dir, "import.bonaken"), doc);
        REQUIRE(copy.ok());
        CHECK(copy.value()->load()->info.rules == "hazerswoude+bod25");
        CHECK(exported(*copy.value()) == doc);
    }
    SECTION("without it: played by the NK reglement")
    {
        auto old = TournamentStore::importJson(tempPath(dir, "oud.bonaken"), withRules(doc, nullptr));
        REQUIRE(old.ok());
        CHECK(old.value()->load()->info.rules == "nk2019");
        CHECK(exported(*old.value()).find(R"("version": 1)") != std::string::npos);
    }
    SECTION("in another spelling: stored by its name")
    {
        auto other = TournamentStore::importJson(tempPath(dir, "anders.bonaken"),
                                                 withRules(doc, "HAZERSWOUDE+bod25"));
        REQUIRE(other.ok());
        CHECK(other.value()->load()->info.rules == "hazerswoude+bod25");
    }
}

TEST_CASE("Rule set: an export with a rule set this version does not know is refused, nothing made",
          "[store][rules][json]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "bron.bonaken"), 4, hazerswoude());
    const std::string doc = withRules(exported(*store), "hazerswoude+dubbelbonaak");
    const std::string target = tempPath(dir, "nieuw.bonaken");
    const auto refused = TournamentStore::importJson(target, doc);
    REQUIRE_FALSE(refused.ok());
    CHECK_FALSE(refused.error().unusable());
    CHECK(refused.error().message.find("spelregels die deze versie van nk-bonaken niet kent") != std::string::npos);
    CHECK(refused.error().message.find("dubbelbonaak") != std::string::npos);
    if (onPostgres())
        CHECK_FALSE(TournamentStore::open(target).ok()); // the database holds no tournament
    else
        CHECK_FALSE(QFile::exists(QString::fromStdString(target)));
}

TEST_CASE("Rule set: a stored name this program does not know is refused on opening, not played as the NK",
          "[store][rules]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "nieuwer.bonaken");
    {
        auto store = newTournament(path, 4, hazerswoude());
    }
    // As a newer version with an option of its own would leave it.
    rawTournamentSql(path, {"UPDATE tournament SET rules = 'hazerswoude+bod25+dubbelbonaak'"});
    const QByteArray before = onPostgres() ? QByteArray() : fileBytes(path);
    nkb::OpenOptions o;
    o.station = "test";
    const auto store = TournamentStore::open(path, o);
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK(store.error().message.find("spelregels \"hazerswoude+bod25+dubbelbonaak\" die deze versie van nk-bonaken "
                                     "niet kent") != std::string::npos);
    CHECK(store.error().message.find("Onbekende optie 'dubbelbonaak'") != std::string::npos);
    if (!onPostgres())
        CHECK(fileBytes(path) == before);
}

TEST_CASE("Rule set: a name another station's newer program writes while this one has it open is refused on "
          "reading",
          "[store][rules]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "open.bonaken");
    auto store = newTournament(path, 4);
    rawTournamentSql(path, {"UPDATE tournament SET rules = 'klaverjassen'"});
    const auto t = store->load();
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().message.find("Onbekende spelregels 'klaverjassen'") != std::string::npos);
}

TEST_CASE("Rule set migration: a version 7 tournament opens with its results, played by the NK reglement",
          "[store][rules][migrations]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "v7.bonaken");
    {
        auto store = seatedTournament(path);
        REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    }
    // As version 7 left it: no rules column (nor the person ids of version 9, the seals of 10).
    if (onPostgres())
        rawServerSql(path, {"DROP TABLE seals", "ALTER TABLE audit DROP COLUMN digest",
                            "ALTER TABLE audit DROP COLUMN undoes", "DROP FUNCTION nkb_touch() CASCADE",
                            "ALTER TABLE tournament DROP COLUMN rules", "DROP INDEX players_person_id",
                            "ALTER TABLE players DROP COLUMN person_id", "ALTER TABLE players DROP COLUMN not_published",
                            "UPDATE meta SET value = '7' WHERE key = 'schema_version'"});
    else
        rawSql(path, {"DROP TABLE seals", "ALTER TABLE audit DROP COLUMN digest", "ALTER TABLE audit DROP COLUMN undoes",
                      "ALTER TABLE tournament DROP COLUMN rules", "DROP INDEX players_person_id",
                      "ALTER TABLE players DROP COLUMN person_id", "ALTER TABLE players DROP COLUMN not_published",
                      "PRAGMA user_version = 7"});
    auto store = reopen(path);
    CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
    const auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->info.rules == "nk2019");
    REQUIRE(t->games.size() == 1);
    CHECK(t->games.front().points == std::vector<int>{10, 8, 4, 1});
    // The upgraded tournament has its first result: its rule set stays.
    CHECK_FALSE(store->setRules("hazerswoude").ok());
}
