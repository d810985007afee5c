// The English translation is built into the application and covers the status bar.
#include "uitestsupport.h"

#include "ui/widgets/daysummary.h"

#include <QTranslator>

using namespace nkb;
using namespace nkb::ui;

TEST_CASE("English translation: the status bar reads in English", "[ui][i18n]")
{
    test::app();
    Tournament t;
    t.info.name = "NK";
    t.info.gamesPerRound = 1;
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7}}}, std::nullopt, "hand"});
    t.games.push_back(GameResult{1, 1, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    CHECK(daySummary(t) == QStringLiteral("Ronde 1: 1 van 2 tafels compleet"));

#ifndef NKB_UI_TRANSLATIONS
    WARN("Built without the Qt Linguist tools: no English translation to check.");
    return;
#endif
    QTranslator translator;
    REQUIRE(translator.load(QStringLiteral(":/nkb/translations/nk-bonaken_en.qm")));
    QCoreApplication::installTranslator(&translator);
    CHECK(daySummary(t) == QStringLiteral("Round 1: 1 of 2 tables complete"));
    QCoreApplication::removeTranslator(&translator);
}
