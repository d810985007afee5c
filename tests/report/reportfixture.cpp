#include "reportfixture.h"

#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>

namespace nkb::test {

void ensureGuiApp()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "test_report";
    static char *argv[] = {name, nullptr};
    static QGuiApplication app(argc, argv);
}

Tournament sixteenPlayers()
{
    const std::vector<std::string> names{
        "Jan de Vries", "Piet Bakker",     "Anna van den Berg", "Kees Willems",
        "Émile Zegers", "Ria van 't Hof",  "Henk Jansen",       "Truus Jansen",
        "Bas Dekker",   "Marie-José Smit", "Wim De Smet",       "Gerrit Zwart",
        "Sanne Mulder", "Fatma Öztürk",    "karel appel",       "Joke Visser"};
    Tournament t;
    t.info.name = "NK Bonaken 2026";
    t.info.date = "2026-11-07";
    t.info.venue = "Partycentrum Keijzer, Leimuiden";
    for (std::size_t i = 0; i < names.size(); ++i) {
        Player p;
        p.startNumber = static_cast<int>(i) + 1;
        p.name = names[i];
        p.club = i % 2 == 0 ? "BC Leimuiden" : "De Troef, Hazerswoude";
        t.players.push_back(p);
    }
    Round r;
    r.number = 1;
    r.seed = 2026;
    r.algorithm = "test";
    for (int table = 1; table <= 4; ++table)
        r.tables.push_back(Table{table, {4 * table - 3, 4 * table - 2, 4 * table - 1, 4 * table}});
    t.rounds.push_back(r);
    return t;
}

void enterRoundOne(Tournament &t, const std::vector<std::vector<int>> &pointsPerTable)
{
    for (std::size_t i = 0; i < pointsPerTable.size(); ++i) {
        GameResult g;
        g.round = 1;
        g.table = static_cast<int>(i) + 1;
        g.game = 1;
        g.points = pointsPerTable[i];
        t.games.push_back(g);
    }
}

int pdfPageCount(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(f.readAll());
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    int count = 0;
    for (auto it = page.globalMatch(text); it.hasNext(); it.next())
        ++count;
    return count;
}

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace nkb::test
