// The lists as CSV for Excel and LibreOffice (see csvexport.h).
#include "report/csvexport.h"

#include "report/dutchname.h"
#include "report/html.h"
#include "report/standingsview.h"
#include "tournament/standings.h"
#include "tournament/standingscolumns.h"
#include "tournament/finaltie.h"
#include <map>

#include <QSaveFile>

#include <algorithm>
#include <span>

namespace nkb::report {

namespace {

const QByteArray kBom("\xEF\xBB\xBF");

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

QString csvTextCell(const QString &cell)
{
    QString out = cell;
    // A spreadsheet runs a cell that begins with one of these as a formula ("=HYPERLINK(...)",
    // "+31 6 ...", "@SUM"); a tab or CR in front is the way round the usual check. The apostrophe
    // is the common defence (OWASP CSV injection) and shows, so nothing is hidden.
    static const QString risky = QStringLiteral("=+-@\t\r");
    if (!out.isEmpty() && risky.contains(out.front()))
        out.prepend(QLatin1Char('\''));
    if (out.contains(QLatin1Char(';')) || out.contains(QLatin1Char('"')) || out.contains(QLatin1Char('\n')) ||
        out.contains(QLatin1Char('\r'))) {
        out.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        out = QLatin1Char('"') + out + QLatin1Char('"');
    }
    return out;
}

CsvWriter::CsvWriter() : m_bytes(kBom) {}

void CsvWriter::separate()
{
    if (m_rowStarted)
        m_bytes += ';';
    m_rowStarted = true;
}

CsvWriter &CsvWriter::text(const QString &cell)
{
    separate();
    m_bytes += csvTextCell(cell).toUtf8();
    return *this;
}

CsvWriter &CsvWriter::text(const std::string &cell)
{
    return text(str(cell));
}

CsvWriter &CsvWriter::number(long long value)
{
    separate();
    m_bytes += QByteArray::number(value);
    return *this;
}

CsvWriter &CsvWriter::empty()
{
    separate();
    return *this;
}

CsvWriter &CsvWriter::header(const QStringList &names)
{
    for (const QString &n : names)
        text(n);
    endRow();
    return *this;
}

void CsvWriter::endRow()
{
    m_bytes += "\r\n";
    m_rowStarted = false;
}

namespace {

using F = StandingsField;
constexpr F kFields[] = {F::Rank, F::StartNumber, F::Name,  F::Club, F::Points,
                         F::Tens, F::Eights,      F::Fours, F::Ones, F::Games};
constexpr F kFinalFields[] = {F::Rank,   F::StartNumber, F::Name, F::Points, F::Tens,
                              F::Eights, F::Fours,       F::Ones, F::Games};

// The shared columns (standingscolumns.h) with their spreadsheet headers; counts as numbers.
void cells(CsvWriter &w, std::span<const StandingsField> fields, const StandingsLine &line)
{
    for (const StandingsField f : fields) {
        if (standingsColumn(f).number)
            w.number(standingsNumber(f, line));
        else
            w.text(standingsText(f, line));
    }
}

QStringList header(std::span<const StandingsField> fields)
{
    QStringList out;
    for (const StandingsField f : fields)
        out << QString::fromUtf8(standingsColumn(f).spreadsheetHeader);
    return out;
}

// The rank twice: as a number first, so the sheet sorts by it; then as the paper shows it ("3=").
QStringList rankHeader()
{
    return {QString::fromUtf8(standingsColumn(StandingsField::Rank).header)};
}

} // namespace

QByteArray standingsCsv(const Tournament &t, const StandingsReportOptions &options)
{
    const std::vector<StandingRow> rows = standingsRows(t, options);
    const FinalCut cut = finalCut(t, rows, options);
    const bool cutDrawn = !cut.finalists.empty() || cut.after.has_value();

    // After the final: its places in the status ("kampioen", "finale 2e"), for the local paper.
    const FinalState final = finalState(t);
    std::map<int, const FinalRow *> finalPlace;
    if (final.played && !options.afterRound)
        for (const FinalRow &f : final.rows)
            finalPlace[f.startNumber] = &f;

    CsvWriter w;
    // The categories after the club: a sheet filters the women's or the rookies' klassement itself.
    auto head = header(kFields);
    head.insert(head.indexOf(QString::fromUtf8(standingsColumn(F::Club).spreadsheetHeader)) + 1,
                QStringLiteral("Categorie"));
    w.header(rankHeader() + head + QStringList{QStringLiteral("Status")});
    for (const StandingRow &r : rows) {
        // R60: level players share the rank; the number sorts, "3=" is what the paper shows.
        w.number(r.rank);
        cells(w, std::span(kFields).first(4), standingsLine(r));
        QStringList categories;
        if (const Player *p = t.player(r.startNumber))
            for (const std::string &c : p->categories)
                categories << str(c);
        w.text(categories.join(QLatin1Char(' ')));
        cells(w, std::span(kFields).subspan(4), standingsLine(r));
        QStringList status;
        if (final.champion == r.startNumber && finalPlace.count(r.startNumber))
            status << QStringLiteral("kampioen");
        else if (const auto f = finalPlace.find(r.startNumber); f != finalPlace.end())
            status << QStringLiteral("finale %1e%2")
                          .arg(f->second->rank)
                          .arg(f->second->sharedRank ? QStringLiteral(" (gelijk)") : QString());
        else if (cut.finalists.count(r.startNumber) > 0)
            status << QStringLiteral("finalist");
        if (r.tieAtCut && cutDrawn)
            status << QStringLiteral("loting");
        if (const std::string note = fewerRoundsNote(t, r.startNumber); !note.empty())
            status << QString::fromStdString(note);
        w.text(status.join(QStringLiteral(", ")));
        w.endRow();
    }
    return w.bytes();
}

QByteArray seatingCsv(const Tournament &t, int round, SeatingList which)
{
    const Round *r = t.round(round);
    if (!r)
        return {};
    struct Seat {
        QString name;
        int table{0};
        std::size_t seat{0};
        int startNumber{0};
    };
    std::vector<Seat> seats;
    for (const Table &table : r->tables)
        for (std::size_t i = 0; i < table.seats.size(); ++i)
            seats.push_back({str(html::nameOf(t, table.seats[i])), table.number, i, table.seats[i]});
    auto club = [&t](int sn) {
        const Player *p = t.player(sn);
        return p ? str(p->club) : QString();
    };

    CsvWriter w;
    if (which == SeatingList::Alphabetical) {
        const DutchNameOrder order;
        std::stable_sort(seats.begin(), seats.end(),
                         [&order](const Seat &a, const Seat &b) { return order(a.name, b.name); });
        w.header({QStringLiteral("Naam"), QStringLiteral("Tafel"), QStringLiteral("Stoel"), QStringLiteral("Nr."),
                  QStringLiteral("Club"), QStringLiteral("Sorteernaam")});
        for (const Seat &s : seats) {
            w.text(s.name).number(s.table).text(html::seatLetter(s.seat)).number(s.startNumber);
            w.text(club(s.startNumber)).text(splitDutchName(s.name).listForm());
            w.endRow();
        }
        return w.bytes();
    }
    w.header({QStringLiteral("Tafel"), QStringLiteral("Stoel"), QStringLiteral("Nr."), QStringLiteral("Naam"),
              QStringLiteral("Club")});
    for (const Seat &s : seats) {
        w.number(s.table).text(html::seatLetter(s.seat)).number(s.startNumber).text(s.name);
        w.text(club(s.startNumber));
        w.endRow();
    }
    return w.bytes();
}

QByteArray playersCsv(const Tournament &t)
{
    CsvWriter w;
    w.header({QStringLiteral("Nr."), QStringLiteral("Naam"), QStringLiteral("Club"), QStringLiteral("Categorie"),
              QStringLiteral("Vanaf ronde"), QStringLiteral("Teruggetrokken vanaf ronde"),
              QStringLiteral("Aanwezig")});
    for (const Player &p : t.players) {
        QStringList categories;
        for (const std::string &c : p.categories)
            categories << str(c);
        w.number(p.startNumber).text(p.name).text(p.club).text(categories.join(QLatin1Char(' ')));
        w.number(p.joinsFromRound);
        if (p.withdrawnFromRound)
            w.number(*p.withdrawnFromRound);
        else
            w.empty();
        w.text(p.present ? QStringLiteral("ja") : QStringLiteral("nee"));
        w.endRow();
    }
    return w.bytes();
}

QByteArray finalCsv(const Tournament &t)
{
    CsvWriter w;
    w.header(rankHeader() + header(kFinalFields) +
             QStringList{QStringLiteral("Plaats kwalificatie"), QStringLiteral("Status")});
    const FinalState state = finalState(t);
    const QString rule = QString::fromStdString(
        finalTieRuleName(state.settled ? t.finalDecision->rule : t.info.finalTieRule));
    for (const FinalRow &r : state.rows) {
        // A tie for the title is "1=" until the director settles it, and says how; before the
        // final's first game nobody has a place (an empty cell).
        if (r.rank > 0)
            w.number(r.rank);
        else
            w.text(QString());
        cells(w, kFinalFields, standingsLine(r));
        w.number(r.qualifyingRank);
        QStringList status;
        if (state.champion == r.startNumber)
            status << QStringLiteral("kampioen");
        if (r.decided)
            status << QStringLiteral("gelijk om de titel, beslist door ") + rule;
        else if (std::find(state.titleTie.begin(), state.titleTie.end(), r.startNumber) != state.titleTie.end())
            status << QStringLiteral("gelijk om de titel, nog te beslissen door ") + rule;
        w.text(status.join(QStringLiteral(", ")));
        w.endRow();
    }
    return w.bytes();
}

bool writeExportFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QStringLiteral("Het bestand \"%1\" kan niet geschreven worden: %2")
                         .arg(path, file.errorString()); // path and reason are not names
        return false;
    }
    return true;
}

} // namespace nkb::report
