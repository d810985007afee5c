#pragma once
// The application's font, chosen again when typed text would not show in it (issue 38).
//
// Qt's GDI font engine (Windows; our Qt is built without DirectWrite, scripts/windows-qt.sh) gives
// a piece of text the box of the font's Windows metrics (GDI's tmAscent and tmHeight, from
// usWinAscent and usWinDescent: QWindowsFontEngine::boundingBox), and QLineEdit, so QSpinBox as
// well, centres that box in the field and clips to it. A font whose box is far taller than its
// lines puts the text above the field, out of sight, while labels, combo boxes and placeholders
// (drawn in a rectangle, not by that box) still show. Wine without its own fonts (Debian's
// fonts-wine, only recommended by libwine) has no Tahoma for "MS Shell Dlg" and takes DejaVu Math
// TeX Gyre: at 8¼ pt a box 26 px above and 20 px below the baseline in a field 20 px high, and
// every field looked empty. Windows' own interface fonts (Segoe UI, Tahoma) and those of Linux
// have boxes as tall as their lines: there nothing changes.
#include <QFont>

#include <functional>
#include <optional>

namespace nkb::ui {

// Whether a line of text in `font` has a box no taller than one and a half of its lines.
[[nodiscard]] bool fitsItsLine(const QFont &font);

// `font` in the first installed family of the usual interface fonts that fits, at its size and
// weight; nothing when `font` itself fits (or no family does).
[[nodiscard]] std::optional<QFont> readableFont(const QFont &font,
                                                const std::function<bool(const QFont &)> &fits = fitsItsLine);

// The application's font replaced by readableFont() when it does not fit, with the program's own
// DejaVu Sans loaded as the last candidate; true when it was.
bool keepFieldTextVisible();

} // namespace nkb::ui
