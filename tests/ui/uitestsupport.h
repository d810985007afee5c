#pragma once
// Shared by the widget tests: one QApplication for the whole test binary (offscreen, see
// tests/support/test_main.cpp), a temporary tournament and a CSV of players.
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/question.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <utility>

QT_BEGIN_NAMESPACE
// Catch2 prints QStrings in failures.
inline std::ostream &operator<<(std::ostream &os, const QString &s) { return os << s.toStdString(); }
QT_END_NAMESPACE

namespace nkb::ui::test {

// The messages that only inform, as the tests' answerer saw them (shown to nobody).
inline QStringList &toldNobody()
{
    static QStringList told;
    return told;
}

// How the tests answer when a test does not answer itself: nothing waits for a click, and the
// questions a test does not drive go on as a director who wants to go on would (the redraw, the
// repeat meeting, closing with a gift typed) or keep what stands (another station's entry, a
// differing second entry). The other questions are shown, for the test that clicks in them.
inline std::optional<int> usualAnswer(const Question &q)
{
    if (q.onlyInforms()) {
        toldNobody() << q.text();
        return 0;
    }
    static const std::map<QString, Question::Role> usual{
        {QStringLiteral("redraw"), QMessageBox::AcceptRole},
        {QStringLiteral("swapIntoRepeat"), QMessageBox::AcceptRole},
        {QStringLiteral("closeWithTyping"), QMessageBox::YesRole},
        {QStringLiteral("replaceOtherStation"), QMessageBox::RejectRole},
        {QStringLiteral("settleDoubleEntry"), QMessageBox::RejectRole},
    };
    if (const auto it = usual.find(q.name()); it != usual.end())
        return q.button(it->second);
    return std::nullopt;
}

// A test's own answers while it lives: `first` answers what it wants to (an index), the
// answerer before it the rest.
class Answering {
public:
    explicit Answering(Question::Answerer first) : m_before(Question::setAnswerer({}))
    {
        Question::setAnswerer([first = std::move(first), before = m_before](const Question &q) -> std::optional<int> {
            if (const std::optional<int> chosen = first(q))
                return chosen;
            return before ? before(q) : std::nullopt;
        });
    }
    ~Answering() { Question::setAnswerer(m_before); }
    Answering(const Answering &) = delete;
    Answering &operator=(const Answering &) = delete;

private:
    Question::Answerer m_before;
};

// The tests' application: main() made it (tests/support/test_main.cpp, WIDGETS); the first call
// names the tests' settings and installs the usual answers. A binary without one gets one here.
inline QApplication &app()
{
    static int argc = 1;
    static char name[] = "test_ui";
    static char *argv[] = {name, nullptr};
    static QApplication *instance = [] {
        QApplication::setOrganizationName(QStringLiteral("nk-bonaken-tests"));
        Question::setAnswerer(usualAnswer);
        if (auto *made = qobject_cast<QApplication *>(QCoreApplication::instance()))
            return made;
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

// Settings of a test's own while it lives (the recent files, the tournament marked open, the last
// server), so test cases running at the same time in other processes neither see nor change them:
// the application's name, which names the settings file, is this process's own meanwhile.
class OwnSettings {
public:
    OwnSettings() : m_name(QCoreApplication::applicationName())
    {
        app();
        QCoreApplication::setApplicationName(QStringLiteral("own-%1").arg(QCoreApplication::applicationPid()));
        QSettings().clear();
    }
    ~OwnSettings()
    {
        {
            QSettings settings;
            settings.clear();
            settings.sync();
            QFile::remove(settings.fileName());
        }
        QCoreApplication::setApplicationName(m_name);
    }
    OwnSettings(const OwnSettings &) = delete;
    OwnSettings &operator=(const OwnSettings &) = delete;

private:
    QString m_name;
};

} // namespace nkb::ui::test
