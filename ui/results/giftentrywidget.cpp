#include "ui/results/giftentrywidget.h"

#include "ui/results/giftlistmodel.h"
#include "ui/widgets/qtstd.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIntValidator>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

#include <map>

namespace nkb::ui {

GiftEntryWidget::GiftEntryWidget(QWidget *parent) : QWidget(parent), m_model(new GiftListModel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    layout->addWidget(m_view, 1);
    buildEntryRow();
    layout->addWidget(m_message);
    layout->addWidget(m_result);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_accept);
    buttons->addWidget(m_removeLast);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    layout->addLayout(buttons);
    refresh();
}

void GiftEntryWidget::buildEntryRow()
{
    auto *grid = new QGridLayout;
    const QStringList labels{tr("Gever"), tr("Speler(s)"), tr("Bod"), tr("Troef"), tr("Roem"),
                             tr("Punten"), tr("Slagen"), tr("Uitslag"), tr("Onregelmatigheid"), tr("door")};
    for (int i = 0; i < labels.size(); ++i)
        grid->addWidget(new QLabel(labels[i], this), 0, i);

    m_dealer = new QComboBox(this);
    m_spelers = new QLineEdit(this);
    m_spelers->setPlaceholderText(tr("naam of stoel; misère: a, b"));
    m_contract = new QLineEdit(this);
    m_contract->setPlaceholderText(tr("40, misere, bonaak"));
    m_trump = new QComboBox(this);
    m_trump->addItem(QStringLiteral("–"));
    m_trump->addItem(tr("harten"), QStringLiteral("H"));
    m_trump->addItem(tr("schoppen"), QStringLiteral("S"));
    m_trump->addItem(tr("klaveren"), QStringLiteral("C"));
    m_trump->addItem(tr("ruiten"), QStringLiteral("D"));
    m_trump->addItem(tr("geen troef"), QStringLiteral("none"));
    m_roem = new QLineEdit(this);
    m_roem->setValidator(new QIntValidator(0, 220, m_roem));
    m_points = new QLineEdit(this);
    m_points->setValidator(new QIntValidator(0, 141, m_points));
    m_tricks = new QLineEdit(this);
    // R34: several misère Spelers each win or lose by their own tricks, typed in their bid order.
    m_tricks->setPlaceholderText(tr("per Speler: 0, 2"));
    m_tricks->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-6 ,]*")), m_tricks));
    m_won = new QComboBox(this);
    m_won->addItems({QStringLiteral("–"), tr("gewonnen"), tr("verloren")});
    m_irregularity = new QComboBox(this);
    m_irregularity->addItem(QStringLiteral("–"));
    for (auto k : {IrregularityKind::Verzaking, IrregularityKind::ValsRoemen, IrregularityKind::WrongCardCount,
                   IrregularityKind::OutOfTurn, IrregularityKind::Revealing, IrregularityKind::MisereNoTrump})
        m_irregularity->addItem(irregularityName(k), static_cast<int>(k));
    m_irregularBy = new QComboBox(this);
    m_redeal = new QCheckBox(tr("Iedereen paste: opnieuw geven"), this);

    const QList<QWidget *> row{m_dealer, m_spelers, m_contract, m_trump, m_roem, m_points, m_tricks, m_won, m_irregularity, m_irregularBy};
    const QStringList names{QStringLiteral("dealer"), QStringLiteral("spelers"), QStringLiteral("contract"),
                            QStringLiteral("trump"), QStringLiteral("roem"), QStringLiteral("points"),
                            QStringLiteral("tricks"), QStringLiteral("won"), QStringLiteral("irregularity"), QStringLiteral("irregularBy")};
    for (int i = 0; i < row.size(); ++i) {
        row[i]->setObjectName(names[i]);  // tests and accessibility find the fields by name
        grid->addWidget(row[i], 1, i);
    }
    grid->addWidget(m_redeal, 2, 0, 1, 3);
    static_cast<QVBoxLayout *>(layout())->addLayout(grid);
    // Tab follows the scoresheet from left to right.
    setTabOrder(m_dealer, m_spelers);
    setTabOrder(m_spelers, m_contract);
    setTabOrder(m_contract, m_trump);
    setTabOrder(m_trump, m_roem);
    setTabOrder(m_roem, m_points);
    setTabOrder(m_points, m_tricks);
    setTabOrder(m_tricks, m_won);
    setTabOrder(m_won, m_irregularity);
    setTabOrder(m_irregularity, m_irregularBy);
    setTabOrder(m_irregularBy, m_redeal);

    m_redeal->setObjectName(QStringLiteral("redeal"));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_accept = new QPushButton(tr("Gift accepteren (Enter)"), this);
    m_removeLast = new QPushButton(tr("Laatste gift terugnemen"), this);
    m_save = new QPushButton(tr("Spel opslaan"), this);
    for (QPushButton *b : {m_accept, m_removeLast, m_save})
        b->setFocusPolicy(Qt::NoFocus);

    for (QLineEdit *e : {m_spelers, m_contract, m_roem, m_points, m_tricks})
        connect(e, &QLineEdit::textChanged, this, &GiftEntryWidget::judgeCurrent);
    for (QComboBox *c : {m_dealer, m_trump, m_won, m_irregularity, m_irregularBy})
        connect(c, &QComboBox::currentIndexChanged, this, &GiftEntryWidget::judgeCurrent);
    connect(m_redeal, &QCheckBox::toggled, this, &GiftEntryWidget::judgeCurrent);
    connect(m_accept, &QPushButton::clicked, this, &GiftEntryWidget::acceptGift);
    connect(m_removeLast, &QPushButton::clicked, this, &GiftEntryWidget::removeLastGift);
    connect(m_save, &QPushButton::clicked, this, &GiftEntryWidget::saveRequested);
}

