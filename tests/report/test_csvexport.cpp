// The lists as CSV, read back by the spreadsheet a director double-clicks them into (LibreOffice
// Calc here, headless): names with accents, shared ranks as "3=" beside a number column, and a name
// that looks like a formula shown as text.
#include "reportfixture.h"
#include "spreadsheet.h"

#include "report/csvexport.h"
#include "tournament/csv.h"

#include <QFile>
#include <QTemporaryDir>

using namespace nkb;

namespace {

// Round 1 gives level players: 1= (three 10s), 4= (four 8s, across the final cut), 8=, 12=, 15=.
Tournament rankedTournament()
{
    Tournament t = test::sixteenPlayers();
    t.players[15].name = "=HYPERLINK(\"x\")";
    t.players[0].club = "Club \"Het Aas\"; Leiden";
    t.players[4].categories = {"dame", "nieuw"};
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 8, 4, 1}, {10, 8, 4, 0}, {8, 4, 1, 0}});
    return t;
}

Tournament withFinal()
{
    Tournament t = rankedTournament();
    Round final;
    final.number = kFinalRound;
    final.algorithm = "hand";
    final.tables.push_back(Table{1, {5, 1, 9, 2}});
    t.rounds.insert(t.rounds.begin(), final);
    GameResult g;
    g.round = kFinalRound;
    g.table = 1;
    g.game = 1;
    g.points = {10, 8, 4, 1};
    t.games.push_back(g);
    return t;
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QString error;
    REQUIRE(report::writeExportFile(path, bytes, &error));
    return path;
}

const test::SheetCell *cellOf(const test::Sheet &sheet, const QString &column, const QString &name)
{
    REQUIRE_FALSE(sheet.empty());
    const auto &header = sheet[0];
    int nameCol = -1;
    int col = -1;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i].text == QStringLiteral("Naam"))
            nameCol = static_cast<int>(i);
        if (header[i].text == column)
            col = static_cast<int>(i);
    }
    REQUIRE(nameCol >= 0);
    REQUIRE(col >= 0);
    for (const auto &row : sheet)
        if (static_cast<int>(row.size()) > std::max(nameCol, col) && row[nameCol].text == name)
            return &row[col];
    return nullptr;
}

} // namespace

TEST_CASE("CSV: ',', UTF-8 with BOM, CRLF, one header row, numbers bare, text quoted only when needed",
          "[report][csv]")
{
    const QByteArray csv = report::standingsCsv(rankedTournament());
    REQUIRE(csv.startsWith("\xEF\xBB\xBF"));
    const QList<QByteArray> lines = csv.mid(3).split('\n');
    CHECK(lines.size() == 16 + 2); // header, 16 players, and nothing after the last CRLF
    CHECK(lines.last().isEmpty());
    for (int i = 0; i + 1 < lines.size(); ++i)
        CHECK(lines[i].endsWith('\r'));
    CHECK(lines[0] == "Plaats;Pl.;Nr.;Naam;Club;Categorie;Punten;Keer 10;Keer 8;Keer 4;Keer 1;Spellen;Status\r");
    // Jan de Vries: rank 1 shared with two others, his club holds ';' and '"'.
    CHECK(lines[1] == "1;1=;1;Jan de Vries;\"Club \"\"Het Aas\"\"; Leiden\";;10;1;0;0;0;1;finalist\r");
}

TEST_CASE("CSV: a cell that would run as a formula is made inert, everything else is left alone",
          "[report][csv][escaping]")
{
    CHECK(report::csvTextCell(QStringLiteral("=HYPERLINK(\"x\")")) == QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\""));
    CHECK(report::csvTextCell(QStringLiteral("=1+1")) == QStringLiteral("'=1+1"));
    CHECK(report::csvTextCell(QStringLiteral("+31 6 1234")) == QStringLiteral("'+31 6 1234"));
    CHECK(report::csvTextCell(QStringLiteral("-5")) == QStringLiteral("'-5"));
    CHECK(report::csvTextCell(QStringLiteral("@SUM(A1)")) == QStringLiteral("'@SUM(A1)"));
    CHECK(report::csvTextCell(QStringLiteral("\t=1")) == QStringLiteral("'\t=1"));
    CHECK(report::csvTextCell(QStringLiteral("\r=1")) == QStringLiteral("\"'\r=1\""));
    CHECK(report::csvTextCell(QStringLiteral("Marie-José Smit")) == QStringLiteral("Marie-José Smit"));
    CHECK(report::csvTextCell(QStringLiteral("Piet %1")) == QStringLiteral("Piet %1"));
}

