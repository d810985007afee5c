// Keystrokes are the desk's real limit: a scoresheet line in four keys in the
// compact line ("a40+", "c mis-", "ac mis-"), + or - accepting the gift at once; the
// paper-result tab that stays chosen for the next table. Keys are counted as the referee types
// them: one per character, one per chord (Ctrl+W), one per Enter.
#include "resultsdesk.h"

#include "ui/results/giftentrywidget.h"
#include "ui/results/pointsentrywidget.h"
#include "ui/results/resultspanel.h"
#include "ui/widgets/instantmnemonics.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>

#include <string>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

QString message(const Desk &desk)
{
    return desk.results()->giftEntry()->findChild<QLabel *>(QStringLiteral("message"))->text();
}

QLineEdit *compact(const Desk &desk)
{
    return desk.results()->giftEntry()->findChild<QLineEdit *>(QStringLiteral("compact"));
}

// One compact line as typed; returns its keys.
int typeLine(const char *line)
{
    QWidget *w = focused();
    REQUIRE(w != nullptr);
    REQUIRE(w->objectName() == QStringLiteral("compact"));
    const QString text = QString::fromUtf8(line);
    QTest::keyClicks(w, text);
    return static_cast<int>(text.size());
}

// docs/rules.md worked example 1 as compact lines: A 10, B 0, C 8, D 4.
const char *const kExampleOneLines[] = {"a40+", "a40+", "b40-", "b40-", "c40+", "d40+", "c40-", "c40+"};
// A game of ten gifts (everyone wins once and loses once before the first goes out): A 10,
// B 8, C 0, D 4.
const char *const kTenGifts[] = {"a40+", "b40+", "c40+", "d40+", "a40+", "b40-", "c40-", "d40-", "b40+", "c40-"};

std::string storedJson(const Desk &desk, const GameRef &ref)
{
    const GameResult *g = desk.doc()->tournament().game(ref.round, ref.table, ref.game);
    REQUIRE(g != nullptr);
    REQUIRE(g->giftenJson);
    return *g->giftenJson;
}

// The finished game of table 1 stored with Enter on "Spel opslaan", with these points; one key.
int storeWithEnter(const Desk &desk, const std::vector<int> &points)
{
    REQUIRE(focused()->objectName() == QStringLiteral("save"));
    key(Qt::Key_Return);
    const GameResult *stored = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(stored != nullptr);
    CHECK(stored->finished);
    CHECK(stored->points == points);
    return 1;
}

} // namespace

TEST_CASE("Results desk: a gift in four keys in the compact line, + or - accepts it (R51-R59)",
          "[ui][desk][compact][R59]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    CHECK(focused()->objectName() == QStringLiteral("compact")); // where Alt+U puts the cursor
    int keys = 0;
    std::size_t gifts = 0;
    for (const char *line : kExampleOneLines) {
        keys += typeLine(line);
        // Accepted and in the file at once: no Enter.
        CHECK(desk.storedGifts({1, 1, 1}) == ++gifts);
    }
    REQUIRE(desk.results()->giftEntry()->verdict().finished);
    keys += storeWithEnter(desk, {10, 0, 8, 4});
    // The README's figure: 33 keys for this game (8 gifts), against 49 with Tab, Ctrl+W and Enter.
    CHECK(keys == 33);
    // On to game 2, the cursor in the compact line again.
    CHECK(desk.results()->currentRef().game == 2);
    CHECK(focused()->objectName() == QStringLiteral("compact"));
}

TEST_CASE("Results desk: the compact line makes the same gifts as the fields", "[ui][desk][compact]")
{
    std::string byFields;
    int fieldKeys = 0;
    {
        Desk desk;
        desk.altKey(Qt::Key_U);
        for (const auto &[seat, won] : kExampleOne) {
            typeGift(seat, won);
            fieldKeys += 6; // the letter, Tab, "40", Ctrl+W or Ctrl+L, Enter
        }
        key(Qt::Key_Return);
        ++fieldKeys;
        byFields = storedJson(desk, {1, 1, 1});
    }
    Desk desk;
    desk.altKey(Qt::Key_U);
    for (const char *line : kExampleOneLines)
        typeLine(line);
    key(Qt::Key_Return);
    CHECK(storedJson(desk, {1, 1, 1}) == byFields);
    CHECK(fieldKeys == 49);
}

