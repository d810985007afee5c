#pragma once
// Import of a players CSV with a preview: the rows as read, and the bad row named before
// anything is written. The store takes the whole file or nothing. Players already in the
// tournament are marked "al aanwezig"; then the button imports only the new ones (the list
// re-imported at the door with the late sign-ups).
#include <QDialog>

#include <string>

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
    [[nodiscard]] bool canImport() const;
    // Rows whose name is already a player of the tournament.
    [[nodiscard]] int knownRows() const { return m_known; }
    [[nodiscard]] QString importButtonText() const;
    // Writes the players; on refusal the dialog stays open and shows why.
    bool import();

private:
    void showRawRows(const std::string &text, const QString &error);
    TournamentDocument *m_document;
    std::string m_text;
    QTableWidget *m_preview{nullptr};
    QLabel *m_message{nullptr};
    QPushButton *m_import{nullptr};
    int m_known{0};
};

} // namespace nkb::ui
