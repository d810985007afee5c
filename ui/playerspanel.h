#pragma once
// Deelnemers: the searchable player list; add, import CSV, withdraw, late entry.
#include "ui/panel.h"

class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace nkb::ui {

class PlayersModel;

class PlayersPanel : public Panel {
    Q_OBJECT
public:
    explicit PlayersPanel(QWidget *parent = nullptr);
    [[nodiscard]] PlayersModel *model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel *filter() const { return m_filter; }
    void setSearchText(const QString &text);

    void addPlayer();
    void importCsv();
    void withdrawSelected();
    void lateEntry();

protected:
    void refresh() override;

private:
    PlayersModel *m_model{nullptr};
    QSortFilterProxyModel *m_filter{nullptr};
    QLineEdit *m_search{nullptr};
    QTableView *m_view{nullptr};
    QPushButton *m_add{nullptr};
    QPushButton *m_import{nullptr};
    QPushButton *m_withdraw{nullptr};
    QPushButton *m_late{nullptr};
};

} // namespace nkb::ui
