#include "report/sheet.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace nkb::report {

Sheet::Sheet(QPainter &p, const QPagedPaintDevice &device) : m_p(p)
{
    m_unit = device.logicalDpiX() / 25.4;
    const QRectF page = device.pageLayout().paintRect(QPageLayout::Millimeter);
    m_width = page.width();
    m_height = page.height();
}

void Sheet::font(qreal points, bool bold, const QColor &color)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(points);
    f.setBold(bold);
    m_p.setFont(f);
    m_p.setPen(color);
}

void Sheet::text(const QRectF &box, const QString &s, int flags)
{
    const QRectF inner = box.adjusted(1.2 * m_unit, 0, -1.2 * m_unit, 0);
    const QString shown =
        QFontMetricsF(m_p.font(), m_p.device()).elidedText(s, Qt::ElideRight, inner.width());
    m_p.drawText(inner, flags, shown);
}

void Sheet::fit(const QRectF &box, const QString &s, qreal maxPoints, qreal minPoints, bool bold, int flags,
                bool wrap)
{
    const qreal room = box.width() - 2.4 * m_unit;
    qreal points = maxPoints;
    for (; points > minPoints; points -= 0.5) {
        font(points, bold);
        if (QFontMetricsF(m_p.font(), m_p.device()).horizontalAdvance(s) <= room)
            break;
    }
    font(std::max(points, minPoints), bold);
    if (wrap && points <= minPoints)
        m_p.drawText(box.adjusted(1.2 * m_unit, 0, -1.2 * m_unit, 0), flags | Qt::TextWordWrap, s);
    else
        text(box, s, flags);
}

void Sheet::whole(const QRectF &box, const QString &s, qreal maxPoints, qreal minPoints, bool bold)
{
    const QRectF inner = box.adjusted(1.2 * m_unit, 0, -1.2 * m_unit, 0);
    constexpr int oneLine = Qt::AlignLeft | Qt::AlignVCenter;
    for (qreal points = maxPoints; points >= minPoints; points -= 0.5) {
        font(points, bold);
        if (QFontMetricsF(m_p.font(), m_p.device()).horizontalAdvance(s) <= inner.width()) {
            m_p.drawText(inner, oneLine, s);
            return;
        }
    }
    // Two lines broken between words at the largest size the box holds; a word wider than the box
    // (a hostile name) is broken anywhere, never cut.
    for (const int wrap : {int(Qt::TextWordWrap), int(Qt::TextWrapAnywhere)}) {
        for (qreal points = maxPoints; points >= 6; points -= 0.5) {
            font(points, bold);
            const QRectF needed =
                QFontMetricsF(m_p.font(), m_p.device()).boundingRect(inner, oneLine | wrap, s);
            if (needed.height() <= inner.height() + 0.01 && needed.width() <= inner.width() + 0.01) {
                m_p.drawText(inner, oneLine | wrap, s);
                return;
            }
        }
    }
    m_p.drawText(inner, oneLine | Qt::TextWrapAnywhere, s); // whatever it takes at 6 pt
}

void Sheet::box(const QRectF &r, const QColor &fill)
{
    if (fill.isValid())
        m_p.fillRect(r, fill);
    m_p.setPen(QPen(Qt::black, 0.25 * m_unit));
    m_p.drawRect(r);
}

void Sheet::rule(qreal y, qreal thickness)
{
    m_p.setPen(QPen(Qt::black, thickness * m_unit));
    m_p.drawLine(QPointF(0, y * m_unit), QPointF(m_width * m_unit, y * m_unit));
}

qreal Sheet::wrappedHeight(qreal widthMm, const QString &s) const
{
    const QRectF room(0, 0, widthMm * m_unit, 1000 * m_unit);
    return QFontMetricsF(m_p.font(), m_p.device()).boundingRect(room, Qt::TextWordWrap | Qt::AlignLeft, s).height() /
           m_unit;
}

qreal Sheet::heading(const QString &title, const QString &what, const QString &event, qreal reserve)
{
    // The title at 18 pt (smaller if it must); the two small lines on the right take the rest.
    font(18, true);
    const qreal width = m_width - reserve;
    const qreal titleWidth = std::min(
        width * 0.6, QFontMetricsF(m_p.font(), m_p.device()).horizontalAdvance(title) / m_unit + 3);
    fit(mm(0, 0, titleWidth, 9), title, 18, 12, true);
    const qreal right = width - titleWidth - 2;
    fit(mm(width - right, 0, right, 4.5), what, 8.5, 6.5, false, Qt::AlignRight | Qt::AlignVCenter);
    fit(mm(width - right, 4.5, right, 4.5), event, 8.5, 6.5, false, Qt::AlignRight | Qt::AlignVCenter);
    return 11;
}

} // namespace nkb::report
