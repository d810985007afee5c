#include "ui/results/giftform.h"

#include "ui/results/giftlistmodel.h"
#include "ui/results/seatnotation.h"
#include "ui/widgets/qtstd.h"

#include "rules/bid.h"
#include "rules/roem.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

#include <iterator>
#include <map>
#include <utility>

namespace nkb::ui {

GiftForm::GiftForm(QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QStringList labels{tr("Gever"), tr("Speler(s)"), tr("Bod"), tr("Troef"), tr("Roem"),
                             tr("Punten"), tr("Slagen"), tr("Uitslag"), tr("Onregelmatigheid"), tr("door")};
    for (int i = 0; i < labels.size(); ++i) {
        auto *label = new QLabel(labels[i], this);
        grid->addWidget(label, 0, i);
        if (i >= labels.size() - 2)
            m_irregularLabels.push_back(label);
    }

    m_dealer = new QComboBox(this);
    m_spelers = new QLineEdit(this);
    m_spelers->setPlaceholderText(tr("stoel A–D of naam; misère: A, C"));
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
    auto irregularityBox = [this] {
        auto *box = new QComboBox(this);
        box->addItem(QStringLiteral("–"));
        for (auto k :
             {IrregularityKind::Verzaking, IrregularityKind::ValsRoemen, IrregularityKind::WrongCardCount,
              IrregularityKind::OutOfTurn, IrregularityKind::Revealing, IrregularityKind::MisereNoTrump})
            box->addItem(irregularityName(k), static_cast<int>(k));
        return box;
    };
    m_irregularity = irregularityBox();
    m_irregularBy = new QComboBox(this);
    m_irregularity2 = irregularityBox();
    m_irregularBy2 = new QComboBox(this);
    m_irregularity2->setToolTip(tr("Een tweede onregelmatigheid in dezelfde gift, na de eerste gebeurd"));
    m_redeal = new QCheckBox(tr("Iedereen paste: opnieuw geven"), this);

    const QList<QWidget *> row = fields();
    const QStringList names{
        QStringLiteral("dealer"),      QStringLiteral("spelers"),       QStringLiteral("contract"),
        QStringLiteral("trump"),       QStringLiteral("roem"),          QStringLiteral("points"),
        QStringLiteral("tricks"),      QStringLiteral("won"),           QStringLiteral("irregularity"),
        QStringLiteral("irregularBy"), QStringLiteral("irregularity2"), QStringLiteral("irregularBy2"),
        QStringLiteral("redeal")};
    for (int i = 0; i < row.size(); ++i) {
        row[i]->setObjectName(names[i]); // tests and accessibility find the fields by name
        if (i < labels.size())
            grid->addWidget(row[i], 1, i);
    }
    const int irregularColumn = static_cast<int>(labels.size()) - 2;
    grid->addWidget(m_irregularity2, 2, irregularColumn);
    grid->addWidget(m_irregularBy2, 2, irregularColumn + 1);
    grid->addWidget(m_redeal, 2, 0, 1, 3);
    // Tab follows the scoresheet from left to right.
    for (int i = 0; i + 1 < row.size(); ++i)
        setTabOrder(row[i], row[i + 1]);

    for (QLineEdit *e : {m_spelers, m_contract, m_roem, m_points, m_tricks})
        connect(e, &QLineEdit::textChanged, this, &GiftForm::edited);
    for (QComboBox *c :
         {m_dealer, m_trump, m_won, m_irregularity, m_irregularBy, m_irregularity2, m_irregularBy2})
        connect(c, &QComboBox::currentIndexChanged, this, &GiftForm::edited);
    connect(m_irregularity, &QComboBox::currentIndexChanged, this, &GiftForm::showSecondIrregularity);
    connect(m_redeal, &QCheckBox::toggled, this, &GiftForm::edited);
    showSecondIrregularity();
}

void GiftForm::setRules(const RuleSet &rules)
{
    QStringList bids;
    for (const std::string &b : offeredBids(rules))
        bids << qs(b);
    m_contract->setPlaceholderText(bids.join(QStringLiteral(", ")));
    m_roem->setValidator(new QIntValidator(0, highestRoem(rules), m_roem));
    m_points->setValidator(new QIntValidator(0, packPoints(rules), m_points));
    // Without penalties in the rules the irregularity columns are not offered at all.
    if (!rules.irregularities)
        for (QComboBox *box : {m_irregularity, m_irregularity2})
            box->setCurrentIndex(0);
    for (QWidget *w : {static_cast<QWidget *>(m_irregularity), static_cast<QWidget *>(m_irregularBy)})
        w->setVisible(rules.irregularities);
    for (QLabel *label : m_irregularLabels)
        label->setVisible(rules.irregularities);
    showSecondIrregularity();
}

void GiftForm::showSecondIrregularity()
{
    const bool show = m_irregularity->currentIndex() > 0 || m_irregularity2->currentIndex() > 0;
    m_irregularity2->setVisible(show);
    m_irregularBy2->setVisible(show);
}

QList<QWidget *> GiftForm::fields() const
{
    return {m_dealer, m_spelers,      m_contract,    m_trump,         m_roem,         m_points, m_tricks,
            m_won,    m_irregularity, m_irregularBy, m_irregularity2, m_irregularBy2, m_redeal};
}

void GiftForm::setPlayers(const std::vector<std::string> &players)
{
    m_players = players;
    const QSignalBlocker b1(m_dealer), b2(m_irregularBy), b3(m_irregularBy2);
    m_dealer->clear();
    for (std::size_t i = 0; i < players.size(); ++i)
        m_dealer->addItem(seatLabel(i, players[i]), qs(players[i]));
    for (QComboBox *by : {m_irregularBy, m_irregularBy2}) {
        by->clear();
        // No one is "door" until the referee says who: a default would carry a wrong name over.
        by->addItem(QStringLiteral("–"));
        for (std::size_t i = 0; i < players.size(); ++i)
            by->addItem(seatLabel(i, players[i]), qs(players[i]));
    }
}

void GiftForm::setDealer(const std::string &name)
{
    const QSignalBlocker block(m_dealer);
    m_dealer->setCurrentIndex(m_dealer->findData(qs(name)));
}

void GiftForm::setWon(bool won) { m_won->setCurrentIndex(won ? 1 : 2); }

void GiftForm::focusFirstField() { m_spelers->setFocus(Qt::OtherFocusReason); }

void GiftForm::takeSpelers(const QString &text)
{
    m_spelers->setText(text.trimmed());
    m_contract->setFocus(Qt::TabFocusReason);
}

bool GiftForm::typed() const
{
    return m_redeal->isChecked() || !m_spelers->text().trimmed().isEmpty() || !m_contract->text().trimmed().isEmpty();
}

GiftRecord GiftForm::gift(QString *problem) const
{
    GiftRecord g;
    problem->clear();
    if (m_dealer->currentIndex() >= 0)
        g.dealer = ss(m_dealer->currentData().toString());
    if (m_redeal->isChecked()) {
        g.redeal = true;
        return g;
    }
    const SeatList spelers = matchSeats(m_spelers->text(), m_players);
    *problem = spelers.problem;
    if (!spelers.names.empty())
        g.spelers = spelers.names;
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
        for (qsizetype i = 0; i < tricks.size() && i < static_cast<qsizetype>(spelers.names.size()); ++i)
            perSpeler[spelers.names[static_cast<std::size_t>(i)]] = tricks[i].toInt();
        g.tricks = std::move(perSpeler);
    }
    if (m_won->currentIndex() > 0)
        g.wonAll = m_won->currentIndex() == 1;
    for (const auto &[kind, by] :
         {std::pair{m_irregularity, m_irregularBy}, std::pair{m_irregularity2, m_irregularBy2}})
        if (kind->currentIndex() > 0 && by->currentIndex() > 0)
            g.irregularities.push_back(
                Irregularity{static_cast<IrregularityKind>(kind->currentData().toInt()),
                             ss(by->currentData().toString())});
    g.irregularities.insert(g.irregularities.end(), m_moreIrregularities.begin(), m_moreIrregularities.end());
    return g;
}

