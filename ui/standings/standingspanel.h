#pragma once
// Klassement: live standings with the ladder columns, the final cut and a category filter, under
// the rule set the games were judged by; opens the projector window for the room.
#include "ui/document/panel.h"
#include "ui/widgets/printing.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QTableView;

namespace nkb::ui {

class ProjectorWindow;
class StandingsModel;

class StandingsPanel : public Panel {
    Q_OBJECT
public:
    explicit StandingsPanel(QWidget *parent = nullptr);
    [[nodiscard]] StandingsModel *model() const { return m_model; }
    void setCategory(const QString &category);  // empty: everybody
    void showProjector();
    // The venue web's address for the projector (empty when the pages are off).
    void setWebAddress(const QString &address);
    // The klassement as printed, for the category shown.
    [[nodiscard]] report::Paper standingsPaper() const;

protected:
    void refresh() override;

private:
    StandingsModel *m_model{nullptr};
    QComboBox *m_category{nullptr};
    QTableView *m_view{nullptr};
    QLabel *m_rules{nullptr}; // "Spelregels: NK-reglement 2019"
    QPointer<ProjectorWindow> m_projector;
    QString m_webAddress;
};

} // namespace nkb::ui
