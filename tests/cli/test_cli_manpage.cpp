// The manual pages as a reader sees them: shown by man in a UTF-8 terminal and in the C
// locale without a warning and without a character it cannot draw ("postgresql://???" or nothing
// after "postgresql://"), each command of nk-bonaken-cli in a section of its own with how it is
// called on a line of its own and what it does under it, and nk-bonaken's usage apart from its
// description. scripts/package-test.sh checks the installed pages the same way
// (tests/support/manpage_check.sh).
#include "clirun.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <tuple>

namespace {

struct Rendered {
    QString text;
    std::string warnings;
};

// The page as `man -l` shows it in that locale (a UTF-8 terminal or the C locale), as plain text,
// and the warnings it prints ("can't find special character"; "ë" drawn as "e" in the C locale
// is no loss and no warning).
Rendered render(const QString &page, const QString &locale)
{
    QProcess man;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("100"));
    env.insert(QStringLiteral("MANPAGER"), QStringLiteral("cat"));
    man.setProcessEnvironment(env);
    man.start(QStringLiteral("man"), {QStringLiteral("-l"), page});
    REQUIRE(man.waitForFinished(30000));
    return {QString::fromUtf8(man.readAllStandardOutput()), man.readAllStandardError().toStdString()};
}

bool haveMan()
{
    if (!QStandardPaths::findExecutable(QStringLiteral("man")).isEmpty())
        return true;
    WARN("Overgeslagen: man ontbreekt (Debian-pakket man-db).");
    return false;
}

// The lines of a rendered page, without their indentation, and with the spaces a justified line
// spreads out (groff 1.23 in Debian 13 justifies where 1.22 did not) back to one.
QStringList lines(const QString &text)
{
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n')))
        out << line.simplified();
    return out;
}

} // namespace

TEST_CASE("nk-bonaken-cli(1) renders in UTF-8 and in the C locale without warnings or lost characters",
          "[cli][help][man]")
{
    if (!haveMan())
        return;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString page = dir.filePath(QStringLiteral("nk-bonaken-cli.1"));
    {
        const CliRun man = runCli({"help", "--man"});
        REQUIRE(man.code == 0);
        QFile f(page);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(man.out.c_str());
    }
    const Rendered utf8 = render(page, QStringLiteral("C.UTF-8"));
    const Rendered ascii = render(page, QStringLiteral("C"));
    CHECK(utf8.warnings == "");
    CHECK(ascii.warnings == "");
    CHECK(utf8.text.contains(QStringLiteral("(postgresql://...)")));
    CHECK(ascii.text.contains(QStringLiteral("(postgresql://...)")));
    CHECK(lines(utf8.text).join(QLatin1Char(' ')).contains(QStringLiteral("Een toernooi kopiëren")));
    for (const Rendered *r : {&utf8, &ascii}) {
        CHECK_FALSE(r->text.contains(QStringLiteral("???")));
        CHECK_FALSE(r->text.contains(QChar(0xFFFD)));
    }
    // Each command: its heading, how it is called on a line of its own, then what it does.
    const QStringList shown = lines(utf8.text);
    for (const auto &[command, call, does] :
         {std::tuple{"roem", "nk-bonaken-cli roem --trump H|none [--rules nk2019|hazerswoude[+OPTIE...]] KAART...",
                     "Welke roem een hand kan melden"},
          std::tuple{"standings", "nk-bonaken-cli --db BESTAND standings [--after-round R] [--category K]",
                     "Het klassement (R60)."},
          std::tuple{"copy", "nk-bonaken-cli copy VAN NAAR", "Een toernooi kopiëren van een .bonaken-bestand naar een"}}) {
        INFO(command);
        const qsizetype heading = shown.indexOf(QString::fromUtf8(command));
        REQUIRE(heading >= 0);
        const qsizetype at = shown.indexOf(QString::fromUtf8(call), heading);
        REQUIRE(at > heading);
        QString next;
        for (qsizetype i = at + 1; i < shown.size() && next.isEmpty(); ++i)
            next = shown[i];
        INFO(next.toStdString());
        CHECK(next.startsWith(QString::fromUtf8(does)));
    }
    // A call that goes on over two lines stays a call ("settings": its options, then what it does).
    const qsizetype tie = shown.indexOf(QStringLiteral("[--final-tie spel|voorronde|loting] [--round-minutes M] [--rules NAAM]"));
    REQUIRE(tie > 0);
    CHECK(shown[tie + 1].startsWith(QStringLiteral("De instellingen van het toernooi tonen")));
}

#ifdef NKB_GUI_EXE
TEST_CASE("nk-bonaken(1) renders cleanly, its usage apart from its description, every option of --help in it",
          "[cli][help][man][gui]")
{
    if (!haveMan())
        return;
    const QString page = QStringLiteral(NKB_BINARY_DIR "/installer/nk-bonaken.1");
    REQUIRE(QFile::exists(page));
    const Rendered utf8 = render(page, QStringLiteral("C.UTF-8"));
    const Rendered ascii = render(page, QStringLiteral("C"));
    CHECK(utf8.warnings == "");
    CHECK(ascii.warnings == "");
    CHECK_FALSE(ascii.text.contains(QStringLiteral("???")));
    const QStringList shown = lines(utf8.text);
    const qsizetype synopsis = shown.indexOf(QStringLiteral("SYNOPSIS"));
    const qsizetype description = shown.indexOf(QStringLiteral("DESCRIPTION"));
    REQUIRE(synopsis >= 0);
    REQUIRE(description > synopsis);
    CHECK(shown[synopsis + 1].toStdString() == "nk-bonaken [BESTAND.bonaken]");
    CHECK(shown[description + 1].startsWith(QStringLiteral("Het Nederlands Kampioenschap Bonaken leiden")));
    CHECK_FALSE(utf8.text.contains(QStringLiteral("Gebruik:"))); // help2man's run-together usage

    QProcess help;
    help.start(QStringLiteral(NKB_GUI_EXE), {QStringLiteral("--help")});
    REQUIRE(help.waitForFinished(20000));
    const QString options = QString::fromUtf8(help.readAllStandardOutput());
    int named = 0;
    for (const QString &line : options.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("  -")))
            continue;
        const QString names = line.trimmed().section(QStringLiteral("  "), 0, 0); // "-V, -v, --version"
        INFO(names.toStdString());
        CHECK(utf8.text.contains(names));
        ++named;
    }
    CHECK(named == 2);
}
#endif
