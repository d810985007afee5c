#pragma once
// Buttons that act at once on their Alt+letter. Qt's QAbstractButton answers
// its mnemonic with animateClick(): it shows the button pressed for about 100 ms and only then
// emits clicked ("Ronde loten" took 134-155 ms, of which the draw was 35-55). Here the mnemonic
// focuses the button and clicks it at once, as a mouse click does. A letter that several
// buttons share keeps Qt's way (it moves between them and clicks none).
#include <QObject>

class QWidget;

namespace nkb::ui {

// Every button under root (those that exist now) acts at once on its Alt+letter.
void mnemonicsActAtOnce(QWidget *root);

} // namespace nkb::ui
