#include "ui/draw/drawpanel.h"

#include "report/report.h"

#include "tournament/decisions.h"
#include "tournament/progress.h"
#include "tournament/standings.h"
#include "ui/widgets/instantmnemonics.h"
#include "ui/widgets/printing.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"
#include "ui/document/roundcommands.h"
#include "ui/draw/clockbar.h"
#include "ui/draw/seatswap.h"
#include "ui/draw/tablesmodel.h"
#include "ui/document/tournamentdocument.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace nkb::ui {

namespace {

QString repeatReport(const DrawnRound &d)
{
    QStringList lines;
    lines << QCoreApplication::translate("DrawPanel", "Ronde %1 geloot met zaad %2.").arg(d.round).arg(d.seed);
    if (d.repeats.empty()) {
        lines << QCoreApplication::translate("DrawPanel", "Niemand treft een eerdere tegenstander opnieuw.");
    } else {
        QStringList pairs;
        for (const NamedRepeat &r : d.repeats)
            pairs << QStringLiteral("%1 – %2 (%3×)").arg(qs(r.a), qs(r.b), QString::number(r.times));
        lines << QCoreApplication::translate("DrawPanel", "Opnieuw tegen elkaar: %1").arg(pairs.join(QStringLiteral(", ")));
    }
    lines << QCoreApplication::translate("DrawPanel", "Herhalingen in het hele schema: %1 (bekend minimum %2).")
                 .arg(d.plannedRepeatsTotal)
                 .arg(d.knownMinimum);
    if (!d.threeSeats.empty())
        lines << QCoreApplication::translate("DrawPanel", "Aan een tafel van drie: %1").arg(qsList(d.threeSeats).join(QStringLiteral(", ")));
    if (!d.threeSeatsEarly.empty()) // only where no repeats and the turn cannot both be had (13, 14, 17)
        lines << QCoreApplication::translate("DrawPanel", "Voor hun beurt aan een tafel van drie: %1")
                     .arg(qsList(d.threeSeatsEarly).join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

// Ronde 1 … Ronde N, then "Finale" (one step past the last round): the final's table is shown,
// printed and timed here too, once the store has seated it with the finalists.
class RoundSpinBox : public QSpinBox {
  public:
    using QSpinBox::QSpinBox;

  protected:
    [[nodiscard]] QString textFromValue(int value) const override
    {
        return value == maximum() ? QCoreApplication::translate("DrawPanel", "Finale")
                                  : QCoreApplication::translate("DrawPanel", "Ronde %1").arg(value);
    }
    [[nodiscard]] int valueFromText(const QString &text) const override
    {
        const QString t = text.trimmed().toLower();
        if (t.startsWith(QStringLiteral("f")))
            return maximum();
        const QString digits = t.section(QLatin1Char(' '), -1);
        return std::clamp(digits.toInt(), minimum(), maximum());
    }
    [[nodiscard]] QValidator::State validate(QString &text, int &) const override
    {
        const QString t = text.trimmed().toLower();
        if (QCoreApplication::translate("DrawPanel", "Finale").toLower().startsWith(t) ||
            QStringLiteral("ronde").startsWith(t))
            return QValidator::Intermediate;
        if (t == QCoreApplication::translate("DrawPanel", "Finale").toLower())
            return QValidator::Acceptable;
        bool ok = false;
        const int n = t.section(QLatin1Char(' '), -1).toInt(&ok);
        return ok && n >= minimum() && n < maximum() ? QValidator::Acceptable : QValidator::Intermediate;
    }
};

// What the Indeling tab says of the final: its table, or why it is not seated yet.
QString finalState(const Tournament &t)
{
    if (const Round *r = t.round(kFinalRound); r && !r->tables.empty())
        return QCoreApplication::translate("DrawPanel", "Finale: %1. De finaletafel staat vast sinds de finalisten "
                                                        "bekend zijn; formulier, tafelcode en klok kunnen nu.")
            .arg(qs(playerList(t, r->tables.front().seats)));
    if (!qualifyingComplete(t))
        return QCoreApplication::translate("DrawPanel", "De finale wordt ingedeeld zodra alle ronden gespeeld zijn; "
                                                        "nog te spelen: %1.")
            .arg(qs(qualifyingMissing(t)));
    const FinalistsView view = computeFinalists(t);
    if (view.undecided())
        return QCoreApplication::translate("DrawPanel", "De finale wordt ingedeeld na de loting: gelijke stand op "
                                                        "plaats %1 (%2). Trek het lot op het tabblad Klassement.")
            .arg(view.tie->rank)
            .arg(qs(playerList(t, view.tie->players)));
    return QCoreApplication::translate("DrawPanel", "Er zijn te weinig spelers voor een finale.");
}

} // namespace

DrawPanel::DrawPanel(QWidget *parent) : Panel(parent), m_model(new TablesModel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_round = new RoundSpinBox(this);
    m_round->setRange(1, 6); // the last step is the final
    m_round->setAccessibleName(tr("Ronde"));
    m_seed = new QLineEdit(this);
    m_seed->setPlaceholderText(tr("zaad (leeg: nieuw lot)"));
    m_seed->setMinimumWidth(m_seed->fontMetrics().horizontalAdvance(m_seed->placeholderText()) + 24);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,20}")), m_seed));
    m_draw = new QPushButton(tr("Ronde l&oten"), this);
    bar->addWidget(m_round);
    setEntryWidget(m_round);
    bar->addWidget(m_seed);
    bar->addWidget(m_draw);
    bar->addStretch(1);
    m_swap = new QPushButton(tr("Twee spelers &wisselen"), this);
    m_swap->setToolTip(tr("Kies twee spelers in de tabel (Ctrl+klik) en wissel hun plaatsen."));
    bar->addWidget(m_swap);
    m_print = new QPushButton(tr("&Afdrukken"), this);
    auto *printMenu = new QMenu(m_print);
    for (RoundPaper paper : {RoundPaper::Scoresheets, RoundPaper::TableCards, RoundPaper::Seating}) {
        printMenu->addAction(tr("%1 afdrukken…").arg(roundPaperName(paper)), this, [this, paper] {
            if (document())
                printWithPreview(this, roundPaper(document()->tournament(), round(), paper, &document()->store()),
                                 tr("%1, %2").arg(roundPaperName(paper), roundWord()));
        });
        printMenu->addAction(tr("%1 als PDF…").arg(roundPaperName(paper)), this, [this, paper] {
            if (document())
                savePdfAs(this, roundPaper(document()->tournament(), round(), paper, &document()->store()),
                          tr("%1-%2.pdf").arg(roundPaperName(paper).toLower(), roundWord().replace(QLatin1Char(' '), QLatin1Char('-'))));
        });
    }
    printMenu->addSeparator();
    printMenu->addAction(tr("Wedstrijdformulier van één &tafel…"), this, [this] {
        if (const int table = askTable(tr("Wedstrijdformulier van één tafel"),
                                       tr("Tafel van %1 (bijvoorbeeld een gescheurd formulier):").arg(roundWord())))
            printOneTable(table, false);
    });
    printMenu->addAction(tr("Tafelcode &intrekken…"), this, &DrawPanel::askWithdrawTableCode);
    m_print->setMenu(printMenu);
    bar->addWidget(m_print);
    layout->addLayout(bar);
    // Between rounds the director is here: the round just drawn is started here too.
    m_clock = new ClockBar(this);
    layout->addWidget(m_clock);
    connect(m_clock, &ClockBar::refused, this, &DrawPanel::tell);
    m_report = new QLabel(this);
    m_report->setWordWrap(true);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_report);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(TablesModel::TableNumber, QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);

