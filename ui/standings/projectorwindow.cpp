#include "ui/standings/projectorwindow.h"

#include "ui/window/daysummary.h"
#include "ui/widgets/qtstd.h"
#include "ui/standings/standingsmodel.h"
#include "ui/document/tournamentdocument.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace nkb::ui {

ProjectorWindow::ProjectorWindow(TournamentDocument *document, QWidget *parent)
    : QWidget(parent, Qt::Window), m_document(document), m_model(new StandingsModel(this)), m_timer(new QTimer(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Klassement"));
    QFont big = font();
    // Readable from the back of the room: a fortieth of the screen height.
    big.setPixelSize(std::max(24, screen() ? screen()->geometry().height() / 40 : 24));
    setFont(big);
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont titleFont = big;
    titleFont.setBold(true);
    titleFont.setPixelSize(big.pixelSize() * 3 / 2);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_title);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setColumnHidden(StandingsModel::StartNumber, true);
    m_view->horizontalHeader()->setResizeContentsPrecision(100);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(StandingsModel::Name, QHeaderView::Stretch);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    layout->addWidget(m_view, 1);
    connect(document, &TournamentDocument::changed, this, &ProjectorWindow::refresh);
    connect(document, &QObject::destroyed, this, &QWidget::close);
    connect(m_timer, &QTimer::timeout, this, &ProjectorWindow::step);
    m_timer->start(100);
    refresh();
}

void ProjectorWindow::refresh()
{
    const Tournament &t = m_document->tournament();
    m_title->setText(tr("%1 — %2").arg(qs(t.info.name), daySummary(t)));
    m_model->setTournament(t);
}

void ProjectorWindow::step()
{
    // Scroll a pixel at a time; rest a few seconds at the top and at the bottom.
    if (m_pause > 0) {
        --m_pause;
        return;
    }
    QScrollBar *bar = m_view->verticalScrollBar();
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    if (bar->value() >= bar->maximum()) {
        bar->setValue(0);
        m_pause = 50;
    } else {
        bar->setValue(bar->value() + 2);
        if (bar->value() >= bar->maximum())
            m_pause = 50;
    }
}

void ProjectorWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape)
        close();
    else
        QWidget::keyPressEvent(event);
}

} // namespace nkb::ui
