#pragma once
// Bestand → Exporteren als CSV…: the director picks a list (klassement, per categorie, indeling per
// tafel or naam → tafel of a round, deelnemers, finale), then a file; core/report writes the CSV.
#include "tournament/tournament.h"

#include <QByteArray>
#include <QDialog>
#include <QString>

#include <optional>

class QComboBox;
class QFormLayout;

namespace nkb::ui {

class CsvExportDialog : public QDialog {
    Q_OBJECT
  public:
    enum List { Standings, CategoryStandings, SeatingByTable, SeatingByName, Players, Final };
    CsvExportDialog(const Tournament &t, QWidget *parent = nullptr);

    // Without a round the latest stays chosen.
    void choose(List list, std::optional<int> round = std::nullopt, const QString &category = {});
    // The file's bytes for the current choice; empty with *problem set when it cannot be made.
    [[nodiscard]] QByteArray csv(QString *problem) const;
    // "Klassement NK Bonaken 2026.csv", "Indeling ronde 2 (naam - tafel) NK Bonaken 2026.csv", …
    [[nodiscard]] QString suggestedFileName() const;
    // What the dialog offers now: its lists, and whether the round and category rows are shown.
    [[nodiscard]] QStringList lists() const;
    [[nodiscard]] bool roundShown() const;
    [[nodiscard]] bool categoryShown() const;

  private:
    void updateEnabled();
    const Tournament &m_tournament;
    QComboBox *m_list{nullptr};
    QComboBox *m_round{nullptr};
    QComboBox *m_category{nullptr};
    QFormLayout *m_form{nullptr};
};

// The whole walk: the dialog, the file dialog, the write; the outcome in a message box (or the
// status text the caller shows). Returns the path written, or empty.
QString exportCsv(QWidget *parent, const Tournament &t, const QString &startDirectory);

} // namespace nkb::ui
