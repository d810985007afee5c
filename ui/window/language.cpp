#include "ui/window/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace nkb::ui {

void Translations::install()
{
    const QLocale::Language language = QLocale().language();
    const bool dutch = language == QLocale::Dutch || language == QLocale::C ||
                       !m_ours.load(QLocale(), QStringLiteral("nk-bonaken"), QStringLiteral("_"),
                                    QStringLiteral(":/nkb/translations"));
    m_translated = !dutch;
    if (!dutch)
        QCoreApplication::installTranslator(&m_ours);
    if (m_qt.load(dutch ? QLocale(QLocale::Dutch) : QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
}

} // namespace nkb::ui
