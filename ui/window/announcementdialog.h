#pragma once
// Bewerken → Mededeling… (issue 40): the director types a short message for the room. Tonen puts
// it on the projector and at the top of every phone page within seconds; Intrekken takes the one
// standing down. Each is one undoable change; a refusal keeps the dialog open with what was typed.
#include <QDialog>

#include <functional>

class QAction;
class QLabel;
class QMenu;
class QLineEdit;
class QPushButton;

namespace nkb::ui {

class TournamentDocument;

class AnnouncementDialog : public QDialog {
    Q_OBJECT
  public:
    explicit AnnouncementDialog(TournamentDocument *document, QWidget *parent = nullptr);
    // For the tests: the field, the withdraw button, and what the dialog said last.
    [[nodiscard]] QLineEdit *textField() const { return m_text; }
    [[nodiscard]] QPushButton *withdrawButton() const { return m_withdraw; }
    [[nodiscard]] QString said() const;

  protected:
    void accept() override;

  private:
    void withdraw();
    void showLength();
    // Runs the change; false (and the refusal shown) when the store refused it.
    bool change(const std::string &text);

    TournamentDocument *m_document;
    QLineEdit *m_text{nullptr};
    QLabel *m_count{nullptr};
    QLabel *m_said{nullptr};
    QPushButton *m_withdraw{nullptr};
};

// Bewerken → "&Mededeling…" (Ctrl+M) in `menu`: opens the dialog on the open tournament.
QAction *addAnnouncementAction(QMenu *menu, QWidget *window, std::function<TournamentDocument *()> document);

} // namespace nkb::ui
