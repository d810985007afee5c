// Undo stays in step with the store: a refused edit is not pushed, and every pushed edit undoes
// exactly its own change.
#include "uitestsupport.h"

#include "ui/results/giftentrywidget.h"
#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"

#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("A refused edit is not pushed on the undo stack", "[ui][undo]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(8))).done());
    CHECK(doc.undoStack()->count() == 1);
    // Round 2 cannot be drawn before round 1 is seated.
    CHECK_FALSE(doc.execute(new DrawRoundCommand(&doc, 2, 7)).done());
    // A player already in the tournament cannot be imported again: the whole file is refused.
    CHECK_FALSE(doc.execute(new ImportPlayersCommand(&doc, "naam\nNieuw\nSpeler01\n")).done());
    CHECK(doc.undoStack()->count() == 1);
    CHECK(doc.tournament().players.size() == 8);

    REQUIRE(doc.execute(new AddPlayerCommand(&doc, NewPlayer{"Zoë", "Alphen", {"dame"}, 1})).done());
    CHECK(doc.tournament().players.size() == 9);
    doc.undoStack()->undo();
    CHECK(doc.tournament().players.size() == 8);
    doc.undoStack()->redo();
    CHECK(doc.tournament().players.size() == 9);
    CHECK(doc.tournament().playerByName("Zoë") != nullptr);
}

TEST_CASE("A drawn round redone after undo is the same draw (its seed is kept)", "[ui][undo][draw]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(12))).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, std::nullopt)).done());
    const Round first = *doc.tournament().round(1);
    REQUIRE(first.seed.has_value());
    doc.undoStack()->undo();
    CHECK(doc.tournament().round(1) == nullptr);
    doc.undoStack()->redo();
    REQUIRE(doc.tournament().round(1) != nullptr);
    CHECK(doc.tournament().round(1)->tables == first.tables);
    CHECK(doc.tournament().round(1)->seed == first.seed);
}

TEST_CASE("R34: several misère Spelers, each judged by his own tricks", "[ui][gift][R34]")
{
    app();
    GiftEntryWidget entry;
    entry.setTable({"Anna", "Bram", "Cor", "Dirk"}, RuleSet{});
    entry.findChild<QLineEdit *>(QStringLiteral("spelers"))->setText(QStringLiteral("Cor, Dirk"));
    entry.findChild<QLineEdit *>(QStringLiteral("contract"))->setText(QStringLiteral("misere"));
    QTest::keyClicks(entry.findChild<QLineEdit *>(QStringLiteral("tricks")), QStringLiteral("0 2"));
    INFO(entry.currentError().toStdString());
    REQUIRE(entry.acceptGift());
    const GiftVerdict &v = entry.verdict().giften.at(0);
    REQUIRE(v.won.size() == 2);
    // No trick: won; two tricks: lost (R34).
    CHECK(v.won[0] == std::pair<std::string, bool>{"Cor", true});
    CHECK(v.won[1] == std::pair<std::string, bool>{"Dirk", false});
}
