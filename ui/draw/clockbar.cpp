#include "ui/draw/clockbar.h"

#include "tournament/roundclock.h"
#include "ui/document/clockcommands.h"
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/clockface.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

namespace nkb::ui {

ClockBar::ClockBar(QWidget *parent) : QWidget(parent), m_timer(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("startRound"));
    m_face = new QLabel(this);
    m_face->setObjectName(QStringLiteral("clockFace"));
    QFont big = m_face->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    m_face->setFont(big);
    m_pause = new QPushButton(tr("&Pauzeren"), this);
    m_more = new QPushButton(tr("+5 min"), this);
    m_more->setToolTip(tr("Vijf minuten erbij voor de ronde die gespeeld wordt."));
    m_less = new QPushButton(tr("−5 min"), this);
    m_less->setToolTip(tr("Vijf minuten eraf voor de ronde die gespeeld wordt."));
    layout->addWidget(m_start);
    layout->addWidget(m_face, 1);
    layout->addWidget(m_pause);
    layout->addWidget(m_more);
    layout->addWidget(m_less);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (m_document)
            run(new StartClockCommand(m_document, m_round));
    });
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        const RoundClock *clock = currentClock(m_document->tournament());
        run(new PauseClockCommand(m_document, !(clock && clock->pausedAt)));
    });
    connect(m_more, &QPushButton::clicked, this, [this] {
        if (m_document)
            run(new AdjustClockCommand(m_document, 5));
    });
    connect(m_less, &QPushButton::clicked, this, [this] {
        if (m_document)
            run(new AdjustClockCommand(m_document, -5));
    });
    connect(m_timer, &QTimer::timeout, this, &ClockBar::tick);
    m_timer->start(1000);
    setTournament(nullptr, 1);
}

void ClockBar::run(StoreCommand *command)
{
    const QString refusal = m_document->execute(command).text();
    if (!refusal.isEmpty())
        emit refused(refusal);
}

void ClockBar::setTournament(TournamentDocument *document, int round)
{
    m_document = document;
    m_round = round;
    m_start->setText(round == kFinalRound ? tr("Finale &starten") : tr("Ronde %1 &starten").arg(round));
    const Tournament *t = document ? &document->tournament() : nullptr;
    const Round *seated = t ? t->round(round) : nullptr;
    const bool started = t && clockOf(*t, round) != nullptr;
    m_start->setEnabled(seated && !seated->tables.empty() && !started);
    m_start->setToolTip(
        !seated   ? tr("Ronde %1 is nog niet geloot.").arg(round)
        : started ? tr("Ronde %1 is al gestart; met Ongedaan maken gaat het starten terug.").arg(round)
                  : tr("Start de klok: de ronde duurt %1 minuten (Bewerken → Duur van een ronde).")
                        .arg(t->info.roundMinutes));
    const RoundClock *clock = t ? currentClock(*t) : nullptr;
    m_pause->setText(clock && clock->pausedAt ? tr("&Verder") : tr("&Pauzeren"));
    // A round whose games are all stored has a clock that stopped: nothing to pause or adjust.
    // Pause and ±5 act on the clock that runs, so only where that round is the one shown.
    const bool running = clock && clock->round == round && !roundPlayed(*t, clock->round);
    m_pause->setEnabled(running);
    m_more->setEnabled(running);
    m_less->setEnabled(running);
    tick();
}

void ClockBar::tick()
{
    if (!m_document) {
        m_face->clear();
        return;
    }
    // The shown round's own clock (issue 35: round 2 drawn and shown, the face said "Ronde 1 —
    // afgelopen"); a round not started yet says so, with the round that runs meanwhile.
    const Tournament &t = m_document->tournament();
    const std::int64_t now = m_document->clockNow();
    const ClockView view = clockOfRoundAt(t, m_round, now);
    QString text = clockFaceText(view);
    if (view.state == ClockState::NotStarted) {
        const QString which = m_round == kFinalRound ? tr("De finale") : tr("Ronde %1").arg(m_round);
        text = tr("%1 is nog niet gestart.").arg(which);
        const ClockView other = clockAt(t, now);
        if (other.state != ClockState::NotStarted && other.state != ClockState::Done && other.round != m_round)
            text += QLatin1Char(' ') + tr("Nu loopt: %1").arg(clockFaceText(other));
    }
    if (m_face->text() != text)
        m_face->setText(text);
    const QString style = clockFaceStyle(view.state);
    if (m_face->styleSheet() != style)
        m_face->setStyleSheet(style);
}

QString ClockBar::text() const
{
    return m_face->text();
}

} // namespace nkb::ui
