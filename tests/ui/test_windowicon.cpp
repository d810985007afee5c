// The program's icon on every window: made from installer/nk-bonaken.svg in every size of the
// hicolor tree (16 to 256 px), compiled in, and set for the whole application as main() does.
#include "uitestsupport.h"

#include "ui/widgets/appicon.h"
#include "ui/window/mainwindow.h"

#include <QDialog>
#include <QIcon>
#include <QImage>

#include <algorithm>

using namespace nkb;
using namespace nkb::ui;

TEST_CASE("Every window carries the program's icon, in every size from 16 to 256 px", "[ui][icon]")
{
    test::app();
    const QIcon icon = applicationIcon();
    REQUIRE_FALSE(icon.isNull());
    QList<QSize> sizes = icon.availableSizes();
    std::sort(sizes.begin(), sizes.end(), [](QSize a, QSize b) { return a.width() < b.width(); });
    CHECK(sizes == QList<QSize>{{16, 16}, {24, 24}, {32, 32}, {48, 48}, {64, 64}, {128, 128}, {256, 256}});
    // Drawn, not empty: the green baize at the left edge of the largest, the white card beside the
    // "B", and the red heart in the card's middle.
    const QImage big = icon.pixmap(256, 256).toImage();
    CHECK(big.pixelColor(30, 128).green() > 2 * big.pixelColor(30, 128).red());
    CHECK(big.pixelColor(150, 70).lightness() > 240);
    CHECK(big.pixelColor(128, 150).red() > 4 * big.pixelColor(128, 150).green());

    setApplicationIcon();
    MainWindow window;
    QDialog dialog(&window);
    for (const QWidget *w : {static_cast<const QWidget *>(&window), static_cast<const QWidget *>(&dialog)}) {
        CAPTURE(w->metaObject()->className());
        CHECK_FALSE(w->windowIcon().isNull());
        CHECK(w->windowIcon().availableSizes().size() == 7);
    }
    QGuiApplication::setWindowIcon({});
}
