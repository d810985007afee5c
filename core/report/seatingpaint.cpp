// The wall lists painted with QPainter (no text layout): the indeling per tafel and "naam → tafel".
// Names at 14 pt, readable from two metres; a name too long for its cell shrinks a little and then
// goes on two lines, never cut. Tables and names are spread evenly over the pages, so no page
// carries a handful of names on its own.
#include "report/dutchname.h"
#include "report/html.h"
#include "report/paper.h"
#include "report/qrcode.h"
#include "report/sheet.h"

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <optional>
#include <vector>

namespace nkb::report {

namespace {

// At most this many names per column of the alphabetical list: two columns fill an A4 page with
// names at 14 pt, readable from two metres on the wall.
constexpr std::size_t kMaxNamesPerColumn = 28;
// At most this many tables a page on the list by table (names at 14 pt, on two lines when long).
constexpr std::size_t kMaxTablesPerPage = 20;
constexpr qreal kNamePoints = 14;
constexpr qreal kHeadRow = 8; // mm: the shaded row with the column titles
const QColor kShade(232, 232, 232);
const QColor kStripe(244, 244, 244);

// Items per page when count items go on pages of at most max each, spread evenly.
std::size_t evenly(std::size_t count, std::size_t max)
{
    const std::size_t pages = std::max<std::size_t>(1, (count + max - 1) / max);
    return std::max<std::size_t>(1, (count + pages - 1) / pages);
}

class WallList {
  public:
    WallList(QPagedPaintDevice &device, QPainter &p, const Tournament &t, const Round &round, const QString &webAddress)
        : m_device(device), m_s(p, device), m_t(t), m_round(round), m_webAddress(webAddress),
          m_code(makeQrCode(webAddress.toStdString()))
    {
    }
    int pages() const { return m_pages; }

    void byTable()
    {
        std::size_t seats = 3;
        for (const Table &table : m_round.tables)
            seats = std::max(seats, table.seats.size());
        const qreal numberWidth = 18;
        const qreal seatWidth = (m_s.width() - numberWidth) / static_cast<qreal>(seats);
        const std::size_t count = m_round.tables.size();
        const std::size_t perPage = evenly(count, kMaxTablesPerPage);
        for (std::size_t start = 0; start < count || start == 0; start += perPage) {
            qreal y = head(QStringLiteral("indeling per tafel"));
            m_s.box(m_s.mm(0, y, numberWidth, kHeadRow), kShade);
            m_s.font(11, true);
            m_s.text(m_s.mm(0, y, numberWidth, kHeadRow), QStringLiteral("Tafel"), Qt::AlignCenter);
            for (std::size_t i = 0; i < seats; ++i) {
                const QRectF cell =
                    m_s.mm(numberWidth + seatWidth * static_cast<qreal>(i), y, seatWidth, kHeadRow);
                m_s.box(cell, kShade);
                m_s.font(11, true);
                m_s.text(cell, html::seatLetter(i), Qt::AlignCenter);
            }
            y += kHeadRow;
            const qreal row = std::min<qreal>(14, (m_s.height() - y) / static_cast<qreal>(kMaxTablesPerPage));
            for (std::size_t k = start; k < std::min(count, start + perPage); ++k, y += row) {
                const Table &table = m_round.tables[k];
                const QColor fill = (k - start) % 2 ? kStripe : QColor();
                m_s.box(m_s.mm(0, y, numberWidth, row), fill);
                m_s.font(16, true);
                m_s.text(m_s.mm(0, y, numberWidth, row), QString::number(table.number), Qt::AlignCenter);
                for (std::size_t i = 0; i < seats; ++i) {
                    const QRectF cell =
                        m_s.mm(numberWidth + seatWidth * static_cast<qreal>(i), y, seatWidth, row);
                    m_s.box(cell, fill);
                    if (i < table.seats.size())
                        m_s.whole(cell, name(table.seats[i]), kNamePoints, 12);
                }
            }
            if (count == 0)
                break;
        }
    }

