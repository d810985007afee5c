#include "reportfixture.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>

namespace nkb::test {

void ensureGuiApp()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "test_report";
    static char *argv[] = {name, nullptr};
    // Never destroyed: at exit the font cache is gone before a static application would remove its
    // application fonts (the DejaVu resources), which crashes.
    static auto *app = new QGuiApplication(argc, argv);
    Q_UNUSED(app);
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

Tournament field(int n, int played)
{
    const std::vector<std::string> given{"Jan",   "Piet",  "Kees", "Anna",       "Ria",   "Henk",
                                         "Truus", "Bas",   "Zoë",  "Marie-José", "Wim",   "Gerrit",
                                         "Sanne", "Fatma", "Joke", "Émile",      "Chloë", "Sjaak"};
    const std::vector<std::string> surname{"de Vries", "Bakker",   "van den Berg", "Willems", "van 't Hof",
                                           "Jansen",   "Dekker",   "Öztürk",       "Zwart",   "van der Meer-de Boer",
                                           "Smit",     "Mulder",   "de Jong",      "Visser",  "Bos"};
    Tournament t;
    t.info.name = "NK Bonaken 2026";
    t.info.date = "2026-11-07";
    t.info.venue = "Partycentrum Keijzer, Leimuiden";
    for (int i = 0; i < n; ++i) {
        Player p;
        p.startNumber = i + 1;
        const auto u = static_cast<std::size_t>(i);
        p.name = given[u % given.size()] + " " + surname[(u / given.size()) % surname.size()];
        if (u >= given.size() * surname.size())
            p.name += " " + std::to_string(i); // one name, one player
        p.club = i % 3 == 0 ? "BC Leimuiden" : (i % 3 == 1 ? "De Troef, Hazerswoude-Rijndijk" : "Kaartclub 't Aas");
        if (i % 4 == 1)
            p.categories = {"dame"};
        t.players.push_back(p);
    }
    const int tables = (n + 3) / 4;
    for (int round = 1; round <= played; ++round) {
        Round r;
        r.number = round;
        r.algorithm = "test";
        for (int table = 1; table <= tables; ++table)
            r.tables.push_back(Table{table, {}});
        // Player k sits at table (k * step) mod tables: a different company every round.
        const int step = 1 + 2 * (round - 1);
        for (int k = 0; k < n; ++k) {
            std::size_t at = static_cast<std::size_t>((k * step + k / tables) % tables);
            while (r.tables[at].seats.size() >= (static_cast<int>(at) < n - 3 * tables ? 4u : 3u))
                at = (at + 1) % r.tables.size();
            r.tables[at].seats.push_back(k + 1);
        }
        for (const Table &tb : r.tables)
            for (int game = 1; game <= 2; ++game) {
                GameResult g;
                g.round = round;
                g.table = tb.number;
                g.game = game;
                g.points = tb.seats.size() == 4 ? std::vector<int>{10, 8, 4, 1} : std::vector<int>{10, 8, 4};
                const auto shift = static_cast<long>((tb.number * 7 + round * 3 + game) % tb.seats.size());
                std::rotate(g.points.begin(), g.points.begin() + shift, g.points.end());
                t.games.push_back(g);
            }
        t.rounds.push_back(r);
    }
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

void playFinal(Tournament &t, const std::vector<int> &points)
{
    Round final;
    final.number = kFinalRound;
    final.tables.push_back(Table{1, {1, 5, 9, 14}});
    t.rounds.push_back(final);
    GameResult g;
    g.round = kFinalRound;
    g.table = 1;
    g.game = 1;
    g.points = points;
    t.games.push_back(g);
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

QString pdfText(const QString &path, const QStringList &options)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), QStringList(options) << path << QStringLiteral("-"));
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    // The font's ligatures read as the letters a reader sees ("ﬁ" -> "fi").
    return QString::fromUtf8(p.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

std::optional<QString> pdfQrText(const QString &path, int page)
{
    const QString zbar = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
    if (zbar.isEmpty())
        return std::nullopt;
    QTemporaryDir dir;
    QProcess render;
    render.start(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("150"), QStringLiteral("-f"),
                                               QString::number(page), QStringLiteral("-l"), QString::number(page),
                                               QStringLiteral("-png"), path, dir.filePath(QStringLiteral("blad"))});
    if (!render.waitForFinished(30000))
        return QString();
    const QStringList png = QDir(dir.path()).entryList({QStringLiteral("blad*.png")});
    if (png.size() != 1)
        return QString();
    QProcess read;
    read.start(zbar, {QStringLiteral("-q"), QStringLiteral("--raw"), dir.filePath(png.front())});
    if (!read.waitForFinished(30000))
        return QString();
    return QString::fromUtf8(read.readAllStandardOutput()).trimmed();
}

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace nkb::test
