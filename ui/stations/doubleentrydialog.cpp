#include "ui/stations/doubleentrydialog.h"

#include "tournament/tournament.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nkb::ui {

namespace {

QString gameName(const EntryComparison &c)
{
    return c.round == kFinalRound ? DoubleEntryDialog::tr("Finale, spel %1").arg(c.game)
                                        : DoubleEntryDialog::tr("Ronde %1, tafel %2, spel %3")
                                              .arg(c.round)
                                              .arg(c.table)
                                              .arg(c.game);
}

} // namespace

DoubleEntryDialog::DoubleEntryDialog(const EntryComparison &comparison, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Dubbele invoer: de invoeren verschillen"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("%1: deze invoer verschilt van de eerste invoer door station %2%3. De verschillen zijn gemarkeerd "
           "(≠). Vergelijk met het scoreblad en kies welke invoer geldt.")
            .arg(gameName(comparison), qs(comparison.firstStation.empty() ? "(onbekend)" : comparison.firstStation),
                 comparison.firstAt.empty() ? QString() : tr(" om %1").arg(qs(comparison.firstAt))),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(static_cast<int>(comparison.rows.size()), 3, this);
    m_table->setHorizontalHeaderLabels(
        {QString(), tr("Eerste invoer (station %1)").arg(qs(comparison.firstStation)), tr("Deze invoer")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    int row = 0;
    for (const ComparedRow &r : comparison.rows) {
        const QString label = (r.differs ? QStringLiteral("≠ ") : QString()) + qs(r.label);
        const QString cells[3] = {label, qs(r.first.empty() ? "—" : r.first), qs(r.second.empty() ? "—" : r.second)};
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (r.differs) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
                item->setBackground(QColor(255, 221, 221));
            }
            item->setToolTip(cells[c]);
            m_table->setItem(row, c, item);
        }
        ++row;
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *first = buttons->addButton(tr("&Eerste invoer geldt"), QDialogButtonBox::AcceptRole);
    QPushButton *mine = buttons->addButton(tr("&Deze invoer geldt"), QDialogButtonBox::AcceptRole);
    QPushButton *stop = buttons->addButton(tr("&Stoppen"), QDialogButtonBox::RejectRole);
    stop->setDefault(true); // Enter never decides a difference
    connect(first, &QPushButton::clicked, this, [this] {
        m_choice = Choice::First;
        accept();
    });
    connect(mine, &QPushButton::clicked, this, [this] {
        m_choice = Choice::This;
        accept();
    });
    connect(stop, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 420);
}

void DoubleEntryDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    m_table->resizeRowsToContents(); // now that the columns have their widths: a gift is one or two lines
    // The keyboard starts in the comparison (arrows read it; Enter stops, Alt+E or Alt+D decides).
    m_table->setFocus();
    m_table->setCurrentCell(0, 0);
}

namespace {

DoubleEntryDialog::Choice askInDialog(const EntryComparison &comparison)
{
    // The comparison is a dialog of its own; whoever answers instead sees its choices as buttons.
    Question ask(QStringLiteral("settleDoubleEntry"), QMessageBox::Question,
                 DoubleEntryDialog::tr("Dubbele invoer: de invoeren verschillen"), gameName(comparison));
    const int first = ask.addButton(DoubleEntryDialog::tr("&Eerste invoer geldt"), QMessageBox::AcceptRole);
    // This entry replaces the first station's.
    const int mine = ask.addButton(DoubleEntryDialog::tr("&Deze invoer geldt"), QMessageBox::DestructiveRole);
    const int stop = ask.addButton(DoubleEntryDialog::tr("&Stoppen"), QMessageBox::RejectRole);
    ask.setDefaultButton(stop);
    ask.setDialog([&](QWidget *parent) {
        DoubleEntryDialog dialog(comparison, parent);
        dialog.exec();
        switch (dialog.choice()) {
        case DoubleEntryDialog::Choice::First:
            return first;
        case DoubleEntryDialog::Choice::This:
            return mine;
        case DoubleEntryDialog::Choice::Stop:
            break;
        }
        return stop;
    });
    const int chosen = ask.ask(QApplication::activeWindow());
    return chosen == first  ? DoubleEntryDialog::Choice::First
           : chosen == mine ? DoubleEntryDialog::Choice::This
                            : DoubleEntryDialog::Choice::Stop;
}

SettleQuestion &question()
{
    static SettleQuestion q = askInDialog;
    return q;
}

} // namespace

DoubleEntryDialog::Choice askSettlement(const EntryComparison &comparison) { return question()(comparison); }

void setSettleQuestion(SettleQuestion q) { question() = q ? std::move(q) : SettleQuestion(askInDialog); }

} // namespace nkb::ui
