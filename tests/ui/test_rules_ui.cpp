// The rule set in the application (issue 36): chosen in the new-tournament dialog by the keyboard
// (a preset, and the options only Hazerswoude has), stored with the new tournament, and named on
// the Klassement tab and in Bestand → Over dit toernooi; the interface's words for the presets and
// options read as core's in Dutch.
#include "uitestsupport.h"

#include "ui/standings/standingspanel.h"
#include "ui/widgets/rulesettext.h"
#include "ui/window/mainwindow.h"
#include "ui/window/newtournamentdialog.h"
#include "ui/window/tournamentabout.h"

#include "rules/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTest>

using namespace nkb;
using namespace nkb::ui;

TEST_CASE("New tournament dialog: the rule set chosen by the keyboard, options only for Hazerswoude",
          "[ui][rules][keyboard]")
{
    test::app();
    NewTournamentDialog dialog;
    dialog.show();
    QApplication::setActiveWindow(&dialog);
    REQUIRE(QTest::qWaitForWindowActive(&dialog));
    QComboBox *rules = dialog.rulesCombo();
    QCheckBox *bod25 = dialog.optionBox("bod25");
    QCheckBox *zeskaart = dialog.optionBox("zeskaart100");
    REQUIRE(bod25);
    REQUIRE(zeskaart);
    // Every preset by its title, the NK's first and chosen; its options cannot be ticked.
    REQUIRE(rules->count() == static_cast<int>(rulePresets().size()));
    CHECK(rules->itemText(0) == QStringLiteral("NK-reglement 2019"));
    CHECK(rules->itemText(1) == QStringLiteral("Hazerswoude-Rijndijk (pagat)"));
    CHECK(dialog.info().rules == "nk2019");
    for (const RuleOption &o : ruleOptions())
        CHECK_FALSE(dialog.optionBox(o.id)->isEnabled());

    // Alt+P reaches the choice (its label's letter), the arrow chooses Hazerswoude, Tab the first option.
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    REQUIRE(rules->hasFocus());
    QTest::keyClick(rules, Qt::Key_Down);
    CHECK(rules->currentData().toString() == QStringLiteral("hazerswoude"));
    for (const RuleOption &o : ruleOptions())
        CHECK(dialog.optionBox(o.id)->isEnabled());
    QTest::keyClick(rules, Qt::Key_Tab);
    REQUIRE(bod25->hasFocus());
    QTest::keyClick(bod25, Qt::Key_Space);
    CHECK(bod25->isChecked());
    // An option by its own Alt letter: Zes&kaart (a button's mnemonic clicks after a moment).
    QTest::keyClick(&dialog, Qt::Key_K, Qt::AltModifier);
    CHECK(QTest::qWaitFor([zeskaart] { return zeskaart->isChecked(); }, 2000));
    CHECK(dialog.info().rules == "hazerswoude+bod25+zeskaart100");
    // Back to the NK: the ticks stay on the screen but are not the NK's.
    rules->setCurrentIndex(0);
    CHECK_FALSE(bod25->isEnabled());
    CHECK(dialog.info().rules == "nk2019");
    // Each option says which pagat sentence it comes from.
    CHECK(bod25->toolTip().startsWith(QStringLiteral("Some play that the minimum number bid")));
}

TEST_CASE("New tournament dialog: the tournament is made with the rule set chosen, and the window names it",
          "[ui][rules]")
{
    test::app();
    NewTournamentDialog dialog;
    dialog.rulesCombo()->setCurrentIndex(1);
    dialog.optionBox("bod25")->setChecked(true);
    TournamentInfo info = dialog.info();
    info.name = "Kroeg";
    QTemporaryDir dir;
    QString error;
    auto document = TournamentDocument::create(dir.filePath(QStringLiteral("kroeg.bonaken")), info, &error);
    INFO(error.toStdString());
    REQUIRE(document);
    CHECK(document->tournament().info.rules == "hazerswoude+bod25");
    const QString title = QStringLiteral("Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25");
    // Over dit toernooi: the title, and the rules in which it differs from the NK.
    const QString about = tournamentAboutText(*document);
    CHECK(about.contains(QStringLiteral("Spelregels: ") + title));
    CHECK(about.contains(QStringLiteral("Anders dan het NK-reglement 2019:")));
    CHECK(about.contains(QStringLiteral("De beurt om te delen gaat naar links.")));
    // The Klassement tab, under the rule set its games are judged by.
    MainWindow window;
    window.setDocument(std::move(document));
    auto *label = window.findChild<StandingsPanel *>()->findChild<QLabel *>(QStringLiteral("rules"));
    REQUIRE(label);
    CHECK(label->text() == QStringLiteral("Spelregels: ") + title);
}

TEST_CASE("The interface's words for the rule sets read as core's in Dutch", "[ui][rules][i18n]")
{
    test::app();
    for (const std::string &preset : rulePresets())
        CHECK(RuleSetText::presetTitle(preset).toStdString() == RuleSet::fromName(preset)->title());
    std::string all = "hazerswoude";
    for (const RuleOption &o : ruleOptions()) {
        INFO(o.id);
        CHECK(RuleSetText::optionLabel(o.id).toStdString() == o.label);
        CHECK(RuleSetText::optionText(o.id).count(QLatin1Char('&')) == 1); // an Alt letter of its own
        all += "+" + o.id;
        const auto one = RuleSet::fromName("hazerswoude+" + o.id);
        CHECK(RuleSetText::title(*one).toStdString() == one->title());
    }
    const auto every = RuleSet::fromName(all);
    REQUIRE(every.ok());
    CHECK(RuleSetText::title(*every).toStdString() == every->title());
    CHECK(RuleSetText::title(std::string("klaverjas")).contains(QStringLiteral("onbekende spelregels")));
}
