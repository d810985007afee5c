#pragma once
// A paper result: the points per player of a finished game, as the referee hands it in.
// The store checks that one game can give them (R54–R57). Enter in any field stores, as
// "Punten opslaan" does; the seats carry the scoresheet's letters.
#include <QWidget>

#include <string>
#include <utility>
#include <vector>

class QFormLayout;
class QPushButton;
class QSpinBox;

namespace nkb::ui {

class PointsEntryWidget : public QWidget {
    Q_OBJECT
public:
    explicit PointsEntryWidget(QWidget *parent = nullptr);
    void setTable(const std::vector<std::string> &players, const std::vector<int> &points = {});
    [[nodiscard]] std::vector<std::pair<std::string, int>> points() const;
    // The cursor in seat A's field, its number selected to type over.
    void focusFirst();

signals:
    void saveRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QFormLayout *m_form{nullptr};
    QPushButton *m_save{nullptr};
    std::vector<std::string> m_players;
    std::vector<QSpinBox *> m_spins;
};

} // namespace nkb::ui
