#pragma once
// Bestand → Publiceren…: where the website goes (the web host, its key shown and confirmed before it
// is trusted, the login, the folder), when (on request, after every round, after every change),
// the earlier years on the archive's front page, and "Nu publiceren" or "Naar map…" (the site into
// a folder, for a host the program cannot reach). The settings are the same the CLI's `publish`
// uses (publish/settings.h); the password only lives in the program's memory.
#include "publish/settings.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QSpinBox;

namespace nkb::ui {

class TournamentDocument;
class SitePublisher;

class PublishDialog : public QDialog {
    Q_OBJECT
public:
    PublishDialog(TournamentDocument *document, SitePublisher *publisher, QWidget *parent = nullptr);

    // The settings as the form holds them now (the pinned key as confirmed).
    [[nodiscard]] publish::PublishSettings formSettings() const;
    // Saves the form; false after saying why.
    bool save();
    // Asks the server for its key and the director to trust it (a Question named "publish-hostkey").
    void fetchHostKey();
    void publishNow();
    void exportToFolder();
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }

private:
    void showHostKey();

    TournamentDocument *m_document;
    SitePublisher *m_publisher;
    publish::PublishSettings m_settings;
    QLineEdit *m_host;
    QComboBox *m_protocol;
    QSpinBox *m_port;
    QLineEdit *m_user;
    QLineEdit *m_directory;
    QLineEdit *m_keyFile;
    QLineEdit *m_password;
    QLabel *m_hostKey;
    QComboBox *m_when;
    QListWidget *m_archive;
    QProgressBar *m_progress;
    QLabel *m_status;
};

} // namespace nkb::ui
