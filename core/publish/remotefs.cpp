// The web host's files through libssh2's SFTP (see remotefs.h).
#include "publish/remotefs.h"

#include "publish/messages.h"

namespace nkb::publish {

namespace {

constexpr long kFileMode =
    LIBSSH2_SFTP_S_IRUSR | LIBSSH2_SFTP_S_IWUSR | LIBSSH2_SFTP_S_IRGRP | LIBSSH2_SFTP_S_IROTH;
constexpr long kFolderMode = kFileMode | LIBSSH2_SFTP_S_IXUSR | LIBSSH2_SFTP_S_IXGRP | LIBSSH2_SFTP_S_IXOTH;

unsigned int length(const QByteArray &text)
{
    return static_cast<unsigned int>(text.size());
}

RemoteFs::Kind kindOf(const LIBSSH2_SFTP_ATTRIBUTES &attributes)
{
    if (!(attributes.flags & LIBSSH2_SFTP_ATTR_PERMISSIONS))
        return RemoteFs::Kind::File;
    switch (attributes.permissions & LIBSSH2_SFTP_S_IFMT) {
    case LIBSSH2_SFTP_S_IFDIR:
        return RemoteFs::Kind::Directory;
    case LIBSSH2_SFTP_S_IFLNK:
        return RemoteFs::Kind::Symlink;
    default:
        return RemoteFs::Kind::File;
    }
}

QString parentOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    if (slash < 0)
        return {};
    return slash == 0 ? QStringLiteral("/") : path.left(slash);
}

} // namespace

RemoteFs::~RemoteFs()
{
    if (m_sftp)
        libssh2_sftp_shutdown(m_sftp);
}

bool RemoteFs::open()
{
    m_sftp = libssh2_sftp_init(m_ssh.session());
    if (m_sftp)
        return true;
    const int code = libssh2_session_last_errno(m_ssh.session());
    if (code == LIBSSH2_ERROR_CHANNEL_REQUEST_DENIED || code == LIBSSH2_ERROR_CHANNEL_FAILURE ||
        code == LIBSSH2_ERROR_SFTP_PROTOCOL)
        return m_ssh.fail(UploadError::ServerRefused, text::noSftp(m_ssh.host()));
    return failed(QString());
}

std::optional<RemoteFs::Kind> RemoteFs::kind(const QString &path)
{
    const QByteArray name = path.toUtf8();
    LIBSSH2_SFTP_ATTRIBUTES attributes{};
    if (libssh2_sftp_stat_ex(m_sftp, name.constData(), length(name), LIBSSH2_SFTP_LSTAT, &attributes) == 0)
        return kindOf(attributes);
    if (libssh2_session_last_errno(m_ssh.session()) == LIBSSH2_ERROR_SFTP_PROTOCOL &&
        libssh2_sftp_last_error(m_sftp) == LIBSSH2_FX_NO_SUCH_FILE)
        return Kind::Missing;
    failed(path);
    return std::nullopt;
}

bool RemoteFs::makeFolder(const QString &path)
{
    const QByteArray name = path.toUtf8();
    return libssh2_sftp_mkdir_ex(m_sftp, name.constData(), length(name), kFolderMode) == 0 || failed(path);
}

bool RemoteFs::makeFolders(const QString &path)
{
    const auto found = kind(path);
    if (!found)
        return false;
    if (*found == Kind::Directory)
        return true;
    if (*found != Kind::Missing) // a file or a link where the folder should be
        return m_ssh.fail(UploadError::FolderInTheWay, text::folderInTheWay(path));
    const QString parent = parentOf(path);
    if (!parent.isEmpty() && parent != QLatin1String("/") && !makeFolders(parent))
        return false;
    return makeFolder(path);
}

std::optional<QString> RemoteFs::readLink(const QString &path)
{
    const QByteArray name = path.toUtf8();
    char target[1024];
    const int n = libssh2_sftp_symlink_ex(m_sftp, name.constData(), length(name), target, sizeof target,
                                          LIBSSH2_SFTP_READLINK);
    if (n < 0) {
        failed(path);
        return std::nullopt;
    }
    return QString::fromUtf8(target, n);
}

bool RemoteFs::makeSymlink(const QString &target, const QString &linkPath)
{
    // The draft names the link first, the target second; OpenSSH's server reads them the other
    // way round (its sftp-server.c, "oldpath" first), and libssh2 sends its first argument first:
    // so the target goes first here. libssh2 1.10 then reads the request's id where the status
    // code is (an error for every id but 0, also when the link was made): its answer is taken
    // only when the connection failed, and reading the link back decides.
    const QByteArray first = target.toUtf8();
    QByteArray second = linkPath.toUtf8();
    if (libssh2_sftp_symlink_ex(m_sftp, first.constData(), length(first), second.data(), length(second),
                                LIBSSH2_SFTP_SYMLINK) != 0 &&
        libssh2_session_last_errno(m_ssh.session()) != LIBSSH2_ERROR_SFTP_PROTOCOL)
        return failed(linkPath);
    const auto kindMade = kind(linkPath);
    if (!kindMade)
        return false;
    if (*kindMade == Kind::Missing) // refused after all (no room, no permission)
        return m_ssh.fail(UploadError::ServerRefused, text::serverRefused(linkPath));
    const auto made = readLink(linkPath);
    if (!made)
        return false;
    if (*made != target)
        return m_ssh.fail(UploadError::ServerRefused, text::symlinkWrongWay(m_ssh.host()));
    return true;
}

bool RemoteFs::remove(const QString &path)
{
    const QByteArray name = path.toUtf8();
    return libssh2_sftp_unlink_ex(m_sftp, name.constData(), length(name)) == 0 || failed(path);
}

std::optional<std::vector<RemoteFs::Entry>> RemoteFs::list(const QString &folder)
{
    const QByteArray name = folder.toUtf8();
    LIBSSH2_SFTP_HANDLE *dir =
        libssh2_sftp_open_ex(m_sftp, name.constData(), length(name), 0, 0, LIBSSH2_SFTP_OPENDIR);
    if (!dir) {
        failed(folder);
        return std::nullopt;
    }
    std::vector<Entry> entries;
    char buffer[1024];
    for (;;) {
        LIBSSH2_SFTP_ATTRIBUTES attributes{};
        const int n = libssh2_sftp_readdir_ex(dir, buffer, sizeof buffer, nullptr, 0, &attributes);
        if (n == 0)
            break;
        if (n < 0) {
            failed(folder);
            libssh2_sftp_close_handle(dir);
            return std::nullopt;
        }
        const QString entry = QString::fromUtf8(buffer, n);
        if (entry != QLatin1String(".") && entry != QLatin1String(".."))
            entries.push_back({entry, kindOf(attributes)});
    }
    if (libssh2_sftp_close_handle(dir) != 0) {
        failed(folder);
        return std::nullopt;
    }
    return entries;
}

bool RemoteFs::rename(const QString &oldPath, const QString &newPath)
{
    const QByteArray from = oldPath.toUtf8();
    const QByteArray to = newPath.toUtf8();
    return libssh2_sftp_rename_ex(m_sftp, from.constData(), length(from), to.constData(), length(to),
                                  LIBSSH2_SFTP_RENAME_ATOMIC | LIBSSH2_SFTP_RENAME_NATIVE) == 0 ||
           failed(newPath);
}

} // namespace nkb::publish
