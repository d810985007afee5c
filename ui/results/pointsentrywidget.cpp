#include "ui/results/pointsentrywidget.h"

#include "ui/results/seatnotation.h"
#include "ui/widgets/qtstd.h"

#include <QKeyEvent>

#include <QFormLayout>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nkb::ui {

PointsEntryWidget::PointsEntryWidget(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    m_save = new QPushButton(tr("Punten opslaan"), this);
    layout->addWidget(m_save, 0, Qt::AlignLeft);
    layout->addStretch(1);
    connect(m_save, &QPushButton::clicked, this, &PointsEntryWidget::saveRequested);
}

void PointsEntryWidget::setTable(const std::vector<std::string> &players, const std::vector<int> &points)
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_spins.clear();
    m_players = players;
    for (std::size_t i = 0; i < players.size(); ++i) {
        auto *spin = new QSpinBox(this);
        spin->setRange(0, 10);
        if (i < points.size())
            spin->setValue(points[i]);
        spin->installEventFilter(this);
        m_form->addRow(seatLabel(i, players[i]), spin);
        m_spins.push_back(spin);
    }
    // The seats in order, then the button: the referee types the sheet top to bottom.
    QWidget *previous = nullptr;
    for (QSpinBox *spin : m_spins) {
        if (previous)
            QWidget::setTabOrder(previous, spin);
        previous = spin;
    }
    if (previous)
        QWidget::setTabOrder(previous, m_save);
    m_save->setEnabled(!players.empty());
}

bool PointsEntryWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_save->isEnabled()) {
            emit saveRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

std::vector<std::pair<std::string, int>> PointsEntryWidget::points() const
{
    std::vector<std::pair<std::string, int>> out;
    for (std::size_t i = 0; i < m_players.size(); ++i)
        out.emplace_back(m_players[i], m_spins[i]->value());
    return out;
}

void PointsEntryWidget::focusFirst()
{
    if (m_spins.empty())
        return;
    m_spins.front()->setFocus(Qt::OtherFocusReason);
    m_spins.front()->selectAll();
}

} // namespace nkb::ui
