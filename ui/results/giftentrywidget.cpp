#include "ui/results/giftentrywidget.h"

#include "ui/results/compactgiftline.h"
#include "ui/results/giftlistmodel.h"
#include "ui/widgets/qtstd.h"
#include "rules/bid.h"

#include <QApplication> // also QCoreApplication
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace nkb::ui {

namespace {

QString verdictMessage(const GameVerdict &v)
{
    if (v.error) {
        // The engine's hints name the fields of a game file (for the CLI); the referee has fields
        // on screen: say those.
        QString text = qs(v.error->message);
        const std::pair<const char *, const char *> fieldWords[] = {
            {"(geef won, points, tricks of cards)", QT_TRANSLATE_NOOP("GiftEntryWidget", "(vul Uitslag in: Ctrl+W gewonnen, Ctrl+L verloren; of Punten of Slagen)")},
            {"(geef de slagen tot de uitslag vaststaat, of won)", QT_TRANSLATE_NOOP("GiftEntryWidget", "(vul Slagen of Uitslag in)")},
            {"geef \"redeal\": true als iedereen paste", QT_TRANSLATE_NOOP("GiftEntryWidget", "vink \"Iedereen paste\" aan als iedereen paste")},
            {"(geef \"bids\", of \"spelers\" en \"contract\")", QT_TRANSLATE_NOOP("GiftEntryWidget", "(vul Speler(s) en Bod in)")},
        };
        for (const auto &[json, field] : fieldWords)
            text.replace(QString::fromUtf8(json), QCoreApplication::translate("GiftEntryWidget", field));
        return text;
    }
    return QCoreApplication::translate("GiftEntryWidget", "Deze gift kan niet.");
}

// Every gift that does not hold, judged after the gifts before it that do: after a correction
// of gift 2 the referee sees each later gift that must change, not only the first.
std::map<int, QString> giftProblems(const GameRecord &game, const RuleSet &rules)
{
    std::map<int, QString> out;
    GameRecord base = game;
    base.giften.clear();
    for (std::size_t i = 0; i < game.giften.size(); ++i) {
        GameRecord trial = base;
        trial.giften.push_back(game.giften[i]);
        const GameVerdict v = checkGame(trial, rules);
        if (v.ok)
            base = std::move(trial);
        else
            out[static_cast<int>(i) + 1] = verdictMessage(v);
    }
    return out;
}

} // namespace

GiftEntryWidget::GiftEntryWidget(QWidget *parent) : QWidget(parent), m_model(new GiftListModel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("gifts"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTabKeyNavigation(false);
    layout->addWidget(m_view, 1);
    m_compact = new CompactGiftLine(this);
    layout->addWidget(m_compact);
    m_form = new GiftForm(this);
    layout->addWidget(m_form);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    layout->addWidget(m_result);
    m_accept = new QPushButton(tr("Gift accepteren (Enter)"), this);
    m_removeLast = new QPushButton(tr("Laatste gift terugnemen (Ctrl+Z)"), this);
    m_save = new QPushButton(tr("Spel opslaan (Enter, Ctrl+S)"), this);
    m_accept->setObjectName(QStringLiteral("accept"));
    m_removeLast->setObjectName(QStringLiteral("takeBack"));
    m_save->setObjectName(QStringLiteral("save"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_accept);
    buttons->addWidget(m_removeLast);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    layout->addLayout(buttons);

    // Tab: the fields as on the scoresheet, then the buttons; Shift+Tab from the first field
    // reaches the list of gifts (arrows choose a gift, F2 opens it to correct).
    const QList<QWidget *> order = tabOrder();
    for (int i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order[i], order[i + 1]);
    for (QWidget *w : order)
        w->installEventFilter(this);

    connect(m_form, &GiftForm::edited, this, [this] {
        m_beyondAsked.clear(); // a changed gift is asked about again
        judgeCurrent();
    });
    connect(m_compact, &CompactGiftLine::giftTyped, this, &GiftEntryWidget::acceptCompact);
    connect(m_compact, &CompactGiftLine::handOver, m_form, &GiftForm::takeSpelers);
    connect(m_compact, &CompactGiftLine::refused, this, [this](const QString &why) {
        m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
        m_message->setText(why);
    });
    connect(m_accept, &QPushButton::clicked, this, &GiftEntryWidget::acceptGift);
    connect(m_removeLast, &QPushButton::clicked, this, &GiftEntryWidget::takeBackRequested);
    connect(m_save, &QPushButton::clicked, this, &GiftEntryWidget::saveRequested);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { openGift(index.row() + 1); });
    refresh();
}

void GiftEntryWidget::setTable(const std::vector<std::string> &players, const RuleSet &rules)
{
    m_form->setRules(m_rules = rules);
    m_view->setColumnHidden(GiftListModel::Irregularity, !rules.irregularities); // as the form's fields
    GameRecord game;
    game.players = players;
    loadGame(game);
}

void GiftEntryWidget::loadGame(const GameRecord &game)
{
    m_game = game;
    m_editing.reset();
    m_form->setPlayers(game.players);
    refresh();
}

GiftRecord GiftEntryWidget::currentGift() const
{
    QString problem;
    return m_form->gift(&problem);
}

void GiftEntryWidget::judgeCurrent()
{
    m_error.clear();
    QStringList warnings;
    QString problem;
    const GiftRecord gift = m_form->gift(&problem);
    const bool typed = m_form->typed();
    if (m_editing) {
        if (!problem.isEmpty()) {
            m_error = problem;
        } else {
            GameRecord trial = m_game;
            trial.giften.resize(static_cast<std::size_t>(*m_editing - 1));
            trial.giften.push_back(gift);
            const GameVerdict v = checkGame(trial, m_rules);
            if (!v.ok)
                m_error = verdictMessage(v);
        }
    } else if (!m_problems.empty()) {
        const auto &[index, why] = *m_problems.begin();
        m_error = tr("Gift %1 klopt niet meer: %2 Open hem met F2 en verbeter hem, of neem de giften erna terug.")
                      .arg(index)
                      .arg(why);
    } else if (m_verdict.finished) {
        m_error = tr("Het spel is afgelopen: Enter slaat het op.");
    } else if (!typed) {
        m_error = tr("Typ de Speler(s) (stoel A–D) en het bod. Een eerdere gift verbeteren: Shift+Tab naar de lijst, F2.");
    } else if (!problem.isEmpty()) {
        m_error = problem;
    } else {
        GameRecord trial = m_game;
        trial.giften.push_back(gift);
        const GameVerdict v = checkGame(trial, m_rules);
        if (!v.ok)
            m_error = verdictMessage(v);
        else if (!v.giften.empty())
            warnings = qsList(v.giften.back().warnings); // e.g. R71: a different dealer
        if (const QString question = beyondAnyHandQuestion(gift); m_error.isEmpty() && !question.isEmpty())
            warnings << question;
    }
    const bool refused = (typed || m_editing || !m_problems.empty()) && !m_error.isEmpty();
    if (refused)
        m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    else if (!warnings.isEmpty())
        m_message->setStyleSheet(QStringLiteral("color: #8a5300;"));
    else
        m_message->setStyleSheet(QString());
    QString text;
    if (m_editing)
        text = tr("Gift %1 corrigeren (Enter vervangt hem, Esc laat hem staan). ").arg(*m_editing);
    if (!m_error.isEmpty())
        text += m_error;
    else if (!warnings.isEmpty())
        text += tr("Let op: %1 Enter accepteert.").arg(warnings.join(QLatin1Char(' ')));
    else
        text += m_editing ? tr("De gift klopt.") : tr("De gift klopt: Enter accepteert.");
    m_message->setText(text);
    m_accept->setEnabled(m_error.isEmpty() && (typed || m_editing));
}

QString GiftEntryWidget::beyondAnyHandQuestion(const GiftRecord &gift) const
{
    if (!gift.contract || !gift.spelers || gift.spelers->empty())
        return {};
    const auto bid = parseBid(*gift.contract, m_rules);
    if (!bid || !bidBeyondAnyHand(bid.value(), m_rules))
        return {};
    return tr("%1: niet te halen, vals roemen (regel 67 en 68) — %2 is erin. Klopt dat?")
        .arg(bid->value)
        .arg(qsList(*gift.spelers).join(QStringLiteral(" en ")));
}

bool GiftEntryWidget::acceptGift()
{
    judgeCurrent();
    if (!m_error.isEmpty())
        return false;
    QString problem;
    const GiftRecord gift = m_form->gift(&problem);
    // A bid no hand can make is asked about once: the second Enter on the same gift accepts it.
    if (const QString question = beyondAnyHandQuestion(gift); !question.isEmpty() && m_beyondAsked != question) {
        m_beyondAsked = question;
        m_message->setStyleSheet(QStringLiteral("color: #8a5300; font-weight: bold;"));
        m_message->setText(question + QLatin1Char(' ') +
                           tr("Enter nogmaals accepteert de gift; anders verbeter het bod."));
        return false;
    }
    m_beyondAsked.clear();
    QString what;
    const bool adds = !m_editing;
    if (m_editing) {
        const int index = *m_editing;
        m_game.giften[static_cast<std::size_t>(index - 1)] = gift;
        m_editing.reset();
        what = tr("Gift %1 gecorrigeerd").arg(index);
    } else {
        m_game.giften.push_back(gift);
        what = tr("Gift %1").arg(m_game.giften.size());
    }
    refresh();
    emit gameChanged(what, adds);
    return true;
}

bool GiftEntryWidget::acceptCompact(const GiftRecord &typed)
{
    GiftRecord gift = typed; // a gift open for correction (F2) keeps its own dealer
    if (m_editing)
        gift.dealer = m_game.giften[static_cast<std::size_t>(*m_editing - 1)].dealer;
    m_form->show(gift);
    const bool accepted = acceptGift(); // refused: the line keeps its text, the message says why
    if (accepted)
        m_compact->clear();
    return accepted;
}

bool GiftEntryWidget::takeBackLastGift()
{
    if (m_game.giften.empty())
        return false;
    const GiftRecord taken = m_game.giften.back();
    const int index = static_cast<int>(m_game.giften.size());
    m_game.giften.pop_back();
    m_editing.reset();
    refresh();
    showInFields(taken);
    emit gameChanged(tr("Gift %1 teruggenomen").arg(index), false);
    return true;
}

void GiftEntryWidget::openGift(int index)
{
    if (index < 1 || index > static_cast<int>(m_game.giften.size()))
        return;
    m_editing = index;
    for (QWidget *w : m_form->fields())
        w->setEnabled(true);
    m_form->show(m_game.giften[static_cast<std::size_t>(index - 1)]);
    m_view->selectRow(index - 1);
    m_form->focusFirstField();
    judgeCurrent();
}

void GiftEntryWidget::cancelEdit()
{
    if (!m_editing)
        return;
    m_editing.reset();
    refresh();
}

void GiftEntryWidget::showInFields(const GiftRecord &gift)
{
    if (m_verdict.finished)
        return;
    m_form->show(gift);
    if (m_form->typed())
        m_form->focusFirstField(); // a gift taken back goes on in the fields
    else
        focusEntry();
}

void GiftEntryWidget::setWon(bool won) { m_form->setWon(won); }

void GiftEntryWidget::focusEntry()
{
    if (m_compact->isEnabled() && !m_editing)
        m_compact->setFocus(Qt::OtherFocusReason);
    else if (m_form->fields().front()->isEnabled())
        m_form->focusFirstField();
    else if (readyToStore())
        m_save->setFocus(Qt::OtherFocusReason); // Enter stores it, as the message says
    else if (!m_game.giften.empty())
        m_view->setFocus(Qt::OtherFocusReason);
}

QList<QWidget *> GiftEntryWidget::tabOrder() const
{
    QList<QWidget *> order{m_view, m_compact};
    order << m_form->fields() << m_accept << m_removeLast << m_save;
    return order;
}

bool GiftEntryWidget::focusNextPrevChild(bool next)
{
    QList<QWidget *> order = tabOrder();
    order.removeIf([](const QWidget *w) {
        return !w->isEnabled() || !w->isVisible() || (w->focusPolicy() & Qt::TabFocus) == 0;
    });
    const QWidget *current = QApplication::focusWidget();
    qsizetype at = -1;
    for (qsizetype i = 0; i < order.size(); ++i)
        if (order[i] == current || order[i]->isAncestorOf(current))
            at = i;
    if (at < 0)
        return QWidget::focusNextPrevChild(next);
    const qsizetype n = order.size();
    order[(at + (next ? 1 : n - 1)) % n]->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

bool GiftEntryWidget::typedPastEnd(const QKeyEvent &key) const
{
    if (!m_verdict.finished || m_editing || m_game.giften.empty())
        return false;
    const bool ctrl = key.modifiers().testFlag(Qt::ControlModifier);
    if (ctrl && (key.key() == Qt::Key_W || key.key() == Qt::Key_L))
        return true;
    const QString text = key.text();
    return !ctrl && !key.modifiers().testFlag(Qt::AltModifier) && !text.isEmpty() && text.at(0).isPrint() &&
           !text.at(0).isSpace();
}

void GiftEntryWidget::tellPastEnd()
{
    m_pastEnd = true;
    m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_message->setText(
        tr("Het spel is al afgelopen na gift %1: er kan geen gift meer bij. Staat er op het scoreblad nog een "
           "gift, dan klopt een eerdere niet: Ctrl+Z neemt de laatste gift terug, of Shift+Tab naar de lijst en "
           "F2 verbetert er een. Klopt het wel, dan slaat Enter het spel op.")
            .arg(m_game.giften.size()));
}

void GiftEntryWidget::refresh()
{
    m_pastEnd = false;
    m_verdict = (m_judged = judge(m_game, m_rules))->verdict();
    m_problems = m_verdict.ok ? std::map<int, QString>{} : giftProblems(m_game, m_rules);
    m_model->setGame(m_game, m_verdict, m_problems);
    m_form->clear();
    // R5, R52, R53: the next dealer as the engine gives it; the first one is the last name.
    if (!m_verdict.giften.empty())
        m_form->setDealer(m_verdict.giften.back().nextDealer);
    else if (!m_game.players.empty())
        m_form->setDealer(m_game.players.back());
    QString none;
    m_compact->setGame(m_game.players, m_rules, m_form->gift(&none).dealer.value_or(std::string()));
    const bool open = !m_verdict.finished && !m_game.players.empty() && m_problems.empty();
    m_compact->setEnabled(open);
    for (QWidget *w : m_form->fields())
        w->setEnabled(open);
    m_removeLast->setEnabled(!m_game.giften.empty());
    m_save->setEnabled(readyToStore());
    m_result->setText(resultText());
    judgeCurrent();
    focusEntry();
    if (!m_game.giften.empty())
        m_view->selectRow(m_problems.empty() ? static_cast<int>(m_game.giften.size()) - 1 : m_problems.begin()->first - 1);
}

QString GiftEntryWidget::resultText() const
{
    QStringList parts;
    for (const PlayerOutcome &o : m_verdict.result) {
        QString part = QStringLiteral("%1: %2").arg(qs(o.name), qs(statusName(o.status)));
        if (o.place)
            part += tr(", plaats %1").arg(*o.place);
        if (o.points)
            part += *o.points == 1 ? tr(", 1 punt") : tr(", %1 punten").arg(*o.points);
        parts << part;
    }
    const QString prefix = m_verdict.finished ? tr("Afgelopen. ") : tr("Stand: ");
    return parts.isEmpty() ? QString() : prefix + parts.join(QStringLiteral(" · "));
}

bool GiftEntryWidget::eventFilter(QObject *watched, QEvent *event)
{
    // Line edits keep Ctrl+Z for their own text and buttons swallow nothing we need: the entry
    // takes Ctrl+Z, Enter, Esc and F2 first.
    if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (event->type() == QEvent::KeyPress && typedPastEnd(*key)) {
            tellPastEnd();
            return true;
        }
        if (event->type() == QEvent::KeyPress && m_pastEnd &&
            (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
            // Said once more before the game is stored: the sheet had a gift more than the game.
            m_pastEnd = false;
            m_message->setText(m_message->text() + QLatin1Char(' ') + tr("Enter nogmaals slaat het spel op."));
            return true;
        }
        const bool undo = key->matches(QKeySequence::Undo);
        // Ctrl+Z is always the entry's: with no gift in the game it is the Bewerken
        // menu's undo (the panel decides), never the line edit's own text undo.
        const bool mine = undo || key->key() == Qt::Key_F2 ||
                          (key->key() == Qt::Key_Escape && m_editing);
        if (event->type() == QEvent::ShortcutOverride) {
            if (mine) {
                event->accept();
                return true;
            }
            return false;
        }
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (watched == m_compact && !m_compact->text().isEmpty() && enter) {
            // The sign ends a compact line; Enter alone would not say won or lost.
            emit m_compact->refused(tr("Sluit de regel af met + (gewonnen) of - (verloren)."));
            return true;
        }
        if (auto *button = qobject_cast<QPushButton *>(watched); button && enter) {
            // Enter on a button reached with Tab does what the button says.
            if (button->isEnabled())
                button->click();
            return true;
        }
        if (mine || enter) {
            if (key->key() == Qt::Key_F2 && watched == m_view && m_view->currentIndex().isValid()) {
                openGift(m_view->currentIndex().row() + 1);
                return true;
            }
            keyPressEvent(key);
            return key->isAccepted();
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GiftEntryWidget::keyPressEvent(QKeyEvent *event)
{
    const bool ctrl = event->modifiers().testFlag(Qt::ControlModifier);
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (m_editing || !m_verdict.finished)
            acceptGift();
        else if (readyToStore())
            emit saveRequested();
        event->accept();
    } else if (event->matches(QKeySequence::Undo)) {
        if (m_editing)
            cancelEdit();
        else
            emit takeBackRequested();
        event->accept();
    } else if (event->key() == Qt::Key_Escape && m_editing) {
        cancelEdit();
        event->accept();
    } else if (event->key() == Qt::Key_F2) {
        const QModelIndex current = m_view->currentIndex();
        openGift(current.isValid() ? current.row() + 1 : static_cast<int>(m_game.giften.size()));
        event->accept();
    } else if (ctrl && event->key() == Qt::Key_W) {
        setWon(true);
        event->accept();
    } else if (ctrl && event->key() == Qt::Key_L) {
        setWon(false);
        event->accept();
    } else {
        event->ignore();
        QWidget::keyPressEvent(event);
    }
}

} // namespace nkb::ui
