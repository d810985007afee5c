// QR codes through libqrencode (see qrcode.h).
#include "report/qrcode.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>

#include <qrencode.h>

#include <algorithm>
#include <memory>

namespace nkb::report {

namespace {
constexpr int kQuietZone = 4; // modules of white around the code (ISO/IEC 18004)
}

std::optional<QrCode> makeQrCode(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    const std::unique_ptr<QRcode, void (*)(QRcode *)> encoded(
        QRcode_encodeString8bit(text.c_str(), 0, QR_ECLEVEL_M), QRcode_free);
    if (!encoded || encoded->width <= 0)
        return std::nullopt;
    QrCode code;
    code.size = encoded->width;
    code.modules.resize(static_cast<std::size_t>(code.size) * static_cast<std::size_t>(code.size));
    for (std::size_t i = 0; i < code.modules.size(); ++i)
        code.modules[i] = (encoded->data[i] & 1U) != 0; // bit 0: dark (qrencode.h)
    return code;
}

void paintQrCode(QPainter &painter, const QRectF &area, const QrCode &code)
{
    const double side = std::min(area.width(), area.height());
    const int modules = code.size + 2 * kQuietZone;
    const double unit = side / modules;
    const QPointF origin(area.center().x() - side / 2, area.center().y() - side / 2);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawRect(QRectF(origin, QSizeF(side, side)));
    painter.setBrush(Qt::black);
    for (int y = 0; y < code.size; ++y) {
        // One rectangle per run of dark modules: a printer draws no hairlines between them.
        int x = 0;
        while (x < code.size) {
            if (!code.dark(x, y)) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < code.size && code.dark(x, y))
                ++x;
            painter.drawRect(QRectF(origin.x() + (kQuietZone + start) * unit, origin.y() + (kQuietZone + y) * unit,
                                    (x - start) * unit, unit));
        }
    }
    painter.restore();
}

QString qrPngDataUri(const std::string &text, int modulePixels)
{
    const auto code = makeQrCode(text);
    if (!code)
        return {};
    const int side = (code->size + 2 * kQuietZone) * std::max(1, modulePixels);
    QImage image(side, side, QImage::Format_Grayscale8);
    {
        QPainter painter(&image);
        paintQrCode(painter, QRectF(0, 0, side, side), *code);
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return {};
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

} // namespace nkb::report
