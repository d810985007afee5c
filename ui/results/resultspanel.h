#pragma once
// Uitslagen: pick round, table and game; enter it gift by gift or as paper points. Saving moves
// on to the next game, then to the next table without a result.
#include "store/tournamentstore.h"
#include "ui/widgets/panel.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace nkb::ui {

class GiftEntryWidget;
class PointsEntryWidget;

class ResultsPanel : public Panel {
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget *parent = nullptr);
    [[nodiscard]] GiftEntryWidget *giftEntry() const { return m_gifts; }
    [[nodiscard]] PointsEntryWidget *pointsEntry() const { return m_points; }
    [[nodiscard]] GameRef currentRef() const;
    void select(const GameRef &ref);
    // Stores the game in the gift entry / the paper points; gives the refusal or "".
    QString saveGifts();
    QString savePoints();
    void nextOpenTable();

protected:
    void refresh() override;

private:
    void fillTables();
    void fillGames();
    void loadSelection();
    void afterSave();

    QComboBox *m_round{nullptr};
    QComboBox *m_table{nullptr};
    QComboBox *m_game{nullptr};
    QPushButton *m_next{nullptr};
    QLabel *m_state{nullptr};
    QTabWidget *m_modes{nullptr};
    GiftEntryWidget *m_gifts{nullptr};
    PointsEntryWidget *m_points{nullptr};
};

} // namespace nkb::ui
