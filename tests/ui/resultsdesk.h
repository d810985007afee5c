#pragma once
// A results desk for the referee-path tests: the main window on a tournament of eight players
// (Anna, Bram, Cor, Dirk at table 1 in seats A-D; Els, Fien, Gijs, Hans at table 2), round 1
// drawn, driven by key presses on whatever widget has the keyboard focus.
#include "uitestsupport.h"

#include "gamefile/gamejson.h"
#include "ui/results/resultspanel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QTest>

#include <memory>
#include <utility>
#include <vector>

namespace nkb::ui::test {

inline QWidget *focused() { return QApplication::focusWidget(); }

inline void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *w = focused();
    REQUIRE(w != nullptr);
    QTest::keyClick(w, k, modifiers);
}

// One line of the scoresheet as a referee typed it before the compact line:
// the Speler's seat letter, Tab, the bid, Ctrl+W or Ctrl+L, Enter. The cursor starts in the
// compact line; the seat letter and Tab carry on into Speler(s) and Bod, key for key as before.
inline void typeGift(const char *seat, bool won, const char *bid = "40")
{
    QWidget *w = focused();
    REQUIRE(w != nullptr);
    REQUIRE(w->objectName() == QStringLiteral("compact"));
    QTest::keyClicks(w, QString::fromUtf8(seat));
    key(Qt::Key_Tab);
    REQUIRE(focused()->objectName() == QStringLiteral("contract"));
    REQUIRE(focused()->parentWidget()->findChild<QLineEdit *>(QStringLiteral("spelers"))->text() ==
            QString::fromUtf8(seat));
    QTest::keyClicks(focused(), QString::fromUtf8(bid));
    key(won ? Qt::Key_W : Qt::Key_L, Qt::ControlModifier);
    key(Qt::Key_Return);
}

// docs/rules.md, worked example 1 (seats A-D): result A 10, B 0, C 8, D 4.
inline const std::vector<std::pair<const char *, bool>> kExampleOne{
    {"A", true}, {"A", true}, {"B", false}, {"B", false}, {"C", true}, {"D", true}, {"C", false}, {"C", true}};

struct Desk {
    QTemporaryDir dir;
    QString file;
    std::unique_ptr<MainWindow> window;

    Desk()
    {
        app();
        file = dir.filePath(QStringLiteral("desk.bonaken"));
        TournamentInfo info;
        info.name = "NK Bonaken 2026";
        QString error;
        auto document = TournamentDocument::create(file, info, &error);
        INFO(error.toStdString());
        REQUIRE(document);
        for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"})
            REQUIRE(document->store().addPlayer(NewPlayer{name, "", {}, 1}).ok());
        REQUIRE(document->store().setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
        document->reload();
        show(std::move(document));
    }

    explicit Desk(const QString &path) : file(path)
    {
        app();
        QString error;
        auto document = TournamentDocument::open(path, &error);
        INFO(error.toStdString());
        REQUIRE(document);
        show(std::move(document));
    }

    void show(std::unique_ptr<TournamentDocument> document)
    {
        window = std::make_unique<MainWindow>();
        window->setDocument(std::move(document));
        window->show();
        QApplication::setActiveWindow(window.get());
        window->activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(window.get()));
    }

    [[nodiscard]] QString path() const { return file; }
    [[nodiscard]] TournamentDocument *doc() const { return window->document(); }
    [[nodiscard]] ResultsPanel *results() const { return window->resultsPanel(); }
    void close() { window.reset(); }

    void altKey(Qt::Key k) const { QTest::keyClick(window.get(), k, Qt::AltModifier); }

    [[nodiscard]] QString tableText(int table) const
    {
        auto *combo = results()->findChild<QComboBox *>(QStringLiteral("table"));
        return combo->itemText(combo->findData(table));
    }

    [[nodiscard]] std::string nameAt(const char *seat) const
    {
        static const std::vector<std::string> table1{"Anna", "Bram", "Cor", "Dirk"};
        return table1[static_cast<std::size_t>(seat[0] - 'A')];
    }

    // Gifts stored in the file for a game (in progress or finished).
    [[nodiscard]] std::size_t storedGifts(const GameRef &ref) const
    {
        const GameResult *g = doc()->tournament().game(ref.round, ref.table, ref.game);
        if (!g || !g->giftenJson)
            return 0;
        auto parsed = parseGameJson(*g->giftenJson);
        const auto *game = std::get_if<GameRecord>(&parsed);
        return game ? game->giften.size() : 0;
    }

    // A paper result straight into the store (another station), per seat.
    void enterPoints(const GameRef &ref, const std::vector<int> &points) const
    {
        const Tournament &t = doc()->tournament();
        const Round *round = t.round(ref.round);
        REQUIRE(round != nullptr);
        std::vector<std::pair<std::string, int>> byName;
        for (const Table &table : round->tables)
            if (table.number == ref.table)
                for (std::size_t i = 0; i < table.seats.size(); ++i)
                    byName.emplace_back(t.player(table.seats[i])->name, points[i]);
        // Where the store's statements run (its own thread on a server).
        REQUIRE(doc()->onStore([&](TournamentStore &s) { return s.enterPoints(ref, byName).ok(); }));
        doc()->reload();
    }

    void seatRound(int round) const
    {
        REQUIRE(doc()->onStore([round](TournamentStore &s) {
            return s.setTables(round, {Table{1, {1, 5, 2, 6}}, Table{2, {3, 7, 4, 8}}}).ok();
        }));
        doc()->reload();
    }
};

} // namespace nkb::ui::test