TEST_CASE("CSV: the players list reads back with the players import", "[report][csv]")
{
    const Tournament t = rankedTournament();
    const QByteArray csv = report::playersCsv(t);
    auto rows = parsePlayersCsv(csv.toStdString());
    REQUIRE(rows.ok());
    REQUIRE(rows.value().size() == t.players.size());
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        CHECK(rows.value()[i].name == t.players[i].name);
        CHECK(rows.value()[i].club == t.players[i].club);
    }
    CHECK(rows.value()[4].categories == std::vector<std::string>{"dame", "nieuw"});
}

TEST_CASE("CSV: LibreOffice Calc opens every list with names, ranks and numbers as the user expects",
          "[report][csv][libreoffice]")
{
    if (test::sofficeProgram().isEmpty()) {
        WARN("Overgeslagen: LibreOffice (soffice) ontbreekt; scripts/setup.sh installeert "
             "libreoffice-calc-nogui.");
        SUCCEED();
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Tournament t = withFinal();
    report::StandingsReportOptions ladies;
    ladies.category = "dame";
    const QStringList files{
        write(dir, QStringLiteral("klassement.csv"), report::standingsCsv(t)),
        write(dir, QStringLiteral("tafels.csv"), report::seatingCsv(t, 1, report::SeatingList::ByTable)),
        write(dir, QStringLiteral("namen.csv"), report::seatingCsv(t, 1, report::SeatingList::Alphabetical)),
        write(dir, QStringLiteral("spelers.csv"), report::playersCsv(t)),
        write(dir, QStringLiteral("finale.csv"), report::finalCsv(t)),
        write(dir, QStringLiteral("dames.csv"), report::standingsCsv(t, ladies)),
    };
    QString error;
    const std::vector<test::Sheet> sheets = test::openInLibreOffice(files, dir.path(), &error);
    INFO(error.toStdString());
    REQUIRE(sheets.size() == 6);

    SECTION("klassement: 'Pl.' shows 1= and 4=, 'Plaats' is a number, names as typed")
    {
        const test::Sheet &s = sheets[0];
        CHECK(s.size() == 17);
        const auto *place = cellOf(s, QStringLiteral("Pl."), QStringLiteral("Émile Zegers"));
        REQUIRE(place);
        CHECK(place->text == QStringLiteral("1="));
        CHECK_FALSE(place->isNumber);
        const auto *rank = cellOf(s, QStringLiteral("Plaats"), QStringLiteral("Fatma Öztürk"));
        REQUIRE(rank);
        CHECK(rank->isNumber);
        CHECK(rank->value == 8);
        const auto *points = cellOf(s, QStringLiteral("Punten"), QStringLiteral("Marie-José Smit"));
        REQUIRE(points);
        CHECK(points->isNumber);
        CHECK(points->value == 8);
        CHECK(cellOf(s, QStringLiteral("Pl."), QStringLiteral("Marie-José Smit"))->text == QStringLiteral("4="));
        CHECK(cellOf(s, QStringLiteral("Status"), QStringLiteral("Marie-José Smit"))->text ==
              QStringLiteral("loting"));
        CHECK(cellOf(s, QStringLiteral("Club"), QStringLiteral("Jan de Vries"))->text ==
              QStringLiteral("Club \"Het Aas\"; Leiden"));
        // The formula-like name is text in the sheet, not a link.
        const auto *hyper = cellOf(s, QStringLiteral("Naam"), QStringLiteral("'=HYPERLINK(\"x\")"));
        REQUIRE(hyper);
        CHECK_FALSE(hyper->isFormula);
        CHECK(cellOf(s, QStringLiteral("Pl."), QStringLiteral("'=HYPERLINK(\"x\")"))->text == QStringLiteral("15="));
        for (const auto &row : s)
            for (const auto &cell : row)
                CHECK_FALSE(cell.isFormula);
    }
    SECTION("indeling per tafel: table numbers are numbers, seats A-D, every player once")
    {
        const test::Sheet &s = sheets[1];
        REQUIRE(s.size() == 17);
        CHECK(s[1][0].isNumber);
        CHECK(s[1][0].value == 1);
        CHECK(s[1][1].text == QStringLiteral("A"));
        CHECK(s[1][3].text == QStringLiteral("Jan de Vries"));
        CHECK(s[16][0].value == 4);
        CHECK(s[16][1].text == QStringLiteral("D"));
        CHECK(s[16][3].text == QStringLiteral("'=HYPERLINK(\"x\")"));
    }
    SECTION("naam -> tafel: Dutch order on the surname, with the table beside the name")
    {
        const test::Sheet &s = sheets[2];
        REQUIRE(s.size() == 17);
        auto rowOf = [&s](const QString &name) {
            for (std::size_t i = 0; i < s.size(); ++i)
                if (!s[i].empty() && s[i][0].text == name)
                    return static_cast<int>(i);
            return -1;
        };
        CHECK(rowOf(QStringLiteral("karel appel")) < rowOf(QStringLiteral("Piet Bakker")));
        CHECK(rowOf(QStringLiteral("Piet Bakker")) < rowOf(QStringLiteral("Anna van den Berg")));
        CHECK(rowOf(QStringLiteral("Anna van den Berg")) < rowOf(QStringLiteral("Bas Dekker")));
        CHECK(rowOf(QStringLiteral("Jan de Vries")) < rowOf(QStringLiteral("Émile Zegers")));
        const int emile = rowOf(QStringLiteral("Émile Zegers"));
        REQUIRE(emile > 0);
        CHECK(s[emile][1].isNumber);
        CHECK(s[emile][1].value == 2);
        CHECK(cellOf(s, QStringLiteral("Sorteernaam"), QStringLiteral("Ria van 't Hof"))->text ==
              QStringLiteral("Hof, Ria van 't"));
    }
    SECTION("deelnemers and finale")
    {
        const test::Sheet &players = sheets[3];
        REQUIRE(players.size() == 17);
        CHECK(cellOf(players, QStringLiteral("Nr."), QStringLiteral("Fatma Öztürk"))->value == 14);
        CHECK(cellOf(players, QStringLiteral("Categorie"), QStringLiteral("Émile Zegers"))->text ==
              QStringLiteral("dame nieuw"));
        const test::Sheet &final = sheets[4];
        REQUIRE(final.size() == 5);
        CHECK(final[1][3].text == QStringLiteral("Émile Zegers")); // Plaats, Pl. ("1=" when shared), Nr., Naam
        CHECK(final[1][0].value == 1);
        CHECK(final[0][1].text == QStringLiteral("Pl."));
        CHECK(cellOf(final, QStringLiteral("Plaats kwalificatie"), QStringLiteral("Piet Bakker"))->value == 4);
    }
    SECTION("klassement per categorie: only the ladies, ranked among themselves")
    {
        const test::Sheet &s = sheets[5];
        REQUIRE(s.size() == 2);
        CHECK(s[1][3].text == QStringLiteral("Émile Zegers"));
        CHECK(s[1][0].value == 1);
        CHECK(s[1][1].text == QStringLiteral("1"));
    }
}

TEST_CASE("CSV klassement: a category column, the champion and the final's places after the final, and who "
          "played fewer rounds",
          "[report][csv]")
{
    // Issue 35 point 8: no category column, no champion after the final, withdrawn and late
    // players below the real last place without a word.
    Tournament t = withFinal();
    t.info.finalGames = 1;
    t.players[13].withdrawnFromRound = 2; // Fatma Öztürk
    t.players[2].joinsFromRound = 2;      // seated in round 1 in the fixture, but marked late all the same
    const QByteArray csv = report::standingsCsv(t);
    const QList<QByteArray> lines = csv.mid(3).split('\n');
    REQUIRE(lines.size() > 2);
    const QList<QByteArray> head = lines[0].trimmed().split(';');
    const auto column = [&head](const char *name) { return static_cast<int>(head.indexOf(QByteArray(name))); };
    REQUIRE(column("Categorie") == column("Club") + 1);
    const auto cell = [&](int sn, const char *name) -> QString {
        for (const QByteArray &line : lines) {
            const QList<QByteArray> cells = line.trimmed().split(';');
            if (cells.size() == head.size() && cells[column("Nr.")] == QByteArray::number(sn))
                return QString::fromUtf8(cells[column(name)]);
        }
        return QStringLiteral("(niet gevonden)");
    };
    CHECK(cell(5, "Categorie") == QStringLiteral("dame nieuw"));
    CHECK(cell(4, "Categorie").isEmpty());
    // The final: seats 5, 1, 9, 2 scored 10, 8, 4, 1.
    CHECK(cell(5, "Status") == QStringLiteral("kampioen"));
    CHECK(lines[1].startsWith("1;1=;1;Jan de Vries;")); // his club holds ';': read by hand
    CHECK(lines[1].trimmed().endsWith(";finale 2e"));
    CHECK(cell(9, "Status") == QStringLiteral("finale 3e"));
    CHECK(cell(2, "Status").startsWith(QStringLiteral("finale 4e"))); // and "loting": 4= across the cut
    CHECK(cell(14, "Status") == QStringLiteral("teruggetrokken vanaf ronde 2"));
    CHECK(cell(3, "Status").endsWith(QStringLiteral("vanaf ronde 2")));
    CHECK(cell(4, "Status").isEmpty());
}
