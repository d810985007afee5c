#pragma once
// Import of a players CSV with a preview: the rows as read, each with a tick, and every bad row
// named before anything is written; a bad row is left out (unticked), as is any row the director
// unticks, and the rest is imported. Every column is shown with what it becomes, or as
// ignored. Players already in the tournament are marked "al aanwezig" and left out (the list
// re-imported at the door with the late sign-ups). The players start "aangemeld" (not present)
// unless "Meteen aanwezig" is ticked (a setting that the dialog remembers).
#include <QDialog>

#include <string>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace nkb::ui {

class TournamentDocument;

class CsvImportDialog : public QDialog {
    Q_OBJECT
public:
    CsvImportDialog(TournamentDocument *document, const QString &fileName, QWidget *parent = nullptr);
    // For tests and drag-and-drop: the text itself.
    void setCsvText(const std::string &text);
    [[nodiscard]] QString message() const;
    [[nodiscard]] int previewRows() const;
    // The preview's cell (0 row, 1 name, 2 club, 3 categories, 4 status) of a row of the table.
    [[nodiscard]] QString previewCell(int previewRow, int column) const;
    [[nodiscard]] bool canImport() const;
    // Rows whose name is already a player of the tournament.
    [[nodiscard]] int knownRows() const { return m_known; }
    [[nodiscard]] QString importButtonText() const;
    // "naam → naam, Dame → categorie dame (ja/nee), Geboren → genegeerd".
    [[nodiscard]] QString columnsText() const;
    // Rows of the file (the header is row 1) with a tick: imported; without: left out.
    void setRowTicked(int fileRow, bool ticked);
    [[nodiscard]] bool rowTicked(int fileRow) const;
    [[nodiscard]] QCheckBox *presentBox() const { return m_present; }
    // Writes the players; on refusal the dialog stays open and shows why.
    bool import();

private:
    void showRawRows(const std::string &text, const QString &error);
    void countTicked();
    TournamentDocument *m_document;
    std::string m_text;
    QTableWidget *m_preview{nullptr};
    QLabel *m_message{nullptr};
    QLabel *m_columns{nullptr};
    QCheckBox *m_present{nullptr};
    QPushButton *m_import{nullptr};
    int m_known{0};
    int m_bad{0};
};

} // namespace nkb::ui
