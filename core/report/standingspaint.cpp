// The klassement (R60, R61) painted with QPainter, row by row: 1,000 players in a fraction of the
// time the text layout took. The columns of the paper are the shared ones (standingscolumns.h: Pl.,
// Nr., Naam, Club, Punten, 10, 8, 4, 1, Sp.), shared ranks as "3=", the finalists in bold under the
// cut line, the final's section on top once it has been played.
#include "report/html.h"
#include "report/paper.h"
#include "report/sheet.h"
#include "report/standingsview.h"
#include "report/threelegend.h"
#include "tournament/standingscolumns.h"

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <span>
#include <vector>

namespace nkb::report {

namespace {

constexpr qreal kRow = 5.4;    // mm per player: 9 pt type
constexpr qreal kHead = 6.5;   // the shaded column titles
constexpr qreal kFootnote = 8; // the legend under the last row: two lines kept free on every page
const QColor kShade(232, 232, 232);
const QColor kStripe(245, 245, 245);

struct Col {
    QString title;
    qreal width; // mm; 0 = what is left
    int align;
};

constexpr int kLeft = Qt::AlignLeft | Qt::AlignVCenter;
constexpr int kRight = Qt::AlignRight | Qt::AlignVCenter;
constexpr int kCenter = Qt::AlignCenter;

using F = StandingsField;
constexpr F kFields[] = {F::Rank, F::StartNumber, F::Name,  F::Club, F::Points,
                         F::Tens, F::Eights,      F::Fours, F::Ones, F::Games};
constexpr F kFinalFields[] = {F::Rank,   F::StartNumber, F::Name, F::Points, F::Tens,
                              F::Eights, F::Fours,       F::Ones, F::Games};

int qtAlign(ColumnAlign a)
{
    return a == ColumnAlign::Left ? kLeft : a == ColumnAlign::Right ? kRight : kCenter;
}

std::vector<Col> paperColumns(std::span<const StandingsField> fields)
{
    std::vector<Col> out;
    for (const StandingsField f : fields) {
        const StandingsColumn &c = standingsColumn(f);
        out.push_back({QString::fromUtf8(c.shortHeader), c.paperWidth, qtAlign(c.paperAlign)});
    }
    return out;
}

QStringList paperCells(std::span<const StandingsField> fields, const StandingsLine &line)
{
    QStringList out;
    for (const StandingsField f : fields)
        out << QString::fromStdString(standingsText(f, line));
    return out;
}

class Klassement {
  public:
    Klassement(QPagedPaintDevice &device, QPainter &p, const Tournament &t, QString title)
        : m_device(device), m_s(p, device), m_t(t), m_title(std::move(title))
    {
    }
    int pages() const { return m_pages; }

    void setColumns(std::vector<Col> columns)
    {
        qreal fixed = 0;
        for (const Col &c : columns)
            fixed += c.width;
        for (Col &c : columns)
            if (c.width <= 0)
                c.width = m_s.width() - fixed;
        m_columns = std::move(columns);
    }

    // Room for this many mm below the cursor, else a new page (with the column titles again).
    void need(qreal mm, bool head = true)
    {
        if (m_pages > 0 && m_y + mm <= m_s.height() - kFootnote)
            return;
        if (m_pages++ > 0)
            m_device.newPage();
        m_y = m_s.heading(m_title, QStringLiteral("Klassement · pagina ") + QString::number(m_pages),
                          html::eventText(m_t.info)) +
              1;
        if (head)
            columnTitles();
    }

    void columnTitles()
    {
        qreal x = 0;
        for (const Col &c : m_columns) {
            m_s.box(m_s.mm(x, m_y, c.width, kHead), kShade);
            m_s.fit(m_s.mm(x, m_y, c.width, kHead), c.title, 8.5, 6.5, true,
                    c.align == kRight ? kCenter : c.align);
            x += c.width;
        }
        m_y += kHead;
        m_stripe = false;
    }

    // One row; bold marks the columns in bold (the points always, the name of a finalist).
    void row(const QStringList &cells, const std::vector<bool> &bold, std::size_t wholeFrom,
             std::size_t wholeTo)
    {
        need(kRow);
        qreal x = 0;
        for (std::size_t i = 0; i < m_columns.size(); ++i) {
            const Col &c = m_columns[i];
            const QRectF cell = m_s.mm(x, m_y, c.width, kRow);
            m_s.box(cell, m_stripe ? kStripe : QColor());
            const QString text =
                i < static_cast<std::size_t>(cells.size()) ? cells[static_cast<qsizetype>(i)] : QString();
            if (i >= wholeFrom && i < wholeTo) {
                m_s.whole(cell, text, 9, 7, bold[i]); // names and clubs are never cut
            } else {
                m_s.font(9, bold[i]);
                m_s.text(cell, text, c.align);
            }
            x += c.width;
        }
        m_y += kRow;
        m_stripe = !m_stripe;
    }

