#pragma once
// Beeld → "Webpagina's voor spelers": the director starts and stops the venue web for the open
// tournament, chooses the network it is on, and sees the address and its QR code to put on the
// projector. The pages keep running with the dialog closed, until stopped or another tournament
// is opened.
#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace nkb::web {
class VenueWeb;
}

namespace nkb::ui {

class QrWidget;
class TournamentDocument;

class WebDialog : public QDialog {
    Q_OBJECT
  public:
    WebDialog(web::VenueWeb *web, TournamentDocument *document, QWidget *parent = nullptr);
    // For the tests and the keyboard: what the buttons do.
    void startServing();
    void stopServing();
    [[nodiscard]] QString addressText() const;
    [[nodiscard]] QrWidget *qrWidget() const { return m_qr; }

  private:
    void showState(const QString &problem = {});

    web::VenueWeb *m_web;
    TournamentDocument *m_document;
    QComboBox *m_network{nullptr};
    QSpinBox *m_port{nullptr};
    QCheckBox *m_tableEntry{nullptr};
    QPushButton *m_start{nullptr};
    QPushButton *m_stop{nullptr};
    QLabel *m_state{nullptr};
    QLabel *m_refusals{nullptr};
    QrWidget *m_qr{nullptr};
    int m_refused{0};
};

} // namespace nkb::ui
