// main() of nk-bonaken, the desktop application; no logic here.
#include "ui/window/mainwindow.h"

#include "nkb_version.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstring>
#include <iostream>

namespace {

// --help and --version before any window (help2man and the package test run them without a
// display). Everything else is the tournament file to open.
bool answeredOnTheCommandLine(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0) {
            std::cout << "nk-bonaken " << nkb::kVersion << "\n"
                      << "Licentie GPL-3.0-of-later: <https://gnu.org/licenses/gpl.html>\n";
            return true;
        }
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            std::cout << "Gebruik: nk-bonaken [BESTAND.bonaken]\n\n"
                         "Het NK Bonaken leiden: deelnemers, loting, uitslagen, klassement en finale.\n"
                         "\n"
                         "  BESTAND.bonaken    dit toernooi openen\n"
                         "  --help             deze hulp\n"
                         "  --version          het versienummer\n"
                         "\n"
                         "Alles wat u invoert staat meteen in het toernooibestand; zie ook nk-bonaken-cli(1).\n";
            return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (answeredOnTheCommandLine(argc, argv))
        return 0;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Stichting Bonaken Nederland"));
    QApplication::setApplicationName(QStringLiteral("nk-bonaken"));
    QApplication::setApplicationVersion(QString::fromLatin1(nkb::kVersion));

    // Dutch is the source language; other locales get the Qt Linguist translation when present.
    // Qt's own texts (file dialogs, context menus) in the same language when installed
    // (Debian: qt6-translations-l10n).
    QTranslator translator;
    QTranslator qtTranslator;
    // Dutch unless the desktop asks for another language we have (a bare "C" locale stays Dutch).
    const QLocale::Language language = QLocale().language();
    const bool dutch = language == QLocale::Dutch || language == QLocale::C ||
                       !translator.load(QLocale(), QStringLiteral("nk-bonaken"), QStringLiteral("_"), QStringLiteral(":/nkb/translations"));
    if (!dutch)
        QApplication::installTranslator(&translator);
    if (qtTranslator.load(dutch ? QLocale(QLocale::Dutch) : QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    nkb::ui::MainWindow window;
    window.show();
    const QStringList args = QApplication::arguments();
    if (args.size() > 1)
        window.openFile(args.at(1));
    return QApplication::exec();
}
