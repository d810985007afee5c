#pragma once
// The logbook's files: lines appended to nk-bonaken.log, which is moved aside to nk-bonaken.1.log
// (and .1 to .2, …) before it would grow past its size; the oldest falls off. Each line is
// appended on its own (open, append, close), so the GUI and a long-running command
// (nk-bonaken-cli serve) may share the folder, and a folder removed meanwhile is made again.
#include <QMutex>
#include <QString>

namespace nkb::log {

class LogFile {
  public:
    LogFile(QString folder, qint64 maxBytes, int files);

    [[nodiscard]] QString path() const;
    // Appends one line (its newline added); false when it could not be written.
    bool append(const QByteArray &line);

  private:
    [[nodiscard]] QString numbered(int n) const;
    void rotate();

    QMutex m_mutex; // lines come from any thread (the store's thread of a server)
    QString m_folder;
    qint64 m_maxBytes;
    int m_files;
};

} // namespace nkb::log
