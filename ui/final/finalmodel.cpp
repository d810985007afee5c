#include "ui/final/finalmodel.h"

#include "tournament/standingscolumns.h"
#include "ui/widgets/qtstd.h"

#include <array>

namespace nkb::ui {

// The shared column headers (core/tournament/standingscolumns.cpp), named here so that lupdate
// keeps their translations under this model, which shows them through tr().
[[maybe_unused]] constexpr const char *kTranslatedHeaders[] = {
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "Plaats"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "Naam"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "Punten"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "10"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "8"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "4"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "1"),
    QT_TRANSLATE_NOOP("nkb::ui::FinalModel", "Spellen"),
};

namespace {

// The shared columns of FinalModel::Column, in its order; the qualifying rank is the tab's own.
constexpr std::array<StandingsField, FinalModel::QualifyingRank> kFields{
    StandingsField::Rank,   StandingsField::Name,  StandingsField::Points, StandingsField::Tens,
    StandingsField::Eights, StandingsField::Fours, StandingsField::Ones,   StandingsField::Games};

const StandingsColumn *sharedColumn(int column)
{
    if (column < 0 || column >= FinalModel::QualifyingRank)
        return nullptr;
    return &standingsColumn(kFields[static_cast<std::size_t>(column)]);
}

} // namespace

FinalModel::FinalModel(QObject *parent) : QAbstractTableModel(parent) {}

void FinalModel::setTournament(const Tournament &t)
{
    setRows(computeFinalRanking(t));
}

void FinalModel::setRows(std::vector<FinalRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int FinalModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

int FinalModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FinalModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || role != Qt::DisplayRole)
        return {};
    const FinalRow &r = m_rows[static_cast<std::size_t>(index.row())];
    // Finalists level on the whole ladder share the place ("1=") until the director settles it.
    if (const StandingsColumn *c = sharedColumn(index.column())) {
        const StandingsLine line = standingsLine(r);
        if (c->number)
            return standingsNumber(c->field, line);
        return qs(standingsText(c->field, line));
    }
    switch (index.column()) {
    case QualifyingRank: return r.qualifyingRank;
    default: return {};
    }
}

QVariant FinalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (const StandingsColumn *c = sharedColumn(section))
        return tr(c->header); // the English translation holds the shared words under this model
    switch (section) {
    case QualifyingRank: return tr("Voorronde");
    default: return {};
    }
}

} // namespace nkb::ui