TEST_CASE("Results desk: a game of ten gifts takes 41 keys in the compact line", "[ui][desk][compact]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    int keys = 0;
    for (const char *line : kTenGifts)
        keys += typeLine(line);
    REQUIRE(desk.storedGifts({1, 1, 1}) == 10);
    keys += storeWithEnter(desk, {10, 8, 0, 4});
    CHECK(keys == 41); // 61 with Tab, Ctrl+W and Enter
}

TEST_CASE("Results desk: a refused compact line stays, with the rule's words (R12)", "[ui][desk][compact][R12]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeLine("a42+");
    CHECK(message(desk).startsWith(QStringLiteral("Regel 12")));
    CHECK(compact(desk)->text() == QStringLiteral("a42"));
    CHECK(desk.storedGifts({1, 1, 1}) == 0);
    REQUIRE(focused() == compact(desk));
    // Put right: the last digit, and + again.
    key(Qt::Key_Backspace);
    typeLine("5+");
    CHECK(desk.storedGifts({1, 1, 1}) == 1);
    CHECK(compact(desk)->text().isEmpty());
    typeLine("a40+");
    REQUIRE(desk.storedGifts({1, 1, 1}) == 2); // Anna eruit (R52)
    // The engine's refusal: Anna is out of the game and cannot be Speler again.
    typeLine("a40+");
    CHECK(message(desk).startsWith(QStringLiteral("Regel")));
    CHECK(compact(desk)->text() == QStringLiteral("a40"));
    CHECK(desk.storedGifts({1, 1, 1}) == 2);
    // Enter without a sign says what is missing and accepts nothing.
    key(Qt::Key_Return);
    CHECK(message(desk).contains(QStringLiteral("+ (gewonnen)")));
    CHECK(desk.storedGifts({1, 1, 1}) == 2);
}

TEST_CASE("Results desk: names with + or - typed where the cursor starts go on into Speler(s)",
          "[ui][desk][compact]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeLine("Anna + Cor");
    CHECK(compact(desk)->text() == QStringLiteral("Anna + Cor"));
    key(Qt::Key_Tab);
    REQUIRE(focused()->objectName() == QStringLiteral("contract"));
    auto *spelers = desk.results()->giftEntry()->findChild<QLineEdit *>(QStringLiteral("spelers"));
    CHECK(spelers->text() == QStringLiteral("Anna + Cor"));
    QTest::keyClicks(focused(), QStringLiteral("misere"));
    key(Qt::Key_L, Qt::ControlModifier);
    key(Qt::Key_Return);
    CHECK(desk.storedGifts({1, 1, 1}) == 1);
}

TEST_CASE("Results desk: two misère Spelers in one compact line (R21)", "[ui][desk][compact][R21]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeLine("ac mis-");
    REQUIRE(desk.storedGifts({1, 1, 1}) == 1);
    const GiftRecord &gift = desk.results()->giftEntry()->game().giften.front();
    REQUIRE(gift.spelers);
    CHECK(*gift.spelers == std::vector<std::string>{"Anna", "Cor"});
    CHECK(gift.contract == std::optional<std::string>("misere"));
    CHECK(gift.wonAll == std::optional<bool>(false));
    typeLine("b bonaak+");
    CHECK(desk.storedGifts({1, 1, 1}) == 2);
}