    void bar(const QString &text)
    {
        need(4.5);
        const QRectF r = m_s.mm(0, m_y, m_s.width(), 4.5);
        m_s.painter().fillRect(r, QColor(48, 48, 48));
        m_s.font(7.5, true, Qt::white);
        m_s.text(r, text, kCenter);
        m_y += 4.5;
    }

    void section(const QString &text)
    {
        need(8 + kHead + kRow, false);
        m_s.font(13, true);
        m_s.text(m_s.mm(0, m_y, m_s.width(), 7), text);
        m_y += 7;
        columnTitles();
    }

    void gap(qreal mm) { m_y += mm; }

    // A longer legend (a rule set's long title) takes the room it needs, on a page of its own if
    // it must.
    void footnote(const QString &text)
    {
        m_s.font(7.5);
        const qreal height = std::max(kFootnote, m_s.wrappedHeight(m_s.width(), text));
        need(height - kFootnote);
        m_s.font(7.5);
        m_s.painter().drawText(m_s.mm(0, m_y + 1.5, m_s.width(), height), Qt::TextWordWrap | kLeft, text);
    }

  private:
    QPagedPaintDevice &m_device;
    Sheet m_s;
    const Tournament &m_t;
    QString m_title;
    std::vector<Col> m_columns;
    qreal m_y{0};
    int m_pages{0};
    bool m_stripe{false};
};

void finalSection(Klassement &k, const Tournament &t)
{
    const std::vector<FinalRow> rows = computeFinalRanking(t);
    if (std::none_of(rows.begin(), rows.end(), [](const FinalRow &r) { return r.ladder.games > 0; }))
        return;
    std::vector<Col> columns = paperColumns(kFinalFields);
    columns.push_back({QStringLiteral("Kwalificatie"), 22, kCenter});
    k.setColumns(columns);
    k.section(QStringLiteral("Finale (R61)"));
    std::vector<bool> bold(columns.size(), false);
    bold[3] = true;
    for (const FinalRow &r : rows) {
        QStringList cells = paperCells(kFinalFields, standingsLine(r));
        cells << QString::number(r.qualifyingRank);
        k.row(cells, bold, 2, 3);
    }
    const std::string tie = finalTieText(t, finalState(t));
    if (!tie.empty()) {
        k.footnote(QString::fromStdString(tie)); // two lines at 7.5 pt in the footnote's 8 mm
        k.gap(kFootnote + 1.5);
    }
    k.gap(5);
}

} // namespace

Paper standingsPaper(const Tournament &t, const StandingsReportOptions &options)
{
    const QString title = standingsTitle(t, options);
    return paintedPaper(title, a4Layout(), [t, options, title](QPagedPaintDevice &device, QPainter &p) {
        Klassement k(device, p, t, title);
        const bool wholeField = !options.category;
        if (wholeField && (!options.afterRound || *options.afterRound >= t.info.rounds))
            finalSection(k, t);

        const std::vector<Col> columns = paperColumns(kFields);
        k.setColumns(columns);
        const std::vector<StandingRow> rows = standingsRows(t, options);
        const FinalCut cut = finalCut(t, rows, options);
        k.need(kRow + kHead, false);
        k.columnTitles();
        std::vector<bool> bold(columns.size(), false);
        bold[4] = true;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const StandingRow &r = rows[i];
            QString name = QString::fromStdString(r.name);
            if (r.tieAtCut && cut.after) // as the web page and the CSV: no lot before a game is played
                name += QStringLiteral(" (loting)");
            if (const std::string note = fewerRoundsNote(t, r.startNumber); !note.empty())
                name += QStringLiteral(" (") + QString::fromStdString(note) + QLatin1Char(')');
            bold[2] = cut.finalists.count(r.startNumber) > 0;
            QStringList cells = paperCells(kFields, standingsLine(r));
            cells[2] = name;
            k.row(cells, bold, 2, 4);
            if (cut.after && i == *cut.after && i + 1 < rows.size())
                k.bar(cut.lineText());
        }
        k.footnote(orderFootnote(t));
        return k.pages();
    });
}

} // namespace nkb::report
