// main() of nk-bonaken, the desktop application; no logic here.
#include "ui/window/mainwindow.h"

#include "nkb_version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <variant>

namespace {

// Qt's own texts (the --help lines, file dialogs, context menus) in Dutch unless the desktop asks
// for another language we have (a bare "C" locale stays Dutch). Debian: qt6-translations-l10n.
struct Translations {
    QTranslator ours;
    QTranslator qt;
    void install()
    {
        const QLocale::Language language = QLocale().language();
        const bool dutch = language == QLocale::Dutch || language == QLocale::C ||
                           !ours.load(QLocale(), QStringLiteral("nk-bonaken"), QStringLiteral("_"),
                                      QStringLiteral(":/nkb/translations"));
        if (!dutch)
            QCoreApplication::installTranslator(&ours);
        if (qt.load(dutch ? QLocale(QLocale::Dutch) : QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt);
    }
};

void describe(QCoreApplication &app)
{
    app.setOrganizationName(QStringLiteral("Stichting Bonaken Nederland"));
    app.setApplicationName(QStringLiteral("nk-bonaken"));
    app.setApplicationVersion(QString::fromLatin1(nkb::kVersion));
}

// The command line, read before any window exists: --help and --version answer without a display
// (help2man builds the manual page from them, the package test runs them). Gives the file to
// open ("" for none), or an exit code when the program is done.
std::variant<QString, int> readCommandLine(int argc, char **argv)
{
    QCoreApplication probe(argc, argv);
    describe(probe);
    Translations translations;
    translations.install();
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Het NK Bonaken leiden: deelnemers, loting, uitslagen, klassement en finale.\n"
        "Alles wat u invoert staat meteen in het toernooibestand; zie ook nk-bonaken-cli(1)."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("BESTAND"), QStringLiteral("het toernooi (.bonaken) om te openen"),
                                 QStringLiteral("[BESTAND.bonaken]"));
    if (!parser.parse(probe.arguments())) {
        std::fprintf(stderr, "nk-bonaken: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(version)) {
        std::printf("nk-bonaken %s\nLicentie GPL-3.0-or-later: <https://gnu.org/licenses/gpl.html>\n", nkb::kVersion);
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fputs("nk-bonaken: open één toernooi tegelijk.\n", stderr);
        return 2;
    }
    return files.isEmpty() ? QString() : files.front();
}

} // namespace

int main(int argc, char **argv)
{
    const auto commandLine = readCommandLine(argc, argv);
    if (const int *exitCode = std::get_if<int>(&commandLine))
        return *exitCode;
    QApplication app(argc, argv);
    describe(app);
    Translations translations;
    translations.install();

    nkb::ui::MainWindow window;
    window.show();
    if (const QString file = std::get<QString>(commandLine); !file.isEmpty())
        window.openFile(file);
    return QApplication::exec();
}