    connect(m_round, &QSpinBox::valueChanged, this, &DrawPanel::refresh);
    connect(m_swap, &QPushButton::clicked, this, [this] {
        QList<int> chosen;
        for (const QModelIndex &index : m_view->selectionModel()->selectedIndexes()) {
            const QVariant sn = index.data(TablesModel::StartNumberRole);
            if (sn.isValid())
                chosen << sn.toInt();
        }
        if (chosen.size() != 2) {
            tell(tr("Kies precies twee spelers in de tabel (Ctrl+klik)."));
            return;
        }
        const QString refusal = swapPlayers(chosen[0], chosen[1]);
        if (!refusal.isEmpty())
            tell(refusal);
    });
    connect(m_draw, &QPushButton::clicked, this, [this] {
        const QString refusal = drawCurrentRound();
        if (!refusal.isEmpty())
            tell(refusal);
    });
    setChanging({m_draw, m_swap, m_clock->startButton(), m_clock->pauseButton(), m_clock->moreButton(),
                 m_clock->lessButton()});
    mnemonicsActAtOnce(this); // Alt+O draws at once, not after Qt's 100 ms pressed look
}

void DrawPanel::setRound(int round) { m_round->setValue(round == kFinalRound ? m_round->maximum() : round); }

int DrawPanel::round() const { return m_round->value() == m_round->maximum() ? kFinalRound : m_round->value(); }

