#include "report/html.h"
#include "report/reportdocument.h"

#include <QDate>
#include <QFont>
#include <QLocale>
#include <QStringList>
#include <QTextDocument>

namespace nkb::report::html {

QString esc(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString begin(const QString &title)
{
    return QStringLiteral("<!DOCTYPE html><html lang=\"nl\"><head><meta "
                          "charset=\"utf-8\"><title>%1</title></head><body>")
        .arg(esc(title));
}

QString end()
{
    return QStringLiteral("</body></html>\n");
}

QString eventLine(const TournamentInfo &info)
{
    return esc(eventText(info));
}

QString eventText(const TournamentInfo &info)
{
    QStringList parts;
    if (!info.name.empty())
        parts << QString::fromStdString(info.name);
    if (!info.date.empty()) {
        const QDate date = QDate::fromString(QString::fromStdString(info.date), Qt::ISODate);
        parts << (date.isValid() ? QLocale(QLocale::Dutch, QLocale::Netherlands)
                                       .toString(date, QStringLiteral("d MMMM yyyy"))
                                 : QString::fromStdString(info.date));
    }
    if (!info.venue.empty())
        parts << QString::fromStdString(info.venue);
    return parts.join(QStringLiteral(" · "));
}

std::string nameOf(const Tournament &t, int startNumber)
{
    const Player *p = t.player(startNumber);
    return p ? p->name : "#" + std::to_string(startNumber);
}

QString roundTitle(int round)
{
    return round == kFinalRound ? QStringLiteral("Finale") : QStringLiteral("Ronde %1").arg(round);
}

QString seatLetter(std::size_t seat)
{
    return QString(QChar(u'A' + static_cast<char16_t>(seat)));
}

void load(QTextDocument &doc, const QString &html, const QString &title)
{
    loadDocumentFonts(); // before the first layout: the document measures its text in DejaVu
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setMetaInformation(QTextDocument::DocumentTitle, title);
}

} // namespace nkb::report::html