    void alphabetical()
    {
        struct Entry {
            QString name; // "Vries, Jan de": as typed, surname first
            int table{0};
        };
        std::vector<Entry> entries;
        for (const Table &table : m_round.tables)
            for (int sn : table.seats)
                entries.push_back({name(sn), table.number});
        const DutchNameOrder order;
        std::stable_sort(entries.begin(), entries.end(),
                         [&order](const Entry &a, const Entry &b) { return order(a.name, b.name); });
        for (Entry &e : entries)
            e.name = splitDutchName(e.name).listForm();

        const std::size_t perPage = evenly(entries.size(), 2 * kMaxNamesPerColumn);
        // Down the left column first, then the right one, both as long; a short list is one column.
        const std::size_t perColumn = perPage <= kMaxNamesPerColumn ? perPage : (perPage + 1) / 2;
        const qreal gap = 6;
        const qreal tableWidth = 16;
        const qreal columnWidth = (m_s.width() - gap) / 2;
        for (std::size_t start = 0; start < entries.size() || start == 0; start += perPage) {
            const qreal top = head(QStringLiteral("naam → tafel"));
            const qreal row =
                std::min<qreal>(10, (m_s.height() - top - kHeadRow) / static_cast<qreal>(kMaxNamesPerColumn));
            const std::size_t end = std::min(entries.size(), start + perPage);
            for (int column = 0; column < 2; ++column) {
                const std::size_t first = start + static_cast<std::size_t>(column) * perColumn;
                if (first >= end && column > 0)
                    break;
                const qreal x = column * (columnWidth + gap);
                const qreal nameWidth = columnWidth - tableWidth;
                m_s.box(m_s.mm(x, top, nameWidth, kHeadRow), kShade);
                m_s.box(m_s.mm(x + nameWidth, top, tableWidth, kHeadRow), kShade);
                m_s.font(11, true);
                m_s.text(m_s.mm(x, top, nameWidth, kHeadRow), QStringLiteral("Naam"));
                m_s.text(m_s.mm(x + nameWidth, top, tableWidth, kHeadRow), QStringLiteral("Tafel"),
                         Qt::AlignCenter);
                qreal y = top + kHeadRow;
                for (std::size_t i = first; i < std::min(end, first + perColumn); ++i, y += row) {
                    const QColor fill = (i - first) % 2 ? kStripe : QColor();
                    m_s.box(m_s.mm(x, y, nameWidth, row), fill);
                    m_s.box(m_s.mm(x + nameWidth, y, tableWidth, row), fill);
                    m_s.whole(m_s.mm(x, y, nameWidth, row), entries[i].name, kNamePoints, 12);
                    m_s.font(kNamePoints, true);
                    m_s.text(m_s.mm(x + nameWidth, y, tableWidth, row), QString::number(entries[i].table),
                             Qt::AlignCenter);
                }
            }
            if (entries.empty())
                break;
        }
    }

    void problem(const QString &text)
    {
        head(QString());
        m_s.font(12);
        m_s.painter().drawText(m_s.mm(0, 14, m_s.width(), 20), Qt::TextWordWrap, text);
    }

  private:
    QString name(int startNumber) const { return QString::fromStdString(html::nameOf(m_t, startNumber)); }

    // A new page with its head; returns where the list starts (mm).
    qreal head(const QString &what)
    {
        if (m_pages++ > 0)
            m_device.newPage();
        const QString title = html::roundTitle(m_round.number);
        const qreal top = m_s.heading(what.isEmpty() ? title : title + QStringLiteral(" · ") + what,
                                      QStringLiteral("Indeling"), html::eventText(m_t.info)) +
                          1;
        if (!m_code)
            return top;
        // The venue web's address: a player scans it from the wall with a phone (24 mm reads from
        // a metre away).
        constexpr qreal kCode = 24;
        paintQrCode(m_s.painter(), m_s.mm(m_s.width() - kCode, top, kCode, kCode), *m_code);
        m_s.font(11, true);
        m_s.painter().drawText(m_s.mm(0, top + 4, m_s.width() - kCode - 4, 8), Qt::AlignLeft | Qt::AlignVCenter,
                               QStringLiteral("Waar zit ik? Volg het toernooi op je telefoon:"));
        m_s.font(11);
        m_s.painter().drawText(m_s.mm(0, top + 12, m_s.width() - kCode - 4, 8), Qt::AlignLeft | Qt::AlignVCenter,
                               QStringLiteral("scan de code of ga naar ") + m_webAddress);
        return top + kCode + 2;
    }

    QPagedPaintDevice &m_device;
    Sheet m_s;
    const Tournament &m_t;
    const Round &m_round;
    QString m_webAddress;
    std::optional<QrCode> m_code;
    int m_pages{0};
};

} // namespace

Paper seatingPaper(const Tournament &t, int round, SeatingList which, const QString &webAddress)
{
    return paintedPaper(QStringLiteral("Indeling ") + html::roundTitle(round), a4Layout(),
                        [t, round, which, webAddress](QPagedPaintDevice &device, QPainter &p) {
                            const QString problem = roundProblem(t, round);
                            Round none;
                            none.number = round;
                            WallList list(device, p, t, problem.isEmpty() ? *t.round(round) : none, webAddress);
                            if (!problem.isEmpty()) {
                                list.problem(problem);
                                return list.pages();
                            }
                            if (which != SeatingList::Alphabetical)
                                list.byTable();
                            if (which != SeatingList::ByTable)
                                list.alphabetical();
                            return list.pages();
                        });
}

} // namespace nkb::report
