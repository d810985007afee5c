#include "ui/standings/standingspanel.h"

#include <QGuiApplication>
#include <QScreen>

#include "report/report.h"
#include "ui/widgets/printing.h"
#include "ui/standings/projectorwindow.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/rulesettext.h"
#include "ui/standings/standingsmodel.h"
#include "ui/document/tournamentdocument.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

namespace nkb::ui {

StandingsPanel::StandingsPanel(QWidget *parent) : Panel(parent), m_model(new StandingsModel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_category = new QComboBox(this);
    auto *projector = new QPushButton(tr("&Projector"), this);
    auto *print = new QPushButton(tr("&Afdrukken"), this);
    auto *printMenu = new QMenu(print);
    printMenu->addAction(tr("Klassement afdrukken…"), this, [this] {
        if (document())
            printWithPreview(this, standingsPaper(), tr("Klassement"));
    });
    printMenu->addAction(tr("Klassement als PDF…"), this, [this] {
        if (document())
            savePdfAs(this, standingsPaper(), tr("klassement.pdf"));
    });
    print->setMenu(printMenu);
    bar->addWidget(new QLabel(tr("Categorie"), this));
    bar->addWidget(m_category);
    bar->addStretch(1);
    bar->addWidget(new QLabel(tr("Groen: finale · geel: gelijk over de grens, een loting beslist (regel 60)"), this));
    bar->addWidget(print);
    bar->addWidget(projector);
    layout->addLayout(bar);
    // The rule set the games were judged by: the klassement is its outcome.
    m_rules = new QLabel(this);
    m_rules->setObjectName(QStringLiteral("rules"));
    layout->addWidget(m_rules);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setResizeContentsPrecision(40);  // see PlayersPanel
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(StandingsModel::Name, QHeaderView::Stretch);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_view, 1);
    connect(m_category, &QComboBox::currentIndexChanged, this, &StandingsPanel::refresh);
    connect(projector, &QPushButton::clicked, this, &StandingsPanel::showProjector);
}

void StandingsPanel::setCategory(const QString &category)
{
    m_category->setCurrentIndex(category.isEmpty() ? 0 : std::max(0, m_category->findData(category)));
}

void StandingsPanel::refresh()
{
    if (!document()) {
        m_model->setTournament(Tournament{});
        m_rules->clear();
        return;
    }
    const Tournament &t = document()->tournament();
    m_rules->setText(tr("Spelregels: %1").arg(RuleSetText::title(t.info.rules)));
    const QString keep = m_category->currentData().toString();
    {
        std::set<std::string> categories;
        for (const Player &p : t.players)
            categories.insert(p.categories.begin(), p.categories.end());
        const QSignalBlocker block(m_category);
        m_category->clear();
        m_category->addItem(tr("Iedereen"), QString());
        for (const std::string &c : categories)
            m_category->addItem(qs(c), qs(c));
        m_category->setCurrentIndex(std::max(0, m_category->findData(keep)));
    }
    const QString category = m_category->currentData().toString();
    m_model->setTournament(t, category.isEmpty() ? std::nullopt : std::optional<std::string>(ss(category)));
}

report::Paper StandingsPanel::standingsPaper() const
{
    report::StandingsReportOptions options;
    const QString category = m_category->currentData().toString();
    if (!category.isEmpty())
        options.category = ss(category);
    const Tournament t = document() ? document()->tournament() : Tournament{};
    return report::standingsPaper(t, options);
}

void StandingsPanel::showProjector()
{
    if (!document())
        return;
    if (!m_projector)
        m_projector = new ProjectorWindow(document());
    m_projector->setWebAddress(m_webAddress);
    // On the beamer: the other screen when the laptop has two (extended desktop), else this one.
    // The window takes that screen's whole area itself before asking for full screen: a bare X
    // server (no window manager) ignores the request and left it a small window in a corner.
    QScreen *target = window()->screen();
    for (QScreen *s : QGuiApplication::screens())
        if (s != target) {
            target = s;
            break;
        }
    if (target)
        m_projector->setGeometry(target->geometry());
    m_projector->showFullScreen();
    m_projector->raise();
}

void StandingsPanel::setWebAddress(const QString &address)
{
    m_webAddress = address;
    if (m_projector)
        m_projector->setWebAddress(address);
}

} // namespace nkb::ui
