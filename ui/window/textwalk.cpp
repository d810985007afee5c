#include "ui/window/textwalk.h"

#include "ui/widgets/question.h"
#include "ui/widgets/settings.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTextStream>
#include <QTimer>

#include <functional>
#include <set>

namespace nkb::ui {

namespace {

// The text as a person reads it: rich text as plain text, on one line.
QString shown(const QString &text)
{
    return (Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text).simplified();
}

class Walker {
public:
    Walker(MainWindow &window, std::function<void(const ShownText &)> seen)
        : m_window(window), m_seen(std::move(seen))
    {
        // A question is read and answered as someone who chooses nothing would: cancel, no, or
        // closed without a button.
        m_before = Question::setAnswerer([this](const Question &q) -> std::optional<int> {
            const QString where = m_where + QStringLiteral(", question ") + q.name();
            add(where, q.title());
            add(where, q.text());
            add(where, q.informativeText());
            for (const Question::Button &b : q.buttons())
                add(where, b.text);
            if (q.onlyInforms())
                return 0;
            for (const Question::Role role : {QMessageBox::RejectRole, QMessageBox::NoRole})
                if (const int button = q.button(role); button >= 0)
                    return button;
            return -1;
        });
    }
    ~Walker() { Question::setAnswerer(m_before); }
    Walker(const Walker &) = delete;
    Walker &operator=(const Walker &) = delete;

    std::vector<ShownText> texts;

    void add(const QString &where, const QString &text)
    {
        const QString line = shown(text);
        if (line.isEmpty() || !m_shown.insert(line).second)
            return;
        texts.push_back({where, line});
        if (m_seen)
            m_seen(texts.back());
    }

    // What the window shows now: its title, menus, the current page and the status bar.
    void window(const QString &where)
    {
        settle();
        widget(where, &m_window);
        add(where, m_window.statusBarMessage());
        const auto menus = m_window.menuBar()->actions();
        for (QAction *a : menus)
            if (a->menu())
                menu(QStringLiteral("menu ") + a->text(), a->menu());
    }

    // Every text in `top` that a person can see: titles, labels, buttons, tabs, fields, lists and
    // their headers, tooltips and the actions of each widget.
    void widget(const QString &where, QWidget *top)
    {
        add(where, top->windowTitle());
        QList<QWidget *> all = top->findChildren<QWidget *>();
        all.prepend(top);
        for (QWidget *w : all) {
            if (w != top && !w->isVisibleTo(top))
                continue;
            // The Handleiding is written in Dutch only (docs/handleiding); its dialog's title and
            // buttons are walked.
            if (w->objectName() == QStringLiteral("handleiding"))
                continue;
            add(where, w->toolTip());
            add(where, w->statusTip());
            add(where, w->whatsThis());
            const auto actions = w->actions();
            for (QAction *a : actions)
                action(where, a);
            read(where, w);
        }
    }

    void menu(const QString &where, QMenu *m)
    {
        // What the menu fills in just before it opens (the recent files).
        emit m->aboutToShow();
        add(where, m->title());
        const auto actions = m->actions();
        for (QAction *a : actions) {
            if (a->menu())
                menu(where + QStringLiteral(" → ") + a->text(), a->menu());
            else
                action(where, a);
        }
    }

    // Runs `act`; each modal dialog it opens is read and closed without a choice (rejected), each
    // window it opens read and closed, each question read and answered (Walker()).
    void trigger(const QString &where, const std::function<void()> &act)
    {
        m_where = where;
        const QWidgetList before = QApplication::topLevelWidgets();
        QTimer modal;
        modal.setInterval(20);
        QObject::connect(&modal, &QTimer::timeout, &modal, [this, where] {
            // A menu that pops up (a button's menu) waits in its own loop, as a dialog does.
            if (QWidget *popup = QApplication::activePopupWidget()) {
                if (auto *m = qobject_cast<QMenu *>(popup))
                    menu(where + QStringLiteral(", its menu"), m);
                popup->close();
                return;
            }
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog || !dialog->isVisible())
                return;
            widget(QStringLiteral("%1, dialog %2").arg(where, dialog->windowTitle()), dialog);
            if (auto *d = qobject_cast<QDialog *>(dialog))
                d->reject();
            else
                dialog->close();
        });
        modal.start();
        act();
        settle();
        modal.stop();
        const QWidgetList after = QApplication::topLevelWidgets();
        for (QWidget *w : after) {
            if (before.contains(w) || !w->isVisible() || qobject_cast<QMenu *>(w))
                continue;
            widget(QStringLiteral("%1, window %2").arg(where, w->windowTitle()), w);
            w->close();
        }
        add(where, m_window.statusBarMessage());
        settle();
    }

private:
    static void settle()
    {
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
    }

    void action(const QString &where, const QAction *a)
    {
        if (a->isSeparator())
            return;
        add(where, a->text());
        // Qt's own tooltip is the text without its Alt mark.
        if (a->toolTip() != QString(a->text()).remove(QLatin1Char('&')))
            add(where, a->toolTip());
        add(where, a->statusTip());
    }