TEST_CASE("Results desk: after a paper result the next table opens on Alleen punten", "[ui][desk][points]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    key(Qt::Key_Tab, Qt::ControlModifier);
    PointsEntryWidget *points = desk.results()->pointsEntry();
    REQUIRE(points->isVisible());
    const QList<QSpinBox *> boxes = points->findChildren<QSpinBox *>();
    REQUIRE(boxes.size() >= 4);
    const int values[] = {10, 0, 8, 4};
    for (int i = 0; i < 4; ++i)
        boxes[i]->setValue(values[i]);
    REQUIRE(desk.results()->savePoints().isEmpty());
    REQUIRE(desk.doc()->tournament().game(1, 1, 1) != nullptr);
    // The next game (game 2 of table 1, or the next open table) opens on the same tab.
    desk.altKey(Qt::Key_U);
    auto *modes = desk.results()->findChild<QTabWidget *>();
    REQUIRE(modes != nullptr);
    CHECK(modes->currentWidget() == points);
    QTRY_VERIFY(points->isAncestorOf(focused())); // Alt+U on the tab showing acts from the event loop
    // Back to Per gift by hand: that is remembered too.
    key(Qt::Key_Tab, Qt::ControlModifier);
    CHECK(modes->currentWidget() == desk.results()->giftEntry());
}

TEST_CASE("Buttons act at once on their Alt+letter, not after Qt's pressed look", "[ui][mnemonic]")
{
    app();
    QWidget window;
    auto *draw = new QPushButton(QStringLiteral("Ronde l&oten"), &window);
    auto *a = new QPushButton(QStringLiteral("&Een"), &window);
    auto *b = new QPushButton(QStringLiteral("&Elf"), &window);
    mnemonicsActAtOnce(&window);
    int draws = 0;
    int shared = 0;
    QObject::connect(draw, &QPushButton::clicked, [&] { ++draws; });
    QObject::connect(a, &QPushButton::clicked, [&] { ++shared; });
    QObject::connect(b, &QPushButton::clicked, [&] { ++shared; });
    window.show();
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_O, Qt::AltModifier);
    CHECK(draws == 1); // at once: no event loop has run since the key
    CHECK(draw->hasFocus());
    // A letter two buttons share still only moves between them (Qt's way), clicking neither.
    QTest::keyClick(&window, Qt::Key_E, Qt::AltModifier);
    QTest::qWait(150);
    CHECK(shared == 0);
}

TEST_CASE("Results desk: Alt+V, the next table without a result, acts at once", "[ui][desk][mnemonic]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    for (const char *line : kExampleOneLines)
        typeLine(line);
    key(Qt::Key_Return); // table 1, game 1 stored; game 2 of table 1 is next
    QPushButton *next = nullptr;
    for (QPushButton *button : desk.results()->findChildren<QPushButton *>())
        if (button->text().contains(QStringLiteral("&Volgende tafel")))
            next = button;
    REQUIRE(next != nullptr);
    int clicks = 0;
    QObject::connect(next, &QPushButton::clicked, [&] { ++clicks; });
    desk.altKey(Qt::Key_V);
    CHECK(clicks == 1);
}

TEST_CASE("Results desk: a compact line typed while a gift is open for correction keeps that gift's dealer (R5)",
          "[ui][desk][compact]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    for (int i = 0; i < 3; ++i)
        typeLine(kExampleOneLines[static_cast<std::size_t>(i)]);
    const GiftRecord before = desk.results()->giftEntry()->game().giften[1];
    REQUIRE(before.dealer);
    // F2 on gift 2, then the line typed in the compact field: gift 2 corrected, not a new gift
    // with the next gift's dealer.
    desk.results()->giftEntry()->openGift(2);
    compact(desk)->setFocus();
    QTest::keyClicks(compact(desk), QStringLiteral("a45+"));
    const auto &giften = desk.results()->giftEntry()->game().giften;
    REQUIRE(giften.size() == 3);
    CHECK(giften[1].dealer == before.dealer);
    CHECK(giften[1].contract == std::optional<std::string>("45"));
    CHECK(desk.storedGifts({1, 1, 1}) == 3);
}
