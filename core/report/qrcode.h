#pragma once
// QR codes for the venue web's address: large on the projector between rounds, and on the wall
// lists and table cards, so a player's phone opens the pages by its camera. Made by libqrencode
// (a maintained library, never by hand), error correction level M: a code on a printed sheet
// still reads with a crease or a stain.
#include <QRectF>
#include <QString>

#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace nkb::report {

struct QrCode {
    int size{0};                // modules per side
    std::vector<bool> modules;  // row by row, true is dark
    [[nodiscard]] bool dark(int x, int y) const { return modules[static_cast<std::size_t>(y * size + x)]; }
};

// Nothing for an empty text or one too long for a QR code.
[[nodiscard]] std::optional<QrCode> makeQrCode(const std::string &text);

// Paints the code in the largest square that fits `area`, centred, with the quiet zone of four
// modules the standard asks for, black on white.
void paintQrCode(QPainter &painter, const QRectF &area, const QrCode &code);

// The code of `text` as a PNG in a data: address ("data:image/png;base64,…"), `modulePixels` per
// module with its quiet zone, for a text document or web page; empty when makeQrCode gives none.
[[nodiscard]] QString qrPngDataUri(const std::string &text, int modulePixels = 8);

} // namespace nkb::report
