#include "ui/standings/projectorwindow.h"
#include "ui/widgets/qrwidget.h"

#include "tournament/finaltie.h"
#include "tournament/progress.h"
#include "tournament/roundclock.h"
#include "ui/document/tournamentdocument.h"
#include "ui/final/finalmodel.h"
#include "ui/standings/standingsmodel.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/clockface.h"
#include "ui/widgets/daysummary.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace nkb::ui {

namespace {

// Ticks of 100 ms: a row stays a moment before the next scrolls up; the top and the bottom longer.
constexpr int kRowTicks = 15;
constexpr int kEndTicks = 50;

QTableView *bigTable(QWidget *parent, QAbstractItemModel *model)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setResizeContentsPrecision(-1); // every row: the longest name may be far down
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never wider than the screen; fitColumns() makes every column fit instead.
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Whole rows: the top row is never half under the header.
    view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    view->setFocusPolicy(Qt::NoFocus);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setTextElideMode(Qt::ElideRight);
    return view;
}

// A label that takes the width it is given and never asks for more (the header's longer
// text made the window wider than the screen, and openbox dropped it out of full screen).
QLabel *flexibleLabel(QWidget *parent, const QFont &font)
{
    auto *label = new QLabel(parent);
    label->setFont(font);
    label->setAlignment(Qt::AlignCenter);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label->setMinimumWidth(0);
    return label;
}

} // namespace

