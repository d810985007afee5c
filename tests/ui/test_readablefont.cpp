// Typed text shows in every field (issue 38): a font whose text box is far taller than its lines
// (Wine's DejaVu Math TeX Gyre for "MS Shell Dlg" under Qt's GDI engine) is replaced by an
// interface font that fits; a font that fits stays as it is. The GDI engine itself is only met on
// Windows: scripts/windows-fields-test.sh reads the pixels of the fields there, under Wine.
#include "uitestsupport.h"

#include "ui/widgets/readablefont.h"

#include <QApplication>
#include <QFontDatabase>

using namespace nkb::ui;

TEST_CASE("The application's own font fits its fields and stays as it is", "[ui][font]")
{
    test::app();
    const QFont before = QApplication::font();
    CHECK(fitsItsLine(before));
    CHECK_FALSE(readableFont(before).has_value());
    CHECK_FALSE(keepFieldTextVisible());
    CHECK(QApplication::font() == before);
}

TEST_CASE("A font whose text box does not fit its line gives way to an installed interface font",
          "[ui][font]")
{
    test::app();
    QFont unreadable(QStringLiteral("Onleesbaar"));
    unreadable.setPointSizeF(8.25);
    unreadable.setWeight(QFont::Bold);
    const auto fits = [](const QFont &f) { return f.families().value(0) != QStringLiteral("Onleesbaar"); };
    const std::optional<QFont> readable = readableFont(unreadable, fits);
    REQUIRE(readable.has_value());
    const QString family = readable->families().value(0);
    CAPTURE(family);
    CHECK(QFontDatabase::families().contains(family, Qt::CaseInsensitive));
    CHECK(readable->pointSizeF() == 8.25);
    CHECK(readable->weight() == QFont::Bold);

    // None that fits: nothing, rather than another font that hides the text as well.
    CHECK_FALSE(readableFont(unreadable, [](const QFont &) { return false; }).has_value());
}
