#include "ui/results/seatnotation.h"

#include "report/html.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace nkb::ui {

QString seatLabel(std::size_t seat, const std::string &name)
{
    return report::html::seatLetter(seat) + QStringLiteral(" · ") + qs(name);
}

SeatMatch matchSeat(const QString &rawToken, const std::vector<std::string> &players)
{
    const QString token = rawToken.trimmed();
    SeatMatch out;
    if (token.isEmpty())
        return out;
    if (token.size() == 1 && token.at(0).isLetter()) {
        const int seat = token.at(0).toUpper().unicode() - u'A';
        if (seat >= 0 && seat < static_cast<int>(players.size()))
            out.name = players[static_cast<std::size_t>(seat)];
        return out;
    }
    for (const std::string &name : players)
        if (qs(name).compare(token, Qt::CaseInsensitive) == 0) {
            out.name = name;
            return out;
        }
    for (const std::string &name : players)
        if (qs(name).startsWith(token, Qt::CaseInsensitive))
            out.choices << qs(name);
    if (out.choices.size() == 1) {
        out.name = ss(out.choices.front());
        out.choices.clear();
    }
    return out;
}

SeatList matchSeats(const QString &text, const std::vector<std::string> &players)
{
    SeatList out;
    const QStringList tokens = text.split(QRegularExpression(QStringLiteral("[,+;]")), Qt::SkipEmptyParts);
    for (const QString &raw : tokens) {
        const QString token = raw.trimmed();
        if (token.isEmpty())
            continue;
        const SeatMatch m = matchSeat(token, players);
        if (!m.name.empty()) {
            out.names.push_back(m.name);
            continue;
        }
        if (out.problem.isEmpty()) {
            if (!m.choices.isEmpty())
                out.problem = QCoreApplication::translate("SeatNotation", "\"%1\" past op %2: typ de stoelletter of meer van de naam.")
                                  .arg(token, m.choices.join(QCoreApplication::translate("SeatNotation", " en ")));
            else if (token.size() == 1)
                out.problem = QCoreApplication::translate("SeatNotation", "Stoel %1 bestaat niet aan deze tafel (stoelen A tot en met %2).")
                                  .arg(token.toUpper(), report::html::seatLetter(players.empty() ? 0 : players.size() - 1));
            else
                out.problem = QCoreApplication::translate("SeatNotation", "\"%1\" zit niet aan deze tafel.").arg(token);
        }
        out.names.push_back(ss(token));
    }
    return out;
}

QString seatsText(const std::vector<std::string> &names, const std::vector<std::string> &players)
{
    QStringList out;
    for (const std::string &name : names) {
        const auto it = std::find(players.begin(), players.end(), name);
        out << (it == players.end() ? qs(name)
                                    : report::html::seatLetter(static_cast<std::size_t>(it - players.begin())));
    }
    return out.join(QStringLiteral(", "));
}

} // namespace nkb::ui
