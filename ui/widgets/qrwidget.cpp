// A QR code on screen (see qrwidget.h).
#include "ui/widgets/qrwidget.h"

#include "report/qrcode.h"

#include <QPainter>

namespace nkb::ui {

QrWidget::QrWidget(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(120, 120);
}

QrWidget::~QrWidget() = default;

void QrWidget::setText(const QString &text)
{
    m_text = text;
    const auto code = report::makeQrCode(text.toStdString());
    m_code = code ? std::make_unique<report::QrCode>(*code) : nullptr;
    setToolTip(text);
    update();
}

void QrWidget::paintEvent(QPaintEvent *)
{
    if (!m_code)
        return;
    QPainter painter(this);
    report::paintQrCode(painter, QRectF(rect()), *m_code);
}

} // namespace nkb::ui
