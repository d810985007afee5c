#pragma once
// Shared by the widget tests: one QApplication for the whole test binary (offscreen, see
// tests/support/test_main.cpp), a temporary tournament and a CSV of players.
#include "ui/document/tournamentdocument.h"

#include <QApplication>
#include <QString>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <memory>
#include <ostream>
#include <string>

QT_BEGIN_NAMESPACE
// Catch2 prints QStrings in failures.
inline std::ostream &operator<<(std::ostream &os, const QString &s) { return os << s.toStdString(); }
QT_END_NAMESPACE

namespace nkb::ui::test {

inline QApplication &app()
{
    static int argc = 1;
    static char name[] = "test_ui";
    static char *argv[] = {name, nullptr};
    static QApplication *instance = [] {
        QApplication::setOrganizationName(QStringLiteral("nk-bonaken-tests"));
        return new QApplication(argc, argv);
    }();
    return *instance;
}

// "naam,club,categorie" with n players Speler01..; every third is a "dame".
inline std::string playersCsv(int n)
{
    std::string csv = "naam,club,categorie\n";
    for (int i = 1; i <= n; ++i) {
        std::string name = "Speler" + std::string(i < 10 ? "0" : "") + std::to_string(i);
        csv += name + ",Club " + std::to_string(i % 5) + "," + (i % 3 == 0 ? "dame" : "") + "\n";
    }
    return csv;
}

struct TempTournament {
    QTemporaryDir dir;
    std::unique_ptr<TournamentDocument> document;

    explicit TempTournament(int rounds = 5)
    {
        app();
        TournamentInfo info;
        info.name = "Test NK";
        info.date = "2026-11-22";
        info.venue = "Leimuiden";
        info.rounds = rounds;
        QString error;
        document = TournamentDocument::create(dir.filePath(QStringLiteral("test.bonaken")), info, &error);
        INFO(error.toStdString());
        REQUIRE(document);
    }
};

} // namespace nkb::ui::test