    void read(const QString &where, QWidget *w)
    {
        if (const auto *label = qobject_cast<QLabel *>(w)) {
            add(where, label->text());
        } else if (const auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(where, button->text());
        } else if (const auto *box = qobject_cast<QGroupBox *>(w)) {
            add(where, box->title());
        } else if (const auto *bar = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < bar->count(); ++i) {
                add(where, bar->tabText(i));
                add(where, bar->tabToolTip(i));
            }
        } else if (const auto *line = qobject_cast<QLineEdit *>(w)) {
            add(where, line->placeholderText());
            add(where, line->text());
        } else if (const auto *combo = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                add(where, combo->itemText(i));
        } else if (const auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            add(where, spin->specialValueText());
            add(where, spin->text());
        } else if (const auto *edit = qobject_cast<QTextEdit *>(w)) {
            add(where, edit->placeholderText());
            add(where, edit->toPlainText());
        } else if (const auto *plain = qobject_cast<QPlainTextEdit *>(w)) {
            add(where, plain->placeholderText());
            add(where, plain->toPlainText());
        } else if (const auto *view = qobject_cast<QAbstractItemView *>(w)) {
            // A file dialog lists the user's files: theirs, not ours.
            if (view->model() && !qobject_cast<QFileDialog *>(view->window()))
                model(where, *view->model());
        } else if (const auto *status = qobject_cast<QStatusBar *>(w)) {
            add(where, status->currentMessage());
        }
    }

    // The headers and the cells, with their tooltips; a tree one level deep.
    void model(const QString &where, const QAbstractItemModel &m, const QModelIndex &parent = {})
    {
        if (!parent.isValid())
            for (int c = 0; c < m.columnCount(); ++c)
                for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    add(where, m.headerData(c, Qt::Horizontal, role).toString());
        for (int r = 0; r < m.rowCount(parent); ++r)
            for (int c = 0; c < m.columnCount(parent); ++c) {
                const QModelIndex index = m.index(r, c, parent);
                for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    add(where, m.data(index, role).toString());
                if (!parent.isValid() && c == 0 && m.hasChildren(index))
                    model(where, m, index);
            }
    }

    MainWindow &m_window;
    std::function<void(const ShownText &)> m_seen;
    std::set<QString> m_shown;
    QString m_where;
    Question::Answerer m_before;
};

// The menu actions that lead somewhere the walk should not go: quitting, and the recent files
// (the user's own file names, opened by Openen… as well).
bool skipped(const QAction *a, const QMenu *menu)
{
    return a->isSeparator() || !a->isEnabled() || a->objectName() == QStringLiteral("quit") ||
           menu->objectName() == QStringLiteral("recent");
}

void triggerMenu(Walker &walker, const QString &where, QMenu *menu)
{
    emit menu->aboutToShow();
    const auto actions = menu->actions();
    for (QAction *a : actions) {
        if (a->menu())
            triggerMenu(walker, where + QStringLiteral(" → ") + a->text(), a->menu());
        else if (!skipped(a, menu))
            walker.trigger(where + QStringLiteral(" → ") + a->text(), [a] { a->trigger(); });
    }
}

} // namespace

std::vector<ShownText> walkShownTexts(MainWindow &window, const std::function<void(const ShownText &)> &seen)
{
    Walker walker(window, seen);
    window.show();
    walker.window(QStringLiteral("start page"));
    auto *sample = window.findChild<QAction *>(QStringLiteral("openSample"));
    if (sample)
        walker.trigger(QStringLiteral("menu Help → ") + sample->text(), [sample] { sample->trigger(); });
    QTabWidget *tabs = window.tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        const QString tab = QStringLiteral("tab ") + tabs->tabText(i);
        walker.window(tab);
        // Each button on the page, pressed on the page as it first showed.
        QList<QPointer<QAbstractButton>> buttons;
        const auto all = tabs->widget(i)->findChildren<QAbstractButton *>();
        for (QAbstractButton *b : all)
            if (b->isVisibleTo(tabs->widget(i)) && b->isEnabled() && !b->isCheckable())
                buttons.append(b);
        for (const QPointer<QAbstractButton> &b : buttons) {
            if (!b || !b->isEnabled())
                continue;
            tabs->setCurrentIndex(i);
            walker.trigger(tab + QStringLiteral(", button ") + b->text(), [b] {
                if (b)
                    b->click();
            });
        }
        walker.window(tab);
    }
    const auto menus = window.menuBar()->actions();
    for (QAction *a : menus)
        if (a->menu())
            triggerMenu(walker, QStringLiteral("menu ") + a->text(), a->menu());
    walker.window(QStringLiteral("at the end"));
    return std::move(walker.texts);
}

void useThrowawayHome(const QString &folder)
{
    const QDir home(folder);
    for (const char *variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        qputenv(variable, home.filePath(QString::fromLatin1(variable)).toLocal8Bit());
#ifdef Q_OS_WIN
    QStandardPaths::setTestModeEnabled(true); // Windows has no XDG folders
#endif
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, home.filePath(QStringLiteral("settings")));
    settings::setBackupDirectory(home.filePath(QStringLiteral("back-ups")));
    settings::setLastDirectory(folder);
}

int listShownTexts()
{
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    useThrowawayHome(home.path());
    // Each text as it is seen: a walk that hangs shows where.
    QTextStream out(stdout);
    out.setEncoding(QStringConverter::Utf8);
    MainWindow window;
    (void)walkShownTexts(window, [&out, &home](const ShownText &t) {
        out << QString(t.where).replace(home.path(), QStringLiteral("TMP")) << '\t'
            << QString(t.text).replace(home.path(), QStringLiteral("TMP")) << Qt::endl;
    });
    return window.document() ? 0 : 1;
}

} // namespace nkb::ui
