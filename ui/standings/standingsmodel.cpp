#include "ui/standings/standingsmodel.h"

#include "tournament/finaltie.h"
#include "tournament/progress.h"
#include "tournament/standingscolumns.h"

#include "ui/widgets/qtstd.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <array>

namespace nkb::ui {

// The shared column headers (core/tournament/standingscolumns.cpp), named here so that lupdate
// keeps their translations under this model, which shows them through tr().
[[maybe_unused]] constexpr const char *kTranslatedHeaders[] = {
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "Plaats"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "Nr"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "Naam"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "Club"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "Punten"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "10"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "8"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "4"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "1"),
    QT_TRANSLATE_NOOP("nkb::ui::StandingsModel", "Spellen"),
};

namespace {

// The shared columns of StandingsModel::Column, in its order; the Final column is the tab's own.
constexpr std::array<StandingsField, StandingsModel::Final> kFields{
    StandingsField::Rank,   StandingsField::StartNumber, StandingsField::Name,  StandingsField::Club,
    StandingsField::Points, StandingsField::Tens,        StandingsField::Eights, StandingsField::Fours,
    StandingsField::Ones,   StandingsField::Games};

const StandingsColumn *sharedColumn(int column)
{
    if (column < 0 || column >= StandingsModel::Final)
        return nullptr;
    return &standingsColumn(kFields[static_cast<std::size_t>(column)]);
}

} // namespace

StandingsModel::StandingsModel(QObject *parent) : QAbstractTableModel(parent) {}

void StandingsModel::setTournament(const Tournament &t, const std::optional<std::string> &category)
{
    beginResetModel();
    StandingsOptions options;
    options.category = category;
    m_rows = computeStandings(t, options);
    m_showCut = !category.has_value();
    m_finalists.clear();
    m_complete = qualifyingComplete(t);
    m_champion = m_showCut && t.round(kFinalRound) ? finalState(t).champion : std::nullopt;
    m_notes.clear();
    // As fewerRoundsNote (every other face), in the interface's language.
    for (const StandingRow &r : m_rows)
        if (const Player *p = t.player(r.startNumber); p && p->withdrawnFromRound)
            m_notes[r.startNumber] = tr("teruggetrokken vanaf ronde %1").arg(*p->withdrawnFromRound);
        else if (p && p->joinsFromRound > 1)
            m_notes[r.startNumber] = tr("vanaf ronde %1").arg(p->joinsFromRound);
    m_lotDrawn = false;
    if (m_showCut) {
        const FinalistsView view = finalistsOf(t, m_rows); // all players: no category
        m_lotDrawn = view.lot.has_value();
        // With a lot pending these are the finalists above the tie: certain, so green too.
        m_finalists.insert(view.finalists.begin(), view.finalists.end());
    }
    endResetModel();
}

const StandingRow *StandingsModel::rowAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)];
}

int StandingsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

int StandingsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    const StandingRow *r = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!r)
        return {};
    const bool finalist = m_finalists.count(r->startNumber) > 0;
    // Once the lot settled the tie its winners are green like every finalist (as on the
    // PDF, the web page and the CSV); only an open tie is yellow.
    const bool drawn = m_showCut && r->tieAtCut && m_lotDrawn;
    const bool tie = m_showCut && r->tieAtCut && !m_lotDrawn;
    switch (role) {
    case FinalistRole: return finalist;
    case TieAtCutRole: return tie;
    case Qt::BackgroundRole:
        if (tie)
            return QBrush(QColor(255, 236, 179));
        if (finalist)
            return QBrush(QColor(200, 230, 201));
        return {};
    case Qt::ForegroundRole: return r->withdrawn ? QVariant(QBrush(QColor(128, 128, 128))) : QVariant();
    case Qt::TextAlignmentRole: {
        const StandingsColumn *c = sharedColumn(index.column());
        if (c && c->align == ColumnAlign::Left)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    case Qt::ToolTipRole:
        if (tie)
            return m_complete ? tr("Gelijk over de finalegrens: een loting beslist (regel 60).")
                              : tr("Nu gelijk over de finalegrens; na de laatste ronde beslist zo nodig een loting.");
        if (finalist && !m_complete)
            return tr("Nu op een finaleplaats; vast na de laatste ronde (regel 61).");
        if (drawn)
            return finalist ? tr("Gelijk over de finalegrens; de loting gaf een finaleplaats (regel 60).")
                            : tr("Gelijk over de finalegrens; de loting gaf geen finaleplaats (regel 60).");
        return {};
    case Qt::DisplayRole: break;
    default: return {};
    }
    if (index.column() == Name)
        return m_notes.count(r->startNumber) ? tr("%1 (%2)").arg(qs(r->name), m_notes.at(r->startNumber))
                                             : qs(r->name);
    if (const StandingsColumn *c = sharedColumn(index.column())) {
        const StandingsLine line = standingsLine(*r);
        if (c->number)
            return standingsNumber(c->field, line);
        return qs(standingsText(c->field, line));
    }
    switch (index.column()) {
    case Final:
        // The same words as the Finale tab: sure only after the last round (R61).
        if (tie)
            return m_complete ? tr("loting") : tr("nu gelijk");
        if (drawn)
            return finalist ? tr("finale (loting)") : tr("geen finale (loting)");
        if (m_champion == r->startNumber)
            return tr("kampioen");
        if (finalist)
            return m_complete ? tr("finale") : tr("nu finale");
        return QString();
    default: return {};
    }
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (const StandingsColumn *c = sharedColumn(section))
        return tr(c->header); // the English translation holds the shared words under this model
    switch (section) {
    case Final: return tr("Finale");
    default: return {};
    }
}

} // namespace nkb::ui