void GiftEntryWidget::setTable(const std::vector<std::string> &players, const RuleSet &rules)
{
    m_rules = rules;
    GameRecord game;
    game.players = players;
    loadGame(game);
}

void GiftEntryWidget::loadGame(const GameRecord &game)
{
    m_game = game;
    const QStringList names = qsList(game.players);
    for (QComboBox *c : {m_dealer, m_irregularBy}) {
        const QSignalBlocker block(c);
        c->clear();
        c->addItems(names);
    }
    refresh();
}

std::vector<std::string> GiftEntryWidget::parseSpelers(const QString &text) const
{
    std::vector<std::string> out;
    const QStringList tokens = text.split(QRegularExpression(QStringLiteral("[,+;]")), Qt::SkipEmptyParts);
    for (const QString &raw : tokens) {
        const QString token = raw.trimmed();
        if (token.isEmpty())
            continue;
        bool isSeat = false;
        const int seat = token.toInt(&isSeat);
        if (isSeat && seat >= 1 && seat <= static_cast<int>(m_game.players.size())) {
            out.push_back(m_game.players[static_cast<std::size_t>(seat - 1)]);
            continue;
        }
        // A referee types the first letters; a unique match is enough, else the engine says why.
        std::vector<std::string> matches;
        for (const std::string &name : m_game.players) {
            const QString n = qs(name);
            if (n.compare(token, Qt::CaseInsensitive) == 0) {
                matches = {name};
                break;
            }
            if (n.startsWith(token, Qt::CaseInsensitive))
                matches.push_back(name);
        }
        out.push_back(matches.size() == 1 ? matches.front() : ss(token));
    }
    return out;
}

GiftRecord GiftEntryWidget::currentGift() const
{
    GiftRecord g;
    if (!m_dealer->currentText().isEmpty())
        g.dealer = ss(m_dealer->currentText());
    if (m_redeal->isChecked()) {
        g.redeal = true;
        return g;
    }
    const auto spelers = parseSpelers(m_spelers->text());
    if (!spelers.empty())
        g.spelers = spelers;
    if (!m_contract->text().trimmed().isEmpty())
        g.contract = ss(m_contract->text().trimmed());
    if (m_trump->currentIndex() > 0)
        g.trump = ss(m_trump->currentData().toString());
    if (!m_roem->text().isEmpty())
        g.roem = m_roem->text().toInt();
    if (!m_points->text().isEmpty())
        g.points = m_points->text().toInt();
    const QStringList tricks = m_tricks->text().split(QRegularExpression(QStringLiteral("[ ,]+")), Qt::SkipEmptyParts);
    if (!tricks.isEmpty()) {
        std::map<std::string, int> perSpeler;
        for (qsizetype i = 0; i < tricks.size() && i < static_cast<qsizetype>(spelers.size()); ++i)
            perSpeler[spelers[static_cast<std::size_t>(i)]] = tricks[i].toInt();
        g.tricks = std::move(perSpeler);
    }
    if (m_won->currentIndex() > 0)
        g.wonAll = m_won->currentIndex() == 1;
    if (m_irregularity->currentIndex() > 0 && !m_irregularBy->currentText().isEmpty())
        g.irregularity = Irregularity{static_cast<IrregularityKind>(m_irregularity->currentData().toInt()),
                                      ss(m_irregularBy->currentText())};
    return g;
}