QString DrawPanel::roundWord() const
{
    return round() == kFinalRound ? tr("finale") : tr("ronde %1").arg(round());
}

QString DrawPanel::reportText() const { return m_report->text(); }

QString DrawPanel::drawCurrentRound(bool askFirst)
{
    if (!document())
        return tr("Er is geen toernooi open.");
    if (const Round *drawn = document()->tournament().round(round()); drawn && askFirst) {
        Question ask(QStringLiteral("redraw"), QMessageBox::Question, tr("Opnieuw loten"),
                     tr("Ronde %1 is al geloot (%2 tafels). Opnieuw loten vervangt die indeling; de tafellijsten en "
                        "scorebladen die al geprint zijn kloppen dan niet meer.")
                         .arg(round())
                         .arg(drawn->tables.size()));
        const int yes = ask.addButton(tr("Opnieuw loten"), QMessageBox::AcceptRole);
        ask.setDefaultButton(ask.addButton(tr("Indeling houden"), QMessageBox::RejectRole));
        if (ask.ask(this) != yes)
            return {};
    }
    std::optional<std::uint64_t> seed;
    if (!m_seed->text().isEmpty())
        seed = m_seed->text().toULongLong();
    auto *command = new DrawRoundCommand(document(), round(), seed);
    const int drawn = round();
    const QString refusal = document()->execute(command).text();
    if (refusal.isEmpty()) {
        // The command now lives on the undo stack; its report is shown until the next change.
        m_report->setText(repeatReport(command->drawn()));
        m_reportRound = drawn;
        m_reportSeed = command->drawn().seed;
        m_seed->clear();
        setRound(drawn);
    } else {
        m_report->setText(refusal);
    }
    return refusal;
}

QString DrawPanel::swapPlayers(int a, int b, bool askFirst)
{
    if (!document())
        return tr("Er is geen toernooi open.");
    const Tournament &t = document()->tournament();
    const Round *r = t.round(round());
    if (!r)
        return tr("Ronde %1 is nog niet geloot.").arg(round());
    const auto tables = swapSeats(r->tables, a, b);
    if (!tables)
        return tr("Beide spelers moeten in ronde %1 aan een tafel zitten.").arg(round());
    const QStringList repeats = newRepeats(t, round(), *tables, a, b);
    if (!repeats.isEmpty()) {
        m_report->setText(tr("Let op, na het wisselen: %1").arg(repeats.join(QStringLiteral("; "))));
        m_reportRound = round();
        m_reportSeed.reset();
        if (askFirst) {
            Question ask(QStringLiteral("swapIntoRepeat"), QMessageBox::Question, tr("Spelers wisselen"),
                         tr("Dit geeft een herhaalde ontmoeting:\n%1\n\nToch wisselen?")
                             .arg(repeats.join(QLatin1Char('\n'))));
            const int yes = ask.addButton(tr("Toch wisselen"), QMessageBox::AcceptRole);
            ask.addButton(tr("Niet wisselen"), QMessageBox::RejectRole);
            if (ask.ask(this) != yes)
                return {};
        }
    }
    const Player *pa = t.player(a);
    const Player *pb = t.player(b);
    const QString text = tr("Ronde %1: %2 en %3 gewisseld")
                             .arg(round())
                             .arg(pa ? qs(pa->name) : QString::number(a), pb ? qs(pb->name) : QString::number(b));
    const int keepRound = round();
    const QString refusal = document()->execute(new SetTablesCommand(document(), keepRound, *tables, text)).text();
    if (refusal.isEmpty() && repeats.isEmpty()) {
        m_report->setText(text + QLatin1Char('.'));
        m_reportRound = keepRound;
        m_reportSeed.reset();
    }
    return refusal;
}

