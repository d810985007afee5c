// main() of nk-bonaken, the desktop application; no logic here.
#include "ui/mainwindow.h"

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
    QTranslator translator;
    if (!QLocale().name().startsWith(QLatin1String("nl")) &&
        translator.load(QLocale(), QStringLiteral("nk-bonaken"), QStringLiteral("_"), QStringLiteral(":/nkb/translations")))
        QApplication::installTranslator(&translator);

    nkb::ui::MainWindow window;
    window.show();
    const QStringList args = QApplication::arguments();
    if (args.size() > 1)
        window.openFile(args.at(1));
    return QApplication::exec();
}