QList<QLineEdit *> GiftForm::lineEdits() const { return {m_spelers, m_contract, m_roem, m_points, m_tricks}; }

QList<QComboBox *> GiftForm::choiceBoxes() const
{
    return {m_trump, m_won, m_irregularity, m_irregularBy, m_irregularity2, m_irregularBy2};
}

std::optional<GiftForm::Typed> GiftForm::typedNow() const
{
    if (!typed())
        return std::nullopt;
    Typed t;
    for (const QLineEdit *e : lineEdits())
        t.texts << e->text();
    for (const QComboBox *c : choiceBoxes())
        t.choices << c->currentIndex();
    t.redeal = m_redeal->isChecked();
    t.more = m_moreIrregularities;
    QWidget *focus = focusWidget();
    if (focus && focus->hasFocus() && fields().contains(focus)) {
        t.focus = focus;
        if (const auto *edit = qobject_cast<const QLineEdit *>(focus))
            t.cursor = edit->cursorPosition();
    }
    return t;
}

void GiftForm::restore(const Typed &t)
{
    const QList<QLineEdit *> edits = lineEdits();
    for (qsizetype i = 0; i < edits.size() && i < t.texts.size(); ++i) {
        const QSignalBlocker block(edits[i]);
        edits[i]->setText(t.texts[i]);
    }
    const QList<QComboBox *> boxes = choiceBoxes();
    for (qsizetype i = 0; i < boxes.size() && i < t.choices.size(); ++i) {
        const QSignalBlocker block(boxes[i]);
        boxes[i]->setCurrentIndex(t.choices[i]);
    }
    {
        const QSignalBlocker block(m_redeal);
        m_redeal->setChecked(t.redeal);
    }
    m_moreIrregularities = t.more;
    showSecondIrregularity();
    if (t.focus && t.focus->isEnabled()) {
        t.focus->setFocus(Qt::OtherFocusReason);
        if (auto *edit = qobject_cast<QLineEdit *>(t.focus.data()))
            edit->setCursorPosition(t.cursor);
    }
    emit edited();
}