ProjectorWindow::ProjectorWindow(TournamentDocument *document, QWidget *parent)
    : QWidget(parent, Qt::Window), m_document(document), m_model(new StandingsModel(this)),
      m_finalModel(new FinalModel(this)), m_timer(new QTimer(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Klassement"));
    m_big = font();
    // Readable from the back of the room: a fortieth of the screen height.
    m_big.setPixelSize(std::max(24, screen() ? screen()->geometry().height() / 40 : 24));
    setFont(m_big);
    auto *layout = new QVBoxLayout(this);
    QFont titleFont = m_big;
    titleFont.setBold(true);
    titleFont.setPixelSize(m_big.pixelSize() * 3 / 2);
    m_title = flexibleLabel(this, titleFont);
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    m_web = new QWidget(this);
    auto *webLayout = new QVBoxLayout(m_web);
    webLayout->setContentsMargins(0, 0, 0, 0);
    m_qr = new QrWidget(m_web);
    const int side = m_big.pixelSize() * 7; // about 190 px on a 1080-line screen: scanned from the tables
    m_qr->setFixedSize(side, side);
    webLayout->addWidget(m_qr, 0, Qt::AlignHCenter);
    m_webLabel = new QLabel(m_web);
    QFont small = m_big;
    small.setPixelSize(std::max(12, m_big.pixelSize() / 2));
    m_webLabel->setFont(small);
    m_webLabel->setAlignment(Qt::AlignHCenter);
    webLayout->addWidget(m_webLabel);
    m_web->hide();
    top->addWidget(m_web, 0, Qt::AlignTop);
    layout->addLayout(top);
    QFont clockFont = titleFont;
    clockFont.setPixelSize(m_big.pixelSize() * 3);
    m_clock = flexibleLabel(this, clockFont);
    m_clock->setObjectName(QStringLiteral("klok"));
    m_clock->hide();
    layout->addWidget(m_clock);
    m_announcement = flexibleLabel(this, m_big);
    m_announcement->setObjectName(QStringLiteral("mededeling"));
    m_announcement->setWordWrap(true);
    m_announcement->setTextFormat(Qt::PlainText); // what the director typed, never markup
    m_announcement->setStyleSheet(QStringLiteral("background: #fff3cd; color: #111; padding: 6px; font-weight: bold;"));
    m_announcement->hide();
    layout->addWidget(m_announcement);
    m_lot = flexibleLabel(this, m_big);
    m_lot->setObjectName(QStringLiteral("loting"));
    m_lot->setWordWrap(true);
    m_lot->setStyleSheet(QStringLiteral("background: #fff3c4; padding: 6px;"));
    layout->addWidget(m_lot);
    m_champion = flexibleLabel(this, titleFont);
    m_champion->setObjectName(QStringLiteral("kampioen"));
    m_champion->setWordWrap(true);
    QFont championFont = titleFont;
    championFont.setPixelSize(m_big.pixelSize() * 2);
    m_champion->setFont(championFont);
    layout->addWidget(m_champion);
    m_viewArea = new QWidget(this);
    m_view = bigTable(m_viewArea, m_model);
    m_view->setColumnHidden(StandingsModel::StartNumber, true);
    m_view->horizontalHeader()->setSectionResizeMode(StandingsModel::Name, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(StandingsModel::Club, QHeaderView::Stretch);
    m_viewArea->installEventFilter(this);
    layout->addWidget(m_viewArea, 1);
    m_finalView = bigTable(this, m_finalModel);
    m_finalView->horizontalHeader()->setSectionResizeMode(FinalModel::Name, QHeaderView::Stretch);
    layout->addWidget(m_finalView, 1);
    m_finalTie = flexibleLabel(this, m_big);
    m_finalTie->setWordWrap(true);
    layout->addWidget(m_finalTie);
    connect(document, &TournamentDocument::changed, this, &ProjectorWindow::refresh);
    connect(document, &QObject::destroyed, this, &QWidget::close);
    connect(m_timer, &QTimer::timeout, this, &ProjectorWindow::step);
    m_timer->start(100);
    refresh();
}

void ProjectorWindow::setWebAddress(const QString &address)
{
    m_qr->setText(address);
    m_webLabel->setText(tr("Volg het toernooi op je telefoon:\n%1").arg(address));
    m_web->setVisible(!address.isEmpty());
}

void ProjectorWindow::refresh()
{
    const Tournament &t = m_document->tournament();
    m_model->setTournament(t);
    m_finalModel->setTournament(t);
    const FinalState state = finalState(t);
    // The final takes the screen from its first game on (R61); the champion above its table once
    // known; a tie for the title is said as it stands, and how it is (or was) settled.
    const bool finalOn = t.round(kFinalRound) != nullptr && !state.rows.empty() &&
                         std::any_of(t.games.begin(), t.games.end(), [](const GameResult &g) { return g.round == kFinalRound; });
    m_titleText = finalOn ? tr("%1 — Finale").arg(qs(t.info.name)) : tr("%1 — %2").arg(qs(t.info.name), daySummary(t));
    const Player *champion = state.champion ? t.player(*state.champion) : nullptr;
    m_champion->setText(champion ? tr("Nederlands kampioen Bonaken: %1").arg(qs(champion->name)) : QString());
    m_champion->setVisible(finalOn && champion);
    m_finalTie->setText(qs(finalTieText(t, state)));
    m_finalTie->setVisible(finalOn && !state.titleTie.empty());
    m_finalView->setVisible(finalOn);
    m_viewArea->setVisible(!finalOn);
    // The lot at the cut, for the room: who, the seed and the order it gave (R60).
    const FinalistsView view = computeFinalists(t);
    QStringList drawn;
    if (view.lot)
        for (int sn : view.lot->order)
            if (const Player *p = t.player(sn))
                drawn << qs(p->name);
    m_lot->setText(view.lot ? tr("Loting om plaats %1 (zaad %2): %3 — naar de finale: %4")
                                  .arg(view.lot->rank)
                                  .arg(view.lot->seed)
                                  .arg(drawn.join(QStringLiteral(", ")), drawn.mid(0, view.lot->places).join(QStringLiteral(", ")))
                            : QString());
    m_lot->setVisible(view.lot.has_value() && !finalOn);
    m_announcement->setText(t.announcement ? qs(t.announcement->text) : QString());
    m_announcement->setVisible(t.announcement.has_value());
    // The clock of the round started last, while that round is being played: once all its results
    // are in (or the final is played) the room reads the klassement, not "Tijd!".
    const ClockView clock = clockAt(t, m_document->clockNow());
    if (clock.state == ClockState::NotStarted)
        m_clockShown = false;
    else if (clock.round == kFinalRound)
        m_clockShown = !state.played;
    else
        m_clockShown = currentRound(t) != kFinalRound && currentRound(t) <= clock.round;
    updateClock();
    fit();
}

void ProjectorWindow::updateClock()
{
    if (!m_clockShown) {
        m_clock->hide();
        return;
    }
    const ClockView view = clockAt(m_document->tournament(), m_document->clockNow());
    const QString text = clockFaceText(view);
    if (m_clock->text() != text)
        m_clock->setText(text);
    const QString style = clockFaceStyle(view.state);
    if (m_clock->styleSheet() != style)
        m_clock->setStyleSheet(style);
    m_clock->show();
}

void ProjectorWindow::fit()
{
    // The title whole where a smaller type lets it (down to the table's), else shortened.
    QFont titleFont = m_title->font();
    for (int px = m_big.pixelSize() * 3 / 2; px >= m_big.pixelSize(); px -= 2) {
        titleFont.setPixelSize(px);
        if (QFontMetrics(titleFont).horizontalAdvance(m_titleText) <= m_title->width())
            break;
    }
    m_title->setFont(titleFont);
    m_title->setText(QFontMetrics(titleFont).elidedText(m_titleText, Qt::ElideRight, std::max(0, m_title->width())));
    m_title->setToolTip(m_titleText);
    // The clock as large as the width allows, up to three times the type: the widest it can say
    // ("Ronde 10 — 59:59 (pauze)") fits, so the figures never jump in size as the time runs.
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    const QString widest = clockFaceText(ClockView{10, ClockState::Paused, 3599, 3600});
    QFont clockFont = m_clock->font();
    for (int px = m_big.pixelSize() * 3; px >= 12; px -= 2) {
        clockFont.setPixelSize(px);
        if (QFontMetrics(clockFont).horizontalAdvance(widest) + 16 <= width() - margins.left() - margins.right())
            break;
    }
    m_clock->setFont(clockFont);
    fitColumns(m_view, {StandingsModel::Name, StandingsModel::Club});
    fitColumns(m_finalView, {FinalModel::Name});
    placeView(); // the rows' height follows the type
}

// The number columns at their full width, and the names in what is left (elided): the type is
// made smaller until that fits the screen's width, so no column is ever cut off.
void ProjectorWindow::fitColumns(QTableView *view, std::initializer_list<int> stretched)
{
    // The window's own width, not the viewport's: before the window is shown the views have not
    // been laid out yet (their resize waits), and the type would shrink for a stale width.
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    const int available = width() - margins.left() - margins.right() - 2 * view->frameWidth();
    // What the columns need at type f: the names whole (wholeNames), or ten characters each.
    auto need = [&](const QFont &f, bool wholeNames) {
        view->setFont(f);
        view->horizontalHeader()->setFont(f);
        const int nameRoom = QFontMetrics(f).averageCharWidth() * 10;
        int total = 0;
        for (int c = 0; c < view->model()->columnCount(); ++c) {
            if (view->isColumnHidden(c))
                continue;
            const bool name = std::find(stretched.begin(), stretched.end(), c) != stretched.end();
            const int whole = std::max(static_cast<QAbstractItemView *>(view)->sizeHintForColumn(c),
                                       view->horizontalHeader()->sectionSizeHint(c));
            total += name && !wholeNames ? nameRoom : whole;
        }
        return total;
    };
    // First every name and club whole, the type down to two thirds of its size (issue 35: at
    // 1280×800 the room read "Johan ..." and "De ..."); only past that are names shortened.
    QFont f = m_big;
    bool fits = false;
    for (int px = m_big.pixelSize(); px >= std::max(10, m_big.pixelSize() * 2 / 3) && !fits; px -= 2) {
        f.setPixelSize(px);
        fits = need(f, true) <= available;
    }
    const bool whole = fits;
    for (int px = f.pixelSize(); px >= 10 && !fits; px -= 2) {
        f.setPixelSize(px);
        fits = need(f, false) <= available;
    }
    // Stretch shares what is left equally: a long name beside a short club was still cut. With
    // the names whole each name column gets its own width and an equal share of the rest.
    QHeaderView *header = view->horizontalHeader();
    const int spare = std::max(0, available - need(f, true)) / static_cast<int>(std::max<std::size_t>(1, stretched.size()));
    for (int c : stretched) {
        if (whole) {
            header->setSectionResizeMode(c, QHeaderView::Interactive);
            header->resizeSection(c, std::max(static_cast<QAbstractItemView *>(view)->sizeHintForColumn(c),
                                              header->sectionSizeHint(c)) + spare);
        } else {
            header->setSectionResizeMode(c, QHeaderView::Stretch);
        }
    }
    view->verticalHeader()->setDefaultSectionSize(QFontMetrics(f).height() + 8);
}

void ProjectorWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fit();
}

bool ProjectorWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewArea && event->type() == QEvent::Resize)
        placeView();
    return QWidget::eventFilter(watched, event);
}

void ProjectorWindow::placeView()
{
    const int area = m_viewArea->height();
    const int fixed = 2 * m_view->frameWidth() + m_view->horizontalHeader()->sizeHint().height();
    const int row = std::max(1, m_view->verticalHeader()->defaultSectionSize());
    const int rows = std::max(1, (area - fixed) / row);
    m_view->setGeometry(0, 0, m_viewArea->width(), std::min(area, fixed + rows * row));
}

void ProjectorWindow::step()
{
    updateClock();
    // A whole row at a time (ScrollPerItem: the bar counts rows); rest at the top and the bottom.
    if (m_pause > 0) {
        --m_pause;
        return;
    }
    QScrollBar *bar = m_view->verticalScrollBar();
    if (bar->value() >= bar->maximum()) {
        bar->setValue(0);
        m_pause = kEndTicks;
        return;
    }
    bar->setValue(bar->value() + 1);
    m_pause = bar->value() >= bar->maximum() ? kEndTicks : kRowTicks;
}

void ProjectorWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape)
        close();
    else
        QWidget::keyPressEvent(event);
}

} // namespace nkb::ui
