#pragma once
// "Verbinden met server…": the venue's server (scripts/venue-server.sh prints what to type), its
// database, the stations' user and password, and this station's name. The fields come back from
// the settings next time; the password never goes there (it is asked each time, or read by the
// server's client library from ~/.pgpass when left empty).
#include "ui/widgets/settings.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace nkb::ui {

struct ServerLogin {
    settings::ServerFields fields;
    QString password; // in memory only
    bool viewOnly{false}; // "Alleen bekijken": a projector station changes nothing
};

class ServerDialog : public QDialog {
    Q_OBJECT
public:
    // `purpose` says what OK does ("Verbinden", "Kopiëren").
    ServerDialog(const QString &title, const QString &purpose, QWidget *parent = nullptr);
    [[nodiscard]] ServerLogin login() const;
    // OK: only with a station name that may be one (or none: the computer's name); else it says
    // why beside the field and stays open.
    void accept() override;
    // For copying to the server: no "Alleen bekijken" there.
    void hideViewOnly();

private:
    QLineEdit *m_host{nullptr};
    QSpinBox *m_port{nullptr};
    QLineEdit *m_database{nullptr};
    QLineEdit *m_user{nullptr};
    QLineEdit *m_password{nullptr};
    QLineEdit *m_station{nullptr};
    QLineEdit *m_ca{nullptr};
    QCheckBox *m_viewOnly{nullptr};
    QLabel *m_problem{nullptr};
};

} // namespace nkb::ui