void GiftForm::clear()
{
    for (QLineEdit *e : lineEdits()) {
        const QSignalBlocker block(e);
        e->clear();
    }
    for (QComboBox *c : choiceBoxes()) {
        const QSignalBlocker block(c);
        c->setCurrentIndex(0);
    }
    m_moreIrregularities.clear();
    showSecondIrregularity();
    const QSignalBlocker block(m_redeal);
    m_redeal->setChecked(false);
}

void GiftForm::show(const GiftRecord &g)
{
    clear();
    const QSignalBlocker b1(m_spelers), b2(m_contract), b3(m_trump), b4(m_roem), b5(m_points), b6(m_tricks),
        b7(m_won), b8(m_irregularity), b9(m_irregularBy), b10(m_redeal), b11(m_irregularity2),
        b12(m_irregularBy2);
    if (g.dealer)
        setDealer(*g.dealer);
    m_redeal->setChecked(g.redeal);
    if (g.spelers)
        m_spelers->setText(seatsText(*g.spelers, m_players));
    if (g.contract)
        m_contract->setText(qs(*g.contract));
    if (g.trump)
        m_trump->setCurrentIndex(std::max(0, m_trump->findData(qs(*g.trump))));
    if (g.roem)
        m_roem->setText(QString::number(*g.roem));
    if (g.points)
        m_points->setText(QString::number(*g.points));
    if (g.tricks && g.spelers) {
        QStringList parts;
        for (const std::string &name : *g.spelers) {
            const auto it = g.tricks->find(name);
            parts << QString::number(it == g.tricks->end() ? 0 : it->second);
        }
        m_tricks->setText(parts.join(QStringLiteral(", ")));
    }
    if (g.wonAll)
        m_won->setCurrentIndex(*g.wonAll ? 1 : 2);
    const std::pair<QComboBox *, QComboBox *> pairs[] = {{m_irregularity, m_irregularBy},
                                                         {m_irregularity2, m_irregularBy2}};
    for (std::size_t i = 0; i < g.irregularities.size(); ++i) {
        const Irregularity &irr = g.irregularities[i];
        if (i >= std::size(pairs)) {
            m_moreIrregularities.push_back(irr);
            continue;
        }
        const auto &[kind, by] = pairs[i];
        kind->setCurrentIndex(std::max(0, kind->findData(static_cast<int>(irr.kind))));
        by->setCurrentIndex(std::max(0, by->findData(qs(irr.by))));
    }
    showSecondIrregularity();
    emit edited();
}

} // namespace nkb::ui
