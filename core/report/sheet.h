#pragma once
// The pen of the painted papers (internal to core/report): millimetres on any paged device, the
// house font at a size, text cut or fitted to a box, ruled boxes, and the page head. Shared by the
// scoresheet, the wall lists and the klassement (scoresheetpaint.cpp, seatingpaint.cpp).
#include <QColor>
#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace nkb::report {

class Sheet {
  public:
    Sheet(QPainter &p, const QPagedPaintDevice &device);
    qreal row{5.6}; // the current paper's row height in mm
    qreal width() const { return m_width; }
    qreal height() const { return m_height; }

    QRectF mm(qreal x, qreal y, qreal w, qreal h) const
    {
        return {x * m_unit, y * m_unit, w * m_unit, h * m_unit};
    }
    void font(qreal points, bool bold = false, const QColor &color = Qt::black);
    // Text in a box, cut with "…" when it does not fit (a long name never runs into the next cell).
    void text(const QRectF &box, const QString &s, int flags = Qt::AlignLeft | Qt::AlignVCenter);
    // Text at the largest size from maxPoints down to minPoints that fits the box; below that on two
    // lines when wrap (a name is printed whole), else cut.
    void fit(const QRectF &box, const QString &s, qreal maxPoints, qreal minPoints, bool bold,
             int flags = Qt::AlignLeft | Qt::AlignVCenter, bool wrap = false);
    // A name printed whole, never cut: on one line from maxPoints down to minPoints, then on two lines
    // broken between words at the largest size the box holds (down to 6 pt; broken anywhere only if
    // a word is wider than the box).
    void whole(const QRectF &box, const QString &s, qreal maxPoints, qreal minPoints, bool bold = false);
    // The height in mm that `s` takes wrapped at word ends across `widthMm`, in the current font.
    qreal wrappedHeight(qreal widthMm, const QString &s) const;
    void box(const QRectF &r, const QColor &fill = QColor());
    // A horizontal rule at y mm across the page.
    void rule(qreal y, qreal thickness = 0.25);
    // The page head: the title large on the left, two small lines on the right; returns its height in mm.
    // `reserve` mm at the right are left free (for a QR code beside the heading).
    qreal heading(const QString &title, const QString &what, const QString &event, qreal reserve = 0);
    QPainter &painter() { return m_p; }

  private:
    QPainter &m_p;
    qreal m_unit{1};
    qreal m_width{190};
    qreal m_height{277};
};

} // namespace nkb::report