void DrawPanel::refresh()
{
    const bool open = document() != nullptr;
    m_draw->setEnabled(open);
    m_swap->setEnabled(open);
    m_print->setEnabled(open && document()->tournament().round(round()) != nullptr);
    if (!open) {
        m_clock->setTournament(nullptr, round());
        m_model->setRound(Tournament{}, round());
        m_report->clear();
        return;
    }
    const Tournament &t = document()->tournament();
    if (m_round->maximum() != std::max(1, t.info.rounds) + 1) {
        const int shown = round();
        const QSignalBlocker block(m_round);
        m_round->setMaximum(std::max(1, t.info.rounds) + 1); // the last step is the final
        setRound(shown);
    }
    // The day leads: a newly opened tournament, and every time the current round moves on, show
    // the round being played (or the one to draw next; the final once it is seated).
    const int current = currentRound(t);
    const bool finalSeated = t.round(kFinalRound) != nullptr;
    if (document() != m_shown || current != m_followed || (current == kFinalRound && finalSeated != m_finalShown)) {
        m_shown = document();
        m_followed = current;
        m_finalShown = finalSeated;
        if ((current != kFinalRound || finalSeated) && current != round()) {
            const QSignalBlocker block(m_round);
            setRound(current);
        }
    }
    m_model->setRound(t, round());
    m_clock->setTournament(document(), round());
    const Round *r = t.round(round());
    if (round() == kFinalRound) {
        // The final is not drawn: the store seats its table with the finalists (R61).
        m_draw->setEnabled(false);
        m_swap->setEnabled(false);
        m_draw->setToolTip(tr("De finale wordt niet geloot: de finalisten vullen de finaletafel zodra ze vaststaan."));
        m_swap->setToolTip(m_draw->toolTip());
        m_print->setEnabled(r != nullptr);
        m_report->setText(finalState(t));
        m_reportRound = -1;
        return;
    }
    // A round with results can no longer be redrawn (the store refuses it too).
    const bool played = std::any_of(t.games.begin(), t.games.end(), [this](const GameResult &g) { return g.round == round(); });
    m_draw->setEnabled(!played);
    m_swap->setEnabled(r && !played);
    m_draw->setToolTip(played ? tr("Deze ronde heeft uitslagen en kan niet opnieuw geloot worden.") : QString());
    // A greyed button says why.
    m_swap->setToolTip(!r      ? tr("Ronde %1 is nog niet geloot: er valt niets te wisselen.").arg(round())
                       : played ? tr("Ronde %1 heeft al uitslagen: wisselen kan niet meer.").arg(round())
                               : tr("Kies twee spelers in de tabel (Ctrl+klik) en wissel hun plaatsen."));
    QString state;
    if (!r)
        state = tr("Ronde %1 is nog niet geloot.").arg(round());
    else if (r->seed)
        state = tr("Ronde %1: %2 tafels, zaad %3.").arg(round()).arg(r->tables.size()).arg(*r->seed);
    else
        state = tr("Ronde %1: %2 tafels, met de hand ingedeeld.").arg(round()).arg(r->tables.size());
    if (played)
        state += QLatin1Char(' ') + tr("Er zijn uitslagen: opnieuw loten en wisselen kunnen niet meer.");
    // Who sits at a table of three is said as long as the round is shown, not only right after
    // its draw (the director checks it before printing, also after a redraw or a restart).
    if (r) {
        QStringList threes;
        for (const Table &tb : r->tables)
            if (tb.seats.size() == 3) {
                QStringList names;
                for (int sn : tb.seats)
                    if (const Player *p = t.player(sn))
                        names << qs(p->name);
                threes << tr("tafel %1: %2").arg(tb.number).arg(names.join(QStringLiteral(", ")));
            }
        if (!threes.isEmpty())
            state += QLatin1Char('\n') + tr("Aan een tafel van drie: %1").arg(threes.join(QStringLiteral("; ")));
    }
    // The report of a draw stays until the round's seating is no longer that draw (undo, redo).
    if (!r || (m_reportSeed && r->seed != m_reportSeed))
        m_reportRound = -1;
    if (round() != m_reportRound)
        m_report->setText(state);
}

