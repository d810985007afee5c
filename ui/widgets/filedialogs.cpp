#include "ui/widgets/filedialogs.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMimeDatabase>

namespace nkb::ui {

QIcon NamesOnlyIconProvider::icon(const QFileInfo &info) const
{
    return QFileIconProvider::icon(info.isDir() ? QFileIconProvider::Folder : QFileIconProvider::File);
}

QString NamesOnlyIconProvider::type(const QFileInfo &info) const
{
    if (info.isDir())
        return QCoreApplication::translate("FileDialogs", "Map");
    if (info.suffix().compare(QLatin1String("bonaken"), Qt::CaseInsensitive) == 0)
        return QCoreApplication::translate("FileDialogs", "Toernooibestand");
    // MatchExtension: the name only, the file is never opened.
    const QMimeType mime = QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
    return mime.isDefault() ? QCoreApplication::translate("FileDialogs", "Bestand") : mime.comment();
}

namespace {

QString run(QWidget *parent, QFileDialog::AcceptMode mode, const QString &caption, const QString &dir,
            const QString &filter, QFileDialog::Options options, QFileDialog::FileMode fileMode)
{
    NamesOnlyIconProvider provider; // outlives the dialog below
#ifndef Q_OS_WIN
    // A platform dialog (GTK in this process) reads contents too; Windows locks per handle.
    options |= QFileDialog::DontUseNativeDialog;
#endif
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setOptions(options);
    dialog.setIconProvider(&provider);
    dialog.setAcceptMode(mode);
    dialog.setFileMode(fileMode);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

} // namespace

QString chooseOpenFile(QWidget *parent, const QString &caption, const QString &dir, const QString &filter)
{
    return run(parent, QFileDialog::AcceptOpen, caption, dir, filter, {}, QFileDialog::ExistingFile);
}

QString chooseSaveFile(QWidget *parent, const QString &caption, const QString &dir, const QString &filter,
                       QFileDialog::Options options)
{
    return run(parent, QFileDialog::AcceptSave, caption, dir, filter, options, QFileDialog::AnyFile);
}

QString chooseDirectory(QWidget *parent, const QString &caption, const QString &dir)
{
    return run(parent, QFileDialog::AcceptOpen, caption, dir, {}, QFileDialog::ShowDirsOnly, QFileDialog::Directory);
}

} // namespace nkb::ui
