// The scoresheet (wedstrijdformulier, R59) painted with QPainter: a grid and a few words per page,
// so 40 tables take a fraction of a second (the HTML table layout took 2 s). Every column of the
// old sheet is kept (gift, deler, Speler, bod, gewonnen/verloren, one mark column per player, places
// and points) and troef and roem get their own columns.
#include "report/html.h"
#include "report/paper.h"
#include "report/qrcode.h"
#include "report/rulesnote.h"
#include "report/sheet.h"
#include "report/threelegend.h"

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace nkb::report {

namespace {

constexpr qreal kMinGiftRow = 5.6; // mm per gift row: room for a written bid; more when the page has it
constexpr qreal kMaxGiftRow = 7.5;
constexpr qreal kHeaderRow = 9.0; // the grid's head: letter and name of each player
const QColor kFaint(150, 150, 150);
const QColor kShade(236, 236, 236);

struct Column {
    QString title;
    qreal width;
};

// The fixed columns; the players' mark columns share what is left.
std::vector<Column> fixedColumns()
{
    return {{QStringLiteral("Gift"), 9},       {QStringLiteral("Deler"), 20}, {QStringLiteral("Speler"), 20},
            {QStringLiteral("Bod"), 13},       {QStringLiteral("Troef"), 12}, {QStringLiteral("Roem"), 13},
            {QStringLiteral("Gew./verl."), 19}};
}

QString choices(std::size_t seats)
{
    QStringList letters;
    for (std::size_t i = 0; i < seats; ++i)
        letters << html::seatLetter(i);
    return letters.join(QStringLiteral("  "));
}

// Height of one game's block: title, head, gift rows, Plaats and Punten.
qreal gameHeight(const Sheet &s, int giftRows)
{
    return 6 + kHeaderRow + (giftRows + 2) * s.row + 2;
}

// The table's entry code (ScoresheetOptions::tableLinks) at the top right, beside the heading and
// the names: 24 mm reads from a phone held over the table.
constexpr qreal kCode = 24;
constexpr qreal kCodeBeside = kCode + 2;

qreal pageHeader(Sheet &s, const Tournament &t, const Round &round, const Table &table, const QString &what,
                 const QrCode *code)
{
    if (code) {
        paintQrCode(s.painter(), s.mm(s.width() - kCode, -1, kCode, kCode), *code);
        s.fit(s.mm(s.width() - kCode - 2, kCode - 2.5, kCode + 2, 3.5), QStringLiteral("Invoeren aan tafel"), 6.5,
              5, true, Qt::AlignCenter);
    }
    // The rule set the table plays by; under another one than the NK's the foot says more.
    return s.heading(html::roundTitle(round.number) + QStringLiteral(" · Tafel ") +
                         QString::number(table.number),
                     what + QStringLiteral(" · ") + rulesPresetText(t.info), html::eventText(t.info),
                     code ? kCodeBeside : 0);
}

qreal seatsBlock(Sheet &s, const Tournament &t, const Table &table, qreal y, const QrCode *code)
{
    const qreal w = (s.width() - (code ? kCodeBeside : 0)) / static_cast<qreal>(table.seats.size());
    for (std::size_t i = 0; i < table.seats.size(); ++i) {
        const qreal x = w * static_cast<qreal>(i);
        s.box(s.mm(x, y, w, 15));
        s.font(15, true);
        s.text(s.mm(x, y, 9, 9), html::seatLetter(i));
        const QString name = QString::fromStdString(html::nameOf(t, table.seats[i]));
        s.fit(s.mm(x + 7, y + 0.5, w - 7, 8.5), name, 12, 7, true, Qt::AlignLeft | Qt::AlignVCenter, true);
        const Player *p = t.player(table.seats[i]);
        s.font(7.5, false, QColor(64, 64, 64));
        QString line = QStringLiteral("nr. ") + QString::number(table.seats[i]);
        if (p && !p->club.empty())
            line += QStringLiteral(" · ") + QString::fromStdString(p->club);
        s.text(s.mm(x, y + 8.5, w, 6), line);
    }
    return y + 15 + 2;
}

qreal gameGrid(Sheet &s, const Tournament &t, const Table &table, int game, int firstGift, int giftRows,
               qreal y)
{
    const std::size_t seats = table.seats.size();
    const std::vector<Column> fixed = fixedColumns();
    qreal fixedWidth = 0;
    for (const Column &c : fixed)
        fixedWidth += c.width;
    const qreal markWidth = (s.width() - fixedWidth) / static_cast<qreal>(seats);

    s.font(12, true);
    s.text(s.mm(0, y, 60, 6), QStringLiteral("Spel ") + QString::number(game) +
                                  (firstGift > 1 ? QStringLiteral(" (vervolg)") : QString()));
    y += 6;
    // Head.
    qreal x = 0;
    for (const Column &c : fixed) {
        s.box(s.mm(x, y, c.width, kHeaderRow), kShade);
        s.font(7.5, true);
        s.text(s.mm(x, y, c.width, kHeaderRow), c.title, Qt::AlignCenter);
        x += c.width;
    }
    for (std::size_t i = 0; i < seats; ++i) {
        const qreal mx = fixedWidth + markWidth * static_cast<qreal>(i);
        s.box(s.mm(mx, y, markWidth, kHeaderRow), kShade);
        s.font(10, true);
        s.text(s.mm(mx, y, markWidth, 5), html::seatLetter(i), Qt::AlignCenter);
        s.fit(s.mm(mx, y + 4.5, markWidth, 4.5), QString::fromStdString(html::nameOf(t, table.seats[i])), 6.5,
              5, false, Qt::AlignCenter);
    }
    y += kHeaderRow;
    // Gift rows: the number, the letters to circle for deler and Speler, + / − to circle.
    const QString letters = choices(seats);
    for (int row = 0; row < giftRows; ++row) {
        x = 0;
        for (std::size_t c = 0; c < fixed.size(); ++c) {
            const QRectF cell = s.mm(x, y, fixed[c].width, s.row);
            s.box(cell);
            if (c == 0) {
                s.font(10);
                s.text(cell, QString::number(firstGift + row), Qt::AlignCenter);
            } else if (c == 1 || c == 2) {
                s.font(9.5, false, kFaint);
                s.text(cell, letters, Qt::AlignCenter);
            } else if (c == 6) {
                s.font(10, false, kFaint);
                s.text(cell, QStringLiteral("+  /  −"), Qt::AlignCenter);
            }
            x += fixed[c].width;
        }
        for (std::size_t i = 0; i < seats; ++i)
            s.box(s.mm(fixedWidth + markWidth * static_cast<qreal>(i), y, markWidth, s.row));
        y += s.row;
    }
    // Places and points at the end (R54-R57).
    for (const QString &label : {QStringLiteral("Plaats"), QStringLiteral("Punten")}) {
        const QRectF cell = s.mm(0, y, fixedWidth, s.row);
        s.box(cell, QColor(246, 246, 246));
        s.font(7.5);
        if (label == QStringLiteral("Punten"))
            s.text(s.mm(0, y, fixedWidth - 18, s.row),
                   QStringLiteral("(") + placesLegend(t, seats) + QLatin1Char(')'),
                   Qt::AlignRight | Qt::AlignVCenter);
        s.font(10, true);
        s.text(cell, label, Qt::AlignRight | Qt::AlignVCenter);
        for (std::size_t i = 0; i < seats; ++i)
            s.box(s.mm(fixedWidth + markWidth * static_cast<qreal>(i), y, markWidth, s.row));
        y += s.row;
    }
    return y + 2;
}

// Under another rule set than the NK's: its title and where it differs from the NK, above the
// legend (rulesnote.h); nothing for the NK, whose rules the legend's numbers name.
QString rulesAbove(const Tournament &t)
{
    return t.info.rules == "nk2019" ? QString() : rulesFoot(t.info);
}

qreal rulesHeight(Sheet &s, const Tournament &t)
{
    const QString text = rulesAbove(t);
    if (text.isEmpty())
        return 0;
    s.font(6.5);
    return s.wrappedHeight(s.width(), text) + 1;
}

void footer(Sheet &s, qreal y, const Tournament &t, qreal rules)
{
    if (rules > 0) {
        s.font(6.5); // small: the two games keep their rows on the one page
        s.painter().drawText(s.mm(0, y, s.width(), rules), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                             rulesAbove(t));
        y += rules;
    }
    s.font(7);
    // The NK's dealer (R5, R52, R53); another rule set's says so above.
    const QString dealer = nkDealer(t.info) ? QStringLiteral(" Deler: gift 1 door loting (R5); daarna de Speler van "
                                                             "de vorige gift, of wie eruit of erin ging (R52, R53).")
                                            : QString();
    const QString legend = QStringLiteral(
        "Stand per speler (R59): suf nog niet gespeeld · krom verloren · recht gewonnen · wip gewonnen en "
        "verloren · eruit twee keer gewonnen · erin twee keer verloren.%1 Omcirkel de letter; bij misère "
        "met meer Spelers omcirkel je ze allemaal. Troef: de kleur; roem: de gemelde punten. Meer dan 13 "
        "giften? Ga verder op een vervolgblad.").arg(dealer);
    s.painter().drawText(s.mm(0, y, s.width(), 10), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, legend);
    s.font(9);
    s.text(s.mm(0, y + 11, s.width(), 6),
           QStringLiteral("Ingevuld door: ______________________    Akkoord (paraaf alle spelers): "
                          "________________    Ingevoerd: ____"));
}

} // namespace

Paper scoresheetsPaper(const Tournament &t, int round, const ScoresheetOptions &options)
{
    return paintedPaper(
        QStringLiteral("Wedstrijdformulieren ") + html::roundTitle(round), a4Layout(),
        [t, round, options](QPagedPaintDevice &device, QPainter &p) {
            Sheet s(p, device);
            int pages = 0;
            auto newPage = [&] {
                if (pages++ > 0)
                    device.newPage();
            };
            if (const QString problem = roundProblem(t, round); !problem.isEmpty()) {
                newPage();
                s.font(12);
                s.text(s.mm(0, 0, s.width(), 10), problem);
                return pages;
            }
            const Round &r = *t.round(round);
            const int games = std::max(1, r.number == kFinalRound ? t.info.finalGames : t.info.gamesPerRound);
            const qreal rules = rulesHeight(s, t);
            const qreal footerHeight = 18 + rules;
            // The gift rows take what the page has left after the head, the seats and the footer.
            const qreal perGame = (s.height() - 11 - 17 - footerHeight) / std::min(games, 2);
            s.row =
                std::clamp((perGame - 6 - kHeaderRow - 2) / (kGiftRowsPerGame + 2), kMinGiftRow, kMaxGiftRow);
            for (const Table &table : r.tables) {
                const auto link = options.tableLinks.find(table.number);
                const std::optional<QrCode> qr = link == options.tableLinks.end()
                                                     ? std::nullopt
                                                     : makeQrCode(link->second.toStdString());
                const QrCode *code = qr ? &*qr : nullptr;
                newPage();
                qreal y = pageHeader(s, t, r, table, QStringLiteral("Wedstrijdformulier (R59)"), code);
                y = seatsBlock(s, t, table, y, code);
                for (int g = 1; g <= games; ++g) {
                    if (y + gameHeight(s, kGiftRowsPerGame) > s.height() - footerHeight) {
                        footer(s, s.height() - footerHeight, t, rules);
                        newPage(); // more games than fit: the sheet goes on, with the table on top
                        y = pageHeader(s, t, r, table, QStringLiteral("Wedstrijdformulier (R59), vervolg"),
                                       code);
                        y = seatsBlock(s, t, table, y, code);
                    }
                    y = gameGrid(s, t, table, g, 1, kGiftRowsPerGame, y);
                }
                footer(s, s.height() - footerHeight, t, rules);
                if (!options.continuation)
                    continue;
                // The vervolgblad: giften 14 and on, for every game, on the table's own page.
                newPage();
                y = pageHeader(s, t, r, table, QStringLiteral("Vervolgblad (R59)"), code);
                y = seatsBlock(s, t, table, y, code);
                const int rows = std::max(
                    4, static_cast<int>((s.height() - footerHeight - y) / static_cast<qreal>(games) / s.row) -
                           5);
                for (int g = 1; g <= games; ++g) {
                    if (y + gameHeight(s, rows) > s.height() - footerHeight) {
                        newPage();
                        // No names under this heading: no room beside it for the code either.
                        y = pageHeader(s, t, r, table, QStringLiteral("Vervolgblad (R59)"), nullptr);
                    }
                    y = gameGrid(s, t, table, g, kGiftRowsPerGame + 1, rows, y);
                }
                footer(s, s.height() - footerHeight, t, rules);
            }
            return pages;
        });
}

} // namespace nkb::report
