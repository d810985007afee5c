#include "ui/widgets/readablefont.h"

#include "log/log.h"
#include "report/reportdocument.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetrics>

namespace nkb::ui {

bool fitsItsLine(const QFont &font)
{
    const QFontMetrics metrics(font);
    // QLineEdit::paintEvent centres fm.boundingRect(text).height(): with the GDI engine the same
    // for every text, so two letters with an ascender and a descender tell.
    const int box = metrics.boundingRect(QStringLiteral("Ag")).height();
    return 2 * box <= 3 * metrics.height();
}

std::optional<QFont> readableFont(const QFont &font, const std::function<bool(const QFont &)> &fits)
{
    if (fits(font))
        return std::nullopt;
    // Windows' interface fonts first (a Windows that lacks the one it asks for), then those Wine
    // finds on Linux.
    static const QStringList families{
        QStringLiteral("Segoe UI"), QStringLiteral("Tahoma"),          QStringLiteral("Microsoft Sans Serif"),
        QStringLiteral("Arial"),    QStringLiteral("Liberation Sans"), QStringLiteral("DejaVu Sans"),
        QStringLiteral("Noto Sans")};
    const QStringList installed = QFontDatabase::families();
    for (const QString &family : families) {
        if (!installed.contains(family, Qt::CaseInsensitive))
            continue;
        QFont candidate = font;
        candidate.setFamilies({family});
        if (fits(candidate))
            return candidate;
    }
    return std::nullopt;
}

bool keepFieldTextVisible()
{
    const QFont font = QApplication::font();
    if (fitsItsLine(font))
        return false;
    // The program's own DejaVu Sans (the papers' font, in its resources) as the last candidate, so
    // that one always fits, even where the system has none of the others.
    report::loadDocumentFonts();
    const std::optional<QFont> readable = readableFont(font);
    if (!readable)
        return false;
    qCInfo(nkb::log::ui).noquote()
        << QStringLiteral("Lettertype %1 toont getypte tekst niet in invoervelden: %2 gebruikt")
               .arg(QFontInfo(font).family(), readable->families().constFirst());
    QApplication::setFont(*readable);
    return true;
}

} // namespace nkb::ui
