#include "ui/widgets/instantmnemonics.h"

#include <QAbstractButton>
#include <QEvent>
#include <QShortcutEvent>
#include <QWidget>

namespace nkb::ui {

namespace {

class InstantMnemonics : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Shortcut)
            return false;
        auto *button = qobject_cast<QAbstractButton *>(watched);
        if (!button || static_cast<QShortcutEvent *>(event)->isAmbiguous() || !button->isEnabled())
            return false;
        if (button->focusPolicy() != Qt::NoFocus)
            button->setFocus(Qt::ShortcutFocusReason);
        button->click();
        return true;
    }
};

} // namespace

void mnemonicsActAtOnce(QWidget *root)
{
    auto *filter = new InstantMnemonics(root);
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>())
        button->installEventFilter(filter);
}

} // namespace nkb::ui
