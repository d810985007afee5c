// Two stations entering the same game, each a separate nk-bonaken-cli process: the
// second is told who stored it and when, and nothing changes until it asks to replace.
#include "stationsfixture.h"

#include <QDateTime>

using namespace nkb;
using namespace nkbtest;

namespace {

Finished station(const std::string &location, const char *name, const char *points, bool replace = false)
{
    QStringList args{QStringLiteral("--db"),    QString::fromStdString(location), QStringLiteral("--station"),
                     QString::fromUtf8(name),   QStringLiteral("result"),         QStringLiteral("--round"),
                     QStringLiteral("1"),       QStringLiteral("--table"),        QStringLiteral("2"),
                     QStringLiteral("--game"),  QStringLiteral("1"),              QStringLiteral("--points"),
                     QString::fromUtf8(points)};
    if (replace)
        args << QStringLiteral("--replace");
    return runCliProcess(args);
}

void sameGame(const std::string &location)
{
    auto made = newTournament(location, 8);
    REQUIRE(made->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    made.reset();

    const QString before = QDateTime::currentDateTime().toString(QStringLiteral("HH:mm"));
    const Finished first = station(location, "Zaal-2", "P5=10,P6=8,P7=4,P8=1");
    const QString after = QDateTime::currentDateTime().toString(QStringLiteral("HH:mm"));
    INFO(first.err);
    REQUIRE(first.exitCode == 0);

    // Another station, the same game from its own scoresheet copy: refused, told who and when.
    const Finished second = station(location, "Zaal-3", "P5=0,P6=10,P7=8,P8=4");
    INFO(second.err);
    CHECK(second.exitCode == 1);
    const QString said = QString::fromStdString(second.err);
    CHECK((said.contains(QStringLiteral("Tafel 2, spel 1: ingevoerd door station Zaal-2 om ") + before) ||
           said.contains(QStringLiteral("Tafel 2, spel 1: ingevoerd door station Zaal-2 om ") + after)));
    CHECK(said.contains(QStringLiteral("(10/8/4/1)")));
    auto store = reopen(location);
    const Tournament stored = store->load().value();
    const GameResult *kept = stored.game(1, 2, 1);
    REQUIRE(kept != nullptr);
    CHECK(kept->points == std::vector<int>{10, 8, 4, 1});
    CHECK(kept->station == "Zaal-2");
    const auto entries = store->auditLog().value().size();

    // The first station corrects its own entry without being asked.
    const Finished own = station(location, "Zaal-2", "P5=10,P6=4,P7=8,P8=1");
    INFO(own.err);
    CHECK(own.exitCode == 0);

    // Asked explicitly, the second station replaces it; the audit says it was a correction.
    const Finished replaced = station(location, "Zaal-3", "P5=0,P6=10,P7=8,P8=4", true);
    INFO(replaced.err);
    REQUIRE(replaced.exitCode == 0);
    store = reopen(location);
    const Tournament replacedNow = store->load().value();
    const GameResult *now = replacedNow.game(1, 2, 1);
    REQUIRE(now != nullptr);
    CHECK(now->points == std::vector<int>{0, 10, 8, 4});
    CHECK(now->station == "Zaal-3");
    const auto log = store->auditLog().value();
    REQUIRE(log.size() == entries + 2);
    CHECK(log.back().station == "Zaal-3");
    CHECK(log.back().what.rfind("Correctie uitslag", 0) == 0);
    CHECK(log.back().what.find("(was 10/4/8/1)") != std::string::npos);
}

} // namespace

TEST_CASE("Stations: two stations entering the same game on a server, the second is told who and when",
          "[stations][otherstation]")
{
    sameGame(serverDatabase());
}

TEST_CASE("Stations: two programs entering the same game in a file, the second is told who and when",
          "[stations][otherstation]")
{
    QTemporaryDir dir;
    sameGame(filePath(dir, "NK.bonaken"));
}
