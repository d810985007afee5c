#pragma once
// "Spelers van vorig jaar…": the players of another tournament's file (only read), each with a
// tick, to take over into the open tournament with their person ids (services/carryover.h). All
// are ticked; a player who is here already (the same person id), or whose name is here for
// another person, is greyed and unticked with the reason. The players start "aangemeld" unless
// "Meteen aanwezig" is ticked, as in the CSV import (the same remembered setting).
#include "services/carryover.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace nkb::ui {

class TournamentDocument;

class CarryDialog : public QDialog {
    Q_OBJECT
public:
    enum Column { Number, Name, Club, Categories, Website, Status, ColumnCount };

    CarryDialog(TournamentDocument *document, const QString &fileName, QWidget *parent = nullptr);
    [[nodiscard]] QString message() const;
    [[nodiscard]] int rows() const;
    [[nodiscard]] QString cell(int row, int column) const;
    // The row of the player with this start number in the other file, -1 when none.
    [[nodiscard]] int rowOf(int startNumber) const;
    // A greyed row: its player cannot be taken over (the status says why).
    [[nodiscard]] bool rowEnabled(int row) const;
    void setTicked(int startNumber, bool ticked);
    [[nodiscard]] bool ticked(int startNumber) const;
    [[nodiscard]] QCheckBox *presentBox() const { return m_present; }
    [[nodiscard]] bool canCarry() const;
    [[nodiscard]] QString carryButtonText() const;
    // Takes over the ticked players; on refusal the dialog stays open and shows why. The note of
    // the change (how many, which start numbers) after success.
    bool carry();
    [[nodiscard]] const QString &done() const { return m_done; }

private:
    void fill();
    void countTicked();
    TournamentDocument *m_document;
    std::optional<CarrySource> m_source;
    QLabel *m_from{nullptr};
    QTableWidget *m_table{nullptr};
    QLabel *m_message{nullptr};
    QCheckBox *m_present{nullptr};
    QPushButton *m_carry{nullptr};
    QString m_done;
    int m_here{0};
};

} // namespace nkb::ui
