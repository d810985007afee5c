// Bewerken → Mededeling… (issue 40): typed and shown with Enter, on the projector as plain text
// at once; replaced, withdrawn and each step undone through the document's undo stack; a refusal
// keeps the dialog open with what was typed, and a read-only tournament offers no announcement.
#include "uitestsupport.h"

#include "ui/standings/projectorwindow.h"
#include "ui/window/announcementdialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;

TEST_CASE("Announcement: typed in the dialog, on the projector as text, replaced, withdrawn, undone",
          "[ui][announcement]")
{
    test::TempTournament tmp;
    TournamentDocument &doc = *tmp.document;
    auto *projector = new ProjectorWindow(&doc);
    CHECK_FALSE(projector->announcementLabel()->isVisibleTo(projector));
    {
        AnnouncementDialog dialog(&doc);
        dialog.show();
        CHECK_FALSE(dialog.withdrawButton()->isEnabled()); // nothing stands yet
        CHECK(dialog.focusWidget() == dialog.textField());
        QTest::keyClicks(dialog.textField(), QStringLiteral("Ronde 2 is <b>geloot</b>: kijk waar je zit"));
        QTest::keyClick(dialog.textField(), Qt::Key_Return);
        CHECK(dialog.result() == QDialog::Accepted);
    }
    REQUIRE(doc.tournament().announcement.has_value());
    CHECK(doc.tournament().announcement->text == "Ronde 2 is <b>geloot</b>: kijk waar je zit");
    CHECK(doc.undoStack()->undoText() == QStringLiteral("Mededeling"));
    CHECK(projector->announcementLabel()->isVisibleTo(projector));
    CHECK(projector->announcementLabel()->text() == QStringLiteral("Ronde 2 is <b>geloot</b>: kijk waar je zit"));
    CHECK(projector->announcementLabel()->textFormat() == Qt::PlainText);

    {
        AnnouncementDialog dialog(&doc);
        dialog.show();
        CHECK(dialog.textField()->text() == QStringLiteral("Ronde 2 is <b>geloot</b>: kijk waar je zit"));
        REQUIRE(dialog.withdrawButton()->isEnabled());
        dialog.textField()->selectAll();
        QTest::keyClicks(dialog.textField(), QStringLiteral("De finale begint over 10 minuten"));
        QTest::keyClick(dialog.textField(), Qt::Key_Return);
    }
    CHECK(projector->announcementLabel()->text() == QStringLiteral("De finale begint over 10 minuten"));
    doc.undoStack()->undo();
    CHECK(projector->announcementLabel()->text() == QStringLiteral("Ronde 2 is <b>geloot</b>: kijk waar je zit"));
    doc.undoStack()->redo();

    {
        AnnouncementDialog dialog(&doc);
        dialog.show();
        dialog.withdrawButton()->click();
        CHECK(dialog.result() == QDialog::Accepted);
    }
    CHECK_FALSE(doc.tournament().announcement.has_value());
    CHECK(doc.undoStack()->undoText() == QStringLiteral("Mededeling ingetrokken"));
    CHECK_FALSE(projector->announcementLabel()->isVisibleTo(projector));
    doc.undoStack()->undo();
    CHECK(projector->announcementLabel()->text() == QStringLiteral("De finale begint over 10 minuten"));
    delete projector;
}

TEST_CASE("Announcement: a refusal keeps the dialog and the text, an empty one asks for words", "[ui][announcement]")
{
    test::TempTournament tmp;
    TournamentDocument &doc = *tmp.document;
    AnnouncementDialog dialog(&doc);
    dialog.show();
    QTest::keyClick(dialog.textField(), Qt::Key_Return);
    CHECK(dialog.isVisible());
    CHECK(dialog.said() == QStringLiteral("Typ een mededeling, of kies Intrekken om de mededeling weg te halen."));
    // An invisible character (U+200B) the store does not take: refused, kept, nothing stored.
    dialog.textField()->setText(QStringLiteral("Ronde\u200B 2"));
    QTest::keyClick(dialog.textField(), Qt::Key_Return);
    CHECK(dialog.isVisible());
    CHECK(dialog.said().contains(QStringLiteral("onzichtbaar teken")));
    CHECK(dialog.textField()->text() == QStringLiteral("Ronde\u200B 2"));
    CHECK_FALSE(doc.tournament().announcement.has_value());
    CHECK(dialog.textField()->maxLength() == 200);
}
