// The results desk with two irregularities in one gift: the second pair of fields
// appears once the first names a kind, Tab reaches it, the engine judges both (and names the one
// it refuses), the gift list names every one, and F2 shows both again.
#include "resultsdesk.h"

#include "ui/results/giftentrywidget.h"
#include "ui/results/giftform.h"
#include "ui/results/giftlistmodel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTableView>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

template <typename W> W *field(GiftEntryWidget *entry, const char *name)
{
    auto *w = entry->findChild<W *>(QString::fromUtf8(name));
    REQUIRE(w != nullptr);
    return w;
}

// Chooses the item whose data is `data` (an irregularity kind or a player's name).
void choose(GiftEntryWidget *entry, const char *name, const QVariant &data)
{
    auto *box = field<QComboBox>(entry, name);
    const int i = box->findData(data);
    REQUIRE(i > 0);
    box->setCurrentIndex(i);
}

} // namespace

TEST_CASE("Results desk: a second irregularity in one gift, judged by the engine and listed",
          "[ui][desk][R64][R66][R67]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    GiftEntryWidget *entry = desk.results()->giftEntry();
    QTest::keyClicks(focused(), QStringLiteral("B"));
    key(Qt::Key_Tab);
    QTest::keyClicks(focused(), QStringLiteral("100"));
    field<QLineEdit>(entry, "points")->setText(QStringLiteral("60"));
    choose(entry, "trump", QStringLiteral("H"));

    // Nothing noted yet: only the first pair is there.
    CHECK(field<QComboBox>(entry, "irregularity2")->isHidden());
    CHECK(field<QComboBox>(entry, "irregularBy2")->isHidden());
    choose(entry, "irregularity", static_cast<int>(IrregularityKind::Verzaking));
    choose(entry, "irregularBy", QStringLiteral("Cor"));
    CHECK_FALSE(field<QComboBox>(entry, "irregularity2")->isHidden());
    // Tab goes from the first "door" to the second irregularity.
    field<QComboBox>(entry, "irregularBy")->setFocus();
    key(Qt::Key_Tab);
    CHECK(focused() == field<QComboBox>(entry, "irregularity2"));

    // Vals roemen by Anna under a contract of 100: no bid R67 covers can lie below it (R17, R18).
    choose(entry, "irregularity2", static_cast<int>(IrregularityKind::ValsRoemen));
    choose(entry, "irregularBy2", QStringLiteral("Anna"));
    REQUIRE(entry->currentGift().irregularities.size() == 2);
    INFO(entry->currentError().toStdString());
    CHECK(entry->currentError().contains(QStringLiteral("Regel 67")));
    CHECK(entry->currentError().contains(QStringLiteral("Anna")));
    CHECK(desk.storedGifts(GameRef{1, 1, 1}) == 0);

    // Under 150 Anna can have bid 145: both stand. Cor's verzaking wins the gift for Bram (R64)
    // although 60 is short of 150; Anna is erin (R66).
    auto *contract = field<QLineEdit>(entry, "contract");
    contract->setText(QStringLiteral("150"));
    CHECK(entry->currentError().isEmpty());
    contract->setFocus();
    key(Qt::Key_Return);
    REQUIRE(desk.storedGifts(GameRef{1, 1, 1}) == 1);
    const GiftRecord &stored = entry->game().giften.at(0);
    REQUIRE(stored.irregularities.size() == 2);
    CHECK(stored.irregularities[0].kind == IrregularityKind::Verzaking);
    CHECK(stored.irregularities[0].by == "Cor");
    CHECK(stored.irregularities[1].kind == IrregularityKind::ValsRoemen);
    CHECK(stored.irregularities[1].by == "Anna");
    const GiftVerdict &v = entry->verdict().giften.at(0);
    CHECK(v.won == std::vector<std::pair<std::string, bool>>{{"Bram", true}});
    REQUIRE(v.valsRoemers.size() == 1);
    CHECK(v.valsRoemers[0].name == "Anna");

    // The list names both; the fields are empty again and the second pair is gone.
    auto *model = entry->findChild<QTableView *>()->model();
    const QString listed = model->data(model->index(0, GiftListModel::Irregularity)).toString();
    CHECK(listed == QStringLiteral("verzaking door Cor; vals roemen door Anna"));
    CHECK(model->data(model->index(0, GiftListModel::FirstPlayer)).toString() == QStringLiteral("erin"));
    CHECK(field<QComboBox>(entry, "irregularity2")->isHidden());

    // F2 on the gift shows both again.
    entry->openGift(1);
    CHECK(field<QComboBox>(entry, "irregularity")->currentData().toInt() ==
          static_cast<int>(IrregularityKind::Verzaking));
    CHECK(field<QComboBox>(entry, "irregularBy")->currentData().toString() == QStringLiteral("Cor"));
    CHECK_FALSE(field<QComboBox>(entry, "irregularity2")->isHidden());
    CHECK(field<QComboBox>(entry, "irregularBy2")->currentData().toString() == QStringLiteral("Anna"));
    CHECK(entry->currentGift().irregularities == stored.irregularities);
}

TEST_CASE("Gift form: a gift with more than two irregularities keeps the rest when shown and read back",
          "[ui][gift]")
{
    app();
    GiftForm form;
    form.setPlayers({"Anna", "Bram", "Cor", "Dirk"});
    GiftRecord g;
    g.spelers = std::vector<std::string>{"Bram"};
    g.contract = "150";
    g.irregularities = {Irregularity{IrregularityKind::Verzaking, "Cor"},
                        Irregularity{IrregularityKind::ValsRoemen, "Anna"},
                        Irregularity{IrregularityKind::ValsRoemen, "Dirk"}};
    form.show(g);
    QString problem;
    CHECK(form.gift(&problem).irregularities == g.irregularities);
    form.clear();
    CHECK(form.gift(&problem).irregularities.empty());
}
