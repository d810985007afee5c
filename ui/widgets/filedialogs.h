#pragma once
// File dialogs that never read the files they list.
//
// SQLite's locks on Linux are POSIX advisory locks, held per process: when anything else in the
// process opens and closes the tournament file, every lock SQLite holds on it is gone (SQLite's
// "How to corrupt" §2.2). Qt's file dialog does exactly that to learn a file's type and icon
// from its content when the name has no known extension, and .bonaken has none. Seen at the
// desk: CSV importeren… in the folder of the open tournament, then nk-bonaken-cli read the file,
// took itself for the last user, and removed the write-ahead log under the running program; the
// draw that followed was shown on screen and never reached the file. These dialogs name a file's
// type from its extension only.
#include <QFileDialog>
#include <QFileIconProvider>
#include <QString>

namespace nkb::ui {

[[nodiscard]] QString chooseOpenFile(QWidget *parent, const QString &caption, const QString &dir,
                                     const QString &filter);
[[nodiscard]] QString chooseSaveFile(QWidget *parent, const QString &caption, const QString &dir,
                                     const QString &filter, QFileDialog::Options options = {});
[[nodiscard]] QString chooseDirectory(QWidget *parent, const QString &caption, const QString &dir);

// The icon provider those dialogs use: icons and type names from the name alone.
class NamesOnlyIconProvider : public QFileIconProvider {
public:
    [[nodiscard]] QIcon icon(IconType type) const override { return QFileIconProvider::icon(type); }
    [[nodiscard]] QIcon icon(const QFileInfo &info) const override;
    [[nodiscard]] QString type(const QFileInfo &info) const override;
};

} // namespace nkb::ui
