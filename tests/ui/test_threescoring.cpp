// In the application: Bewerken → Tafel van drie telt… picks one of the named
// choices in a dialog, as one undoable change; once a table of three has a result it is refused
// and the setting stays.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QTimer>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// Triggers the menu item and picks the choice whose text starts with `key` in its dialog.
QStringList choose(MainWindow &window, const QString &key)
{
    QStringList offered;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return; // the checks fail: no dialog
        offered = dialog->comboBoxItems();
        for (const QString &item : offered)
            if (item.startsWith(key))
                dialog->setTextValue(item);
        dialog->accept();
    });
    QAction *action = window.findChild<QAction *>(QStringLiteral("threeScoring"));
    REQUIRE(action);
    REQUIRE(action->isEnabled());
    action->trigger();
    return offered;
}

} // namespace

TEST_CASE("Bewerken: Tafel van drie telt… sets the scoring of a table of three, undoably", "[ui][three]")
{
    TempTournament tt;
    TournamentDocument *doc = tt.document.get();
    REQUIRE(doc->execute(new ImportPlayersCommand(doc, playersCsv(7))).done());
    REQUIRE(doc->execute(new SetTablesCommand(doc, 1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7}}},
                                              QStringLiteral("Indeling")))
                .done());
    MainWindow window;
    window.setDocument(std::move(tt.document));
    window.show();

    const QStringList offered = choose(window, QStringLiteral("10/8/1"));
    REQUIRE(offered.size() == 3);
    CHECK(offered[0].startsWith(QStringLiteral("10/8/4")));
    CHECK(doc->tournament().info.placesThree == std::vector<int>{10, 8, 1});
    doc->undoStack()->undo();
    CHECK(doc->tournament().info.placesThree == std::vector<int>{10, 8, 4});
    doc->undoStack()->redo();
    CHECK(doc->tournament().info.placesThree == std::vector<int>{10, 8, 1});

    // A result at the table of three: from now on the choice stays.
    std::vector<std::pair<std::string, int>> points;
    const std::vector<int> literal{10, 8, 1};
    for (std::size_t i = 0; i < 3; ++i)
        points.emplace_back(doc->tournament().player(5 + static_cast<int>(i))->name, literal[i]);
    REQUIRE(doc->execute(new EnterPointsCommand(doc, GameRef{1, 2, 1}, points)).done());
    choose(window, QStringLiteral("8/7/3"));
    CHECK(doc->tournament().info.placesThree == std::vector<int>{10, 8, 1});
    CHECK(window.statusBarMessage().contains(QStringLiteral("Aan een tafel van drie is al gespeeld")));
}
