// The results desk under the tournament's rule set (issue 36): the Bod field offers its bids, the
// irregularities only where the rules have penalties, and a gift is judged by those rules.
#include "uitestsupport.h"

#include "ui/results/giftentrywidget.h"
#include "ui/results/giftlistmodel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTableView>
#include <QTest>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

RuleSet rules(const char *name)
{
    const auto rs = RuleSet::fromName(name);
    REQUIRE(rs.ok());
    return *rs;
}

} // namespace

TEST_CASE("Desk under hazerswoude: its bids, no irregularities, a bid of 10 stands", "[ui][gift][rules]")
{
    app();
    GiftEntryWidget entry;
    entry.setTable({"Anna", "Bram", "Cor", "Dirk"}, rules("hazerswoude+zwabberroem"));
    auto *spelers = entry.findChild<QLineEdit *>(QStringLiteral("spelers"));
    auto *bid = entry.findChild<QLineEdit *>(QStringLiteral("contract"));
    auto *irregularity = entry.findChild<QComboBox *>(QStringLiteral("irregularity"));
    REQUIRE(bid);
    REQUIRE(irregularity);
    CHECK(bid->placeholderText().contains(QStringLiteral("zwabber 50")));
    CHECK(irregularity->isHidden());
    // "Number: a multiple of 5": no lowest bid of 25 in the pagat game.
    QTest::keyClicks(spelers, QStringLiteral("an"));
    QTest::keyClicks(bid, QStringLiteral("10"));
    QTest::keyClick(bid, Qt::Key_W, Qt::ControlModifier);
    CHECK(entry.currentError().toStdString() == "");
    // Accepted, the gift's row shows no Onregelmatigheid column either.
    QTest::keyClick(bid, Qt::Key_Return);
    REQUIRE(entry.game().giften.size() == 1);
    auto *list = entry.findChild<QTableView *>();
    REQUIRE(list);
    CHECK(list->isColumnHidden(GiftListModel::Irregularity));

    // The same typing at the NK desk: R12, and the irregularities offered.
    GiftEntryWidget nk;
    nk.setTable({"Anna", "Bram", "Cor", "Dirk"}, RuleSet::nk2019());
    QTest::keyClicks(nk.findChild<QLineEdit *>(QStringLiteral("spelers")), QStringLiteral("an"));
    QTest::keyClicks(nk.findChild<QLineEdit *>(QStringLiteral("contract")), QStringLiteral("10"));
    QTest::keyClick(nk.findChild<QLineEdit *>(QStringLiteral("contract")), Qt::Key_W, Qt::ControlModifier);
    CHECK(nk.currentError().startsWith(QStringLiteral("Regel 12")));
    CHECK_FALSE(nk.findChild<QComboBox *>(QStringLiteral("irregularity"))->isHidden());
    CHECK_FALSE(nk.findChild<QTableView *>()->isColumnHidden(GiftListModel::Irregularity));
    CHECK_FALSE(nk.findChild<QLineEdit *>(QStringLiteral("contract"))->placeholderText().contains(QStringLiteral("zwabber 50")));
}

TEST_CASE("Desk under hazerswoude+bod25: a refusal quotes the variation's sentence", "[ui][gift][rules]")
{
    app();
    GiftEntryWidget entry;
    entry.setTable({"Anna", "Bram", "Cor", "Dirk"}, rules("hazerswoude+bod25"));
    QTest::keyClicks(entry.findChild<QLineEdit *>(QStringLiteral("spelers")), QStringLiteral("an"));
    QTest::keyClicks(entry.findChild<QLineEdit *>(QStringLiteral("contract")), QStringLiteral("20"));
    CHECK(entry.currentError().contains(QStringLiteral("minimum number bid allowed is 25")));
}
