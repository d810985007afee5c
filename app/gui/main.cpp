// main() of nk-bonaken, the desktop application; no logic here.
#include "ui/window/language.h"
#include "ui/widgets/appicon.h"
#include "ui/widgets/readablefont.h"
#include "ui/window/mainwindow.h"
#include "ui/window/runningmark.h"
#include "ui/window/textwalk.h"

#include "log/log.h"
#include "nkb_version.h"
#include "store/checkpoint.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSysInfo>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <variant>

namespace {

void describe(QCoreApplication &app)
{
    app.setOrganizationName(QStringLiteral("Stichting Bonaken Nederland"));
    app.setApplicationName(QStringLiteral("nk-bonaken"));
    app.setApplicationVersion(QString::fromLatin1(nkb::kVersion));
}

struct CommandLine : QCommandLineParser {
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("deze hulp")};
    // -V, -v and --version in both programs (nk-bonaken-cli had -V, this one -v; neither means
    // anything else).
    QCommandLineOption version{{QStringLiteral("V"), QStringLiteral("v"), QStringLiteral("version")},
                               QStringLiteral("het versienummer")};
    // Hidden: every text the window can show, one per line, then exit; in a temporary settings and
    // data folder (the check that the English interface has no Dutch left, ui/window/textwalk.h).
    QCommandLineOption listTexts{QStringLiteral("list-texts"), QStringLiteral("alle teksten van het venster")};
    CommandLine()
    {
        listTexts.setFlags(QCommandLineOption::HiddenFromHelp);
        addOption(listTexts);
        setApplicationDescription(QStringLiteral(
            "Het NK Bonaken leiden: deelnemers, loting, uitslagen, klassement en finale.\n"
            "Alles wat u invoert staat meteen in het toernooibestand; zie ook nk-bonaken-cli(1)."));
        addOption(help);
        addOption(version);
        addPositionalArgument(QStringLiteral("BESTAND"), QStringLiteral("het toernooi (.bonaken) om te openen"),
                              QStringLiteral("[BESTAND.bonaken]"));
        setSingleDashWordOptionMode(ParseAsLongOptions); // "-platform" is one word, as Qt reads it
    }
};

// Options QApplication itself takes (QGuiApplication, QApplication): not ours to refuse.
bool qtOption(const QString &name)
{
    static const QStringList names{
        QStringLiteral("platform"), QStringLiteral("platformpluginpath"), QStringLiteral("platformtheme"),
        QStringLiteral("plugin"), QStringLiteral("qwindowgeometry"), QStringLiteral("geometry"),
        QStringLiteral("qwindowicon"), QStringLiteral("qwindowtitle"), QStringLiteral("reverse"),
        QStringLiteral("session"), QStringLiteral("style"), QStringLiteral("stylesheet"),
        QStringLiteral("widgetcount"), QStringLiteral("display"), QStringLiteral("qmljsdebugger")};
    return names.contains(name);
}

// --help and --version, answered before any window exists and without a display (help2man
// builds the manual page from them, the package test runs them): the exit code, or nothing
// when the program should start.
std::optional<int> answeredAtOnce(int argc, char **argv)
{
    QCoreApplication probe(argc, argv);
    describe(probe);
    nkb::ui::Translations translations;
    translations.install();
    CommandLine line;
    // Qt's own options (-platform offscreen) are left for QApplication; anything else unknown is
    // refused here, before a window would need a display.
    if (!line.parse(QCoreApplication::arguments())) {
        const QStringList unknown = line.unknownOptionNames();
        if (unknown.isEmpty() || !std::all_of(unknown.begin(), unknown.end(), qtOption)) {
            std::fprintf(stderr, "nk-bonaken: %s\n", qPrintable(line.errorText()));
            return 2;
        }
    }
    if (line.isSet(line.help)) {
        // The program's name, not the path it was started by (the manual page shows it).
        std::fputs(qPrintable(line.helpText().replace(QCoreApplication::arguments().constFirst(), QStringLiteral("nk-bonaken"))),
                   stdout);
        return 0;
    }
    if (line.isSet(line.version)) {
        std::printf("nk-bonaken %s\nLicentie GPL-3.0-or-later: <https://gnu.org/licenses/gpl.html>\n", nkb::kVersion);
        return 0;
    }
    return std::nullopt;
}

// The tournament file to open ("" for none) from the arguments QApplication left, or an exit code.
std::variant<QString, int> fileToOpen()
{
    CommandLine line;
    if (!line.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "nk-bonaken: %s\n", qPrintable(line.errorText()));
        return 2;
    }
    const QStringList files = line.positionalArguments();
    if (files.size() > 1) {
        std::fputs("nk-bonaken: open één toernooi tegelijk.\n", stderr);
        return 2;
    }
    return files.isEmpty() ? QString() : files.front();
}

} // namespace

int main(int argc, char **argv)
{
    if (const std::optional<int> exitCode = answeredAtOnce(argc, argv))
        return *exitCode;
    QApplication app(argc, argv);
    describe(app);
    // The logbook from the start (Help → Logboek openen); without one the program runs as well.
    nkb::log::start();
    qCInfo(nkb::log::ui).noquote() << QStringLiteral("nk-bonaken %1 gestart (Qt %2, %3, %4)")
                                          .arg(QString::fromLatin1(nkb::kVersion),
                                               QString::fromLatin1(qVersion()), QGuiApplication::platformName(),
                                               QSysInfo::prettyProductName());
    nkb::ui::setApplicationIcon();
    // Typed text visible in every field, whatever font the system offers (Wine without its fonts).
    nkb::ui::keepFieldTextVisible();
    nkb::ui::Translations translations;
    translations.install();
    const auto file = fileToOpen();
    if (const int *exitCode = std::get_if<int>(&file))
        return *exitCode;
    if (CommandLine line; line.parse(QCoreApplication::arguments()) && line.isSet(line.listTexts))
        return nkb::ui::listShownTexts();

    // The window does not wait for the disk after a change (store/checkpoint.h).
    nkb::store::setCheckpoint(nkb::store::Checkpoint::Beside);
    // The installer and the uninstaller wait for the program to be closed (Windows only).
    const nkb::ui::RunningMark running;
    nkb::ui::MainWindow window;
    window.show();
    if (!std::get<QString>(file).isEmpty())
        window.openFile(std::get<QString>(file));
    const int exitCode = QApplication::exec();
    qCInfo(nkb::log::ui).noquote() << QStringLiteral("nk-bonaken wordt afgesloten");
    return exitCode;
}