void GiftEntryWidget::judgeCurrent()
{
    m_error.clear();
    QStringList warnings;
    const bool typed = m_redeal->isChecked() || !m_spelers->text().isEmpty() || !m_contract->text().isEmpty();
    if (m_verdict.finished) {
        m_error = tr("Het spel is afgelopen: Enter slaat het op.");
    } else if (!typed) {
        m_error = tr("Typ de Speler(s) en het bod.");
    } else {
        GameRecord trial = m_game;
        trial.giften.push_back(currentGift());
        const GameVerdict v = checkGame(trial, m_rules);
        if (!v.ok && v.error)
            m_error = qs(v.error->message);
        else if (!v.ok)
            m_error = tr("Deze gift kan niet.");
        else if (!v.giften.empty())
            warnings = qsList(v.giften.back().warnings);  // e.g. R71: a different dealer
    }
    const bool refused = typed && !m_error.isEmpty();
    if (refused)
        m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    else if (!warnings.isEmpty())
        m_message->setStyleSheet(QStringLiteral("color: #8a5300;"));
    else
        m_message->setStyleSheet(QString());
    if (!m_error.isEmpty())
        m_message->setText(m_error);
    else if (!warnings.isEmpty())
        m_message->setText(tr("Let op: %1 Enter accepteert.").arg(warnings.join(QLatin1Char(' '))));
    else
        m_message->setText(tr("De gift klopt: Enter accepteert."));
    m_accept->setEnabled(m_error.isEmpty());
}

bool GiftEntryWidget::acceptGift()
{
    judgeCurrent();
    if (!m_error.isEmpty())
        return false;
    m_game.giften.push_back(currentGift());
    refresh();
    emit gameChanged();
    return true;
}

void GiftEntryWidget::removeLastGift()
{
    if (m_game.giften.empty())
        return;
    m_game.giften.pop_back();
    refresh();
    emit gameChanged();
}

void GiftEntryWidget::setWon(bool won) { m_won->setCurrentIndex(won ? 1 : 2); }

void GiftEntryWidget::clearEntry()
{
    for (QLineEdit *e : {m_spelers, m_contract, m_roem, m_points, m_tricks}) {
        const QSignalBlocker block(e);
        e->clear();
    }
    for (QComboBox *c : {m_trump, m_won, m_irregularity}) {
        const QSignalBlocker block(c);
        c->setCurrentIndex(0);
    }
    const QSignalBlocker block(m_redeal);
    m_redeal->setChecked(false);
}

void GiftEntryWidget::refresh()
{
    m_verdict = checkGame(m_game, m_rules);
    m_model->setGame(m_game, m_verdict);
    clearEntry();
    // R5, R52, R53: the next dealer as the engine gives it; the first one is the last name.
    QString dealer;
    if (!m_verdict.giften.empty())
        dealer = qs(m_verdict.giften.back().nextDealer);
    else if (!m_game.players.empty())
        dealer = qs(m_game.players.back());
    {
        const QSignalBlocker block(m_dealer);
        m_dealer->setCurrentText(dealer);
    }
    for (QWidget *w : std::initializer_list<QWidget *>{m_dealer, m_spelers, m_contract, m_trump, m_roem, m_points,
                                                       m_tricks, m_won, m_irregularity, m_irregularBy, m_redeal})
        w->setEnabled(!m_verdict.finished && !m_game.players.empty());
    m_removeLast->setEnabled(!m_game.giften.empty());
    m_save->setEnabled(m_verdict.finished);
    m_result->setText(resultText());
    judgeCurrent();
    if (!m_verdict.finished)
        m_spelers->setFocus();
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

void GiftEntryWidget::keyPressEvent(QKeyEvent *event)
{
    // Line edits and combo boxes pass Enter and unknown Ctrl keys on to us.
    const bool ctrl = event->modifiers().testFlag(Qt::ControlModifier);
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (m_verdict.finished)
            emit saveRequested();
        else
            acceptGift();
        event->accept();
    } else if (ctrl && event->key() == Qt::Key_W) {
        setWon(true);
        event->accept();
    } else if (ctrl && event->key() == Qt::Key_L) {
        setWon(false);
        event->accept();
    } else {
        QWidget::keyPressEvent(event);
    }
}

} // namespace nkb::ui