int DrawPanel::askTable(const QString &title, const QString &label)
{
    if (!document())
        return 0;
    const Round *r = document()->tournament().round(round());
    if (!r || r->tables.empty()) {
        tell(round() == kFinalRound ? tr("De finaletafel is nog niet ingedeeld.")
                                    : tr("Ronde %1 is nog niet ingedeeld.").arg(round()));
        return 0;
    }
    bool ok = false;
    const int table = QInputDialog::getInt(this, title, label, r->tables.front().number, r->tables.front().number,
                                           r->tables.back().number, 1, &ok);
    return ok ? table : 0;
}

std::optional<report::Paper> DrawPanel::oneTableSheet(int table, QString *why) const
{
    if (!document())
        return std::nullopt;
    const auto one = report::oneTable(document()->tournament(), round(), table, why);
    if (!one)
        return std::nullopt;
    return roundPaper(*one, round(), RoundPaper::Scoresheets, &document()->store());
}

void DrawPanel::printOneTable(int table, bool pdf)
{
    QString why;
    const auto paper = oneTableSheet(table, &why);
    if (!paper) {
        tell(why);
        return;
    }
    const QString what = tr("Wedstrijdformulier tafel %1, %2").arg(table).arg(roundWord());
    if (pdf)
        savePdfAs(this, *paper,
                  tr("wedstrijdformulier-%1-tafel-%2.pdf").arg(roundWord().replace(QLatin1Char(' '), QLatin1Char('-'))).arg(table));
    else
        printWithPreview(this, *paper, what);
}

// Entry at the table: a lost phone. The table's code no longer opens anything; its sheet printed
// again carries the new one (the other tables keep theirs). One change in the audit, undone as any.
void DrawPanel::askWithdrawTableCode()
{
    if (const int table = askTable(tr("Tafelcode intrekken"),
                                   tr("Tafel van %1 (bijvoorbeeld een verloren telefoon):").arg(roundWord())))
        withdrawTableCode(table);
}

QString DrawPanel::withdrawTableCode(int table)
{
    if (!document())
        return {};
    const QString refusal = document()->execute(new WithdrawTableCodeCommand(document(), round(), table)).text();
    if (!refusal.isEmpty()) {
        tell(refusal);
        return refusal;
    }
    // The sheet with the new code is what the table needs next: offered at once, one table only.
    Question q(QStringLiteral("tableCodeWithdrawn"), QMessageBox::Information, tr("Tafelcode intrekken"),
               tr("Tafelcode van tafel %1 ingetrokken: de oude code opent niets meer.").arg(table));
    q.setInformativeText(tr("Druk het wedstrijdformulier van tafel %1 opnieuw af; het nieuwe draagt de nieuwe "
                            "code. De andere tafels houden hun formulier.")
                             .arg(table));
    const int print = q.addButton(tr("&Afdrukken…"), QMessageBox::AcceptRole);
    const int pdf = q.addButton(tr("Als &PDF…"), QMessageBox::ActionRole);
    q.addButton(tr("&Later"), QMessageBox::RejectRole);
    q.setDefaultButton(print);
    const int chosen = q.ask(this);
    if (chosen == print || chosen == pdf)
        printOneTable(table, chosen == pdf);
    return {};
}

} // namespace nkb::ui
