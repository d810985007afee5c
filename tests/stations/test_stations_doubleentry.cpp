// Double entry with separate programs: two nk-bonaken-cli processes with different
// --station enter the same game, agreeing and differing, on a server and in a file.
#include "stationsfixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

Finished enter(const std::string &location, const char *name, int game, const char *points,
               const char *settle = nullptr)
{
    QStringList args{QStringLiteral("--db"),    QString::fromStdString(location), QStringLiteral("--station"),
                     QString::fromUtf8(name),   QStringLiteral("result"),         QStringLiteral("--round"),
                     QStringLiteral("1"),       QStringLiteral("--table"),        QStringLiteral("2"),
                     QStringLiteral("--game"),  QString::number(game)};
    if (points)
        args << QStringLiteral("--points") << QString::fromUtf8(points);
    if (settle)
        args << QString::fromUtf8(settle);
    return runCliProcess(args);
}

int pointsOf(const std::string &location, const std::string &name)
{
    return rowOf(reopen(location)->standings().value(), name).ladder.points;
}

void doubleEntry(const std::string &location)
{
    auto made = newTournament(location, 8);
    REQUIRE(made->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    made.reset();
    const Finished on = runCliProcess({QStringLiteral("--db"), QString::fromStdString(location),
                                       QStringLiteral("settings"), QStringLiteral("--double-entry"),
                                       QStringLiteral("aan")});
    INFO(on.err);
    REQUIRE(on.exitCode == 0);
    CHECK(on.out.find("Dubbele invoer: aan") != std::string::npos);

    // Agreeing: the first entry waits, uncounted; the second station's equal entry counts once.
    const Finished first = enter(location, "Zaal-1", 1, "P5=10,P6=8,P7=4,P8=1");
    INFO(first.err);
    REQUIRE(first.exitCode == 0);
    CHECK(first.out == "Eerste invoer opgeslagen; wacht op de tweede invoer door een ander station.\n");
    CHECK(pointsOf(location, "P5") == 0);
    CHECK(reopen(location)->waitingForSecondEntry().value() == 1);
    const Finished second = enter(location, "Zaal-2", 1, "P8=1,P7=4,P6=8,P5=10");
    INFO(second.err);
    REQUIRE(second.exitCode == 0);
    CHECK(second.out.find("tweede invoer; de eerste was van station Zaal-1") != std::string::npos);
    CHECK(pointsOf(location, "P5") == 10);
    CHECK(rowOf(reopen(location)->standings().value(), "P5").ladder.games == 1);

    // Differing: refused with the differences, naming the first station; nothing counted.
    REQUIRE(enter(location, "Zaal-1", 2, "P5=10,P6=8,P7=4,P8=1").exitCode == 0);
    const Finished differs = enter(location, "Zaal-2", 2, "P5=8,P6=10,P7=4,P8=1");
    CHECK(differs.exitCode == 1);
    CHECK(differs.err.find("Tafel 2, spel 2: deze invoer verschilt van de eerste invoer door station Zaal-1") !=
          std::string::npos);
    CHECK(differs.err.find("P5: 10 (eerste), 8 (deze)") != std::string::npos);
    CHECK(differs.err.find("P6: 8 (eerste), 10 (deze)") != std::string::npos);
    CHECK(differs.err.find("P7:") == std::string::npos);
    CHECK(pointsOf(location, "P5") == 10);
    CHECK(reopen(location)->waitingForSecondEntry().value() == 1);
    const Finished waiting = runCliProcess(
        {QStringLiteral("--db"), QString::fromStdString(location), QStringLiteral("settings")});
    CHECK(waiting.out.find("1 spel wacht op een tweede invoer.") != std::string::npos);

    // The referee settles it: this entry stands (--replace), counted once, nothing waits.
    const Finished settled = enter(location, "Scheids", 2, "P5=8,P6=10,P7=4,P8=1", "--replace");
    INFO(settled.err);
    REQUIRE(settled.exitCode == 0);
    CHECK(pointsOf(location, "P5") == 18);
    CHECK(pointsOf(location, "P6") == 18);
    auto store = reopen(location);
    CHECK(rowOf(store->standings().value(), "P6").ladder.games == 2);
    CHECK(store->waitingForSecondEntry().value() == 0);
    CHECK(store->auditLog().value().back().station == "Scheids");
}

} // namespace

TEST_CASE("Stations: double entry by two programs on a server, agreeing and differing",
          "[stations][doubleentry]")
{
    doubleEntry(serverDatabase());
}

TEST_CASE("Stations: double entry by two programs in a file, agreeing and differing", "[stations][doubleentry]")
{
    QTemporaryDir dir;
    doubleEntry(filePath(dir, "NK.bonaken"));
}
