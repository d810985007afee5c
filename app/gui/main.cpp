// main() of nk-bonaken, the desktop application; no logic here.
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Stichting Bonaken Nederland"));
    QApplication::setApplicationName(QStringLiteral("nk-bonaken"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

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
