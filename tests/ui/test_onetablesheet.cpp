// One table's scoresheet printed again (issue 35 point 8): after Tafelcode intrekken the Indeling tab
// offers that table's sheet at once, and Afdrukken has "Wedstrijdformulier van één tafel…"; the
// sheet is one page with that table's players and, with entry at the table, its new code.
#include "uitestsupport.h"
#include "servingwindow.h"
#include "pdfread.h"

#include "report/paper.h"
#include "ui/draw/drawpanel.h"
#include "ui/tools/sampletournament.h"
#include "ui/window/mainwindow.h"
#include "web/tablecode.h"
#include "web/venueweb.h"

using namespace nkb;
using namespace nkb::ui;
using nkb::ui::test::pdfPages;
using nkb::ui::test::pdfText;


TEST_CASE("Tafelcode intrekken offers that table's sheet at once: one page, its players, its new code",
          "[ui][draw][tableentry]")
{
    nkb::ui::test::ServingWindow serving;
    QTemporaryDir &dir = serving.dir;
    MainWindow &window = serving.window;
    TournamentDocument *doc = serving.doc;
    web::VenueWeb *venue = serving.venue;
    const QString address = venue->addresses().value(0);
    DrawPanel *panel = window.drawPanel();
    panel->setRound(1);

    QStringList asked;
    {
        test::Answering later([&](const Question &q) -> std::optional<int> {
            asked << q.name() + QLatin1Char('|') + q.text() + QLatin1Char('|') + q.informativeText();
            if (q.name() == QStringLiteral("tableCodeWithdrawn"))
                return q.button(QMessageBox::RejectRole); // Later
            return std::nullopt;
        });
        CHECK(panel->withdrawTableCode(3).isEmpty());
    }
    REQUIRE(asked.size() == 1);
    CHECK(asked[0].startsWith(QStringLiteral("tableCodeWithdrawn|Tafelcode van tafel 3 ingetrokken")));
    CHECK(asked[0].contains(QStringLiteral("Druk het wedstrijdformulier van tafel 3 opnieuw af")));

    const auto sheet = panel->oneTableSheet(3);
    REQUIRE(sheet);
    const QString pdf = dir.filePath(QStringLiteral("tafel3.pdf"));
    REQUIRE(report::writePaperPdf(*sheet, pdf));
    CHECK(pdfPages(pdf) == 1);
    const QString text = pdfText(pdf);
    const Tournament &t = doc->tournament();
    for (const Table &tb : t.round(1)->tables)
        for (int sn : tb.seats) {
            const QString name = QString::fromStdString(t.player(sn)->name);
            CAPTURE(tb.number, name.toStdString());
            CHECK(text.contains(name) == (tb.number == 3));
        }
    const QString read = test::pdfFirstCode(pdf, dir);
    if (read.isEmpty())
        WARN("zbarimg of pdftoppm ontbreekt: de QR-code is niet gelezen");
    else
        CHECK(read == address + QStringLiteral("tafel/3#") +
                          QString::fromStdString(web::tableCode(doc->store().tableSecret().value(), {1, 3, 2})));

    // A table the round has not: said, nothing printed.
    QString why;
    CHECK_FALSE(panel->oneTableSheet(9, &why));
    CHECK(why == QStringLiteral("Ronde 1 heeft geen tafel 9 (tafels 1 tot en met 4)."));
    venue->stop();
}
