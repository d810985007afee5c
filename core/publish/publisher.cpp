// The steps of one upload (see publisher.h).
#include "publish/publisher.h"

#include "log/log.h"
#include "publish/layout.h"
#include "publish/messages.h"

#include <set>

namespace nkb::publish {

namespace {

QString parentOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

} // namespace

Publisher::Publisher(RemoteFs &fs, SftpChannel &channel, SshSession &ssh, const QString &base,
                     const Upload &site, const UploadProgress &progress, const std::atomic_bool *cancel)
    : m_fs(fs), m_channel(channel), m_batch(channel, ssh), m_ssh(ssh), m_base(base), m_site(site),
      m_progress(progress), m_cancel(cancel)
{
    for (const SiteFiles *files : {&site.treeFiles, &site.rootFiles})
        for (const SiteFile &file : *files) {
            ++m_filesTotal;
            m_bytesTotal += file.bytes.size();
        }
}

bool Publisher::run()
{
    tell();
    if (!prepare() || !clearLeftovers())
        return false;
    if (!sendTree() || !switchTree()) {
        // The new generation is of no use now; on a live connection it goes at once (a full disk
        // gets its room back), else the next upload removes it.
        if (m_ssh.usable() && !m_switched && m_next > 0) {
            const Failure failure = m_ssh.failure();
            m_batch.removeTree(layout::join(m_base, layout::linkTarget(m_site.tree, m_next)));
            m_ssh.fail(failure.error, failure.message);
        }
        return false;
    }
    if (!sendRootFiles())
        return false;
    removeOutdated();
    return true;
}

bool Publisher::prepare()
{
    // The checks first, so that a refusal leaves the host as it was. The tree's name: nothing yet,
    // or our symlink. Anything else is someone's, and stays.
    const QString tree = layout::join(m_base, m_site.tree);
    const auto treeKind = m_fs.kind(tree);
    if (!treeKind)
        return false;
    if (*treeKind == RemoteFs::Kind::Symlink) {
        const auto target = m_fs.readLink(tree);
        if (!target)
            return false;
        const auto generation = layout::generationOfLink(m_site.tree, *target);
        if (!generation)
            return m_ssh.fail(UploadError::FolderInTheWay, text::folderInTheWay(tree));
        m_current = *generation;
    } else if (*treeKind != RemoteFs::Kind::Missing) {
        return m_ssh.fail(UploadError::FolderInTheWay, text::folderInTheWay(tree));
    }
    for (const SiteFile &file : m_site.rootFiles) {
        const QString path = layout::join(m_base, file.path);
        const auto kind = m_fs.kind(path);
        if (!kind)
            return false;
        if (*kind == RemoteFs::Kind::Directory)
            return m_ssh.fail(UploadError::FolderInTheWay, text::folderInTheWay(path));
    }

    if (m_base != QLatin1String(".") && m_base != QLatin1String("/") && !m_fs.makeFolders(m_base))
        return false;
    const QString generations = layout::join(m_base, QLatin1String(layout::kGenerations));
    const auto folder = m_fs.kind(generations);
    if (!folder)
        return false;
    if (*folder == RemoteFs::Kind::Missing && !m_fs.makeFolder(generations))
        return false;
    if (*folder != RemoteFs::Kind::Missing && *folder != RemoteFs::Kind::Directory)
        return m_ssh.fail(UploadError::FolderInTheWay, text::folderInTheWay(generations));
    const auto entries = m_fs.list(generations);
    if (!entries)
        return false;
    for (const RemoteFs::Entry &entry : *entries)
        if (const auto n = layout::generationOf(m_site.tree, entry.name);
            n && entry.kind == RemoteFs::Kind::Directory)
            m_generations.push_back(*n);
    return true;
}

bool Publisher::clearLeftovers()
{
    for (const int n : layout::halfWritten(m_generations, m_current)) {
        qCInfo(log::publish).noquote() << QStringLiteral("Half verstuurde versie %1 op %2 verwijderd")
                                              .arg(layout::generationFolder(m_site.tree, n), m_ssh.host());
        if (!m_batch.removeTree(layout::join(m_base, layout::linkTarget(m_site.tree, n))))
            return false;
        std::erase(m_generations, n);
    }
    return removeIfThere(layout::join(m_base, layout::temporaryName(m_site.tree)));
}

bool Publisher::sendTree()
{
    m_next = m_current + 1;
    const QString folder = layout::join(m_base, layout::linkTarget(m_site.tree, m_next));
    std::set<QString> subfolders; // ordered: a folder before the ones inside it
    for (const SiteFile &file : m_site.treeFiles)
        for (QString parent = parentOf(file.path); !parent.isEmpty(); parent = parentOf(parent))
            subfolders.insert(parent);
    std::vector<QString> folders{folder};
    for (const QString &sub : subfolders)
        folders.push_back(folder + QLatin1Char('/') + sub);
    if (!m_batch.makeFolders(folders))
        return false;
    std::vector<Batch::File> files;
    files.reserve(m_site.treeFiles.size());
    for (const SiteFile &file : m_site.treeFiles)
        files.push_back({folder + QLatin1Char('/') + file.path, &file.bytes});
    if (cancelled())
        return m_ssh.fail(UploadError::Cancelled, text::cancelled());
    return m_batch.writeFiles(
        files, [this](const Batch::File &file) { fileDone(file.bytes->size()); },
        [this] { return cancelled(); });
}

bool Publisher::switchTree()
{
    if (cancelled())
        return m_ssh.fail(UploadError::Cancelled, text::cancelled());
    const QString temporary = layout::join(m_base, layout::temporaryName(m_site.tree));
    if (!m_fs.makeSymlink(layout::linkTarget(m_site.tree, m_next), temporary))
        return false;
    if (!replace(temporary, layout::join(m_base, m_site.tree)))
        return false;
    m_switched = true;
    return true;
}

bool Publisher::sendRootFiles()
{
    // Every root file under its temporary name at once, then each renamed onto its name.
    std::vector<Batch::File> temporaries;
    for (const SiteFile &file : m_site.rootFiles) {
        const QString path = layout::join(m_base, file.path);
        if (file.path.contains(QLatin1Char('/')) && !m_fs.makeFolders(parentOf(path)))
            return false;
        temporaries.push_back({layout::join(m_base, layout::temporaryName(file.path)), &file.bytes});
    }
    if (!m_batch.writeFiles(temporaries, {}, {}))
        return false;
    for (std::size_t i = 0; i < temporaries.size(); ++i) {
        if (!replace(temporaries[i].path, layout::join(m_base, m_site.rootFiles[i].path)))
            return false;
        fileDone(temporaries[i].bytes->size());
    }
    return true;
}

void Publisher::removeOutdated()
{
    for (const int n : layout::outdated(m_generations, m_current, m_next))
        if (!m_batch.removeTree(layout::join(m_base, layout::linkTarget(m_site.tree, n)))) {
            // The site is published; the next upload tries again.
            qCWarning(log::publish).noquote()
                << QStringLiteral("Oude versie %1 op %2 niet verwijderd: %3")
                       .arg(layout::generationFolder(m_site.tree, n), m_ssh.host(), m_ssh.failure().message);
            return;
        }
}

bool Publisher::replace(const QString &temporary, const QString &path)
{
    if (m_channel.offersPosixRename())
        return m_channel.posixRename(temporary, path);
    // SFTP version 3's rename refuses an existing target: the old one aside first. A visitor
    // between the two renames finds nothing.
    m_atomic = false;
    const QString aside = layout::asideName(path);
    const auto kind = m_fs.kind(path);
    if (!kind || !removeIfThere(aside))
        return false;
    const bool hadOld = *kind != RemoteFs::Kind::Missing;
    if (hadOld && !m_fs.rename(path, aside))
        return false;
    if (!m_fs.rename(temporary, path)) {
        if (hadOld && m_ssh.usable()) { // the old one back where it was
            const Failure failure = m_ssh.failure();
            m_fs.rename(aside, path);
            m_ssh.fail(failure.error, failure.message);
        }
        return false;
    }
    return !hadOld || m_fs.remove(aside);
}

bool Publisher::removeIfThere(const QString &path)
{
    const auto kind = m_fs.kind(path);
    if (!kind)
        return false;
    return *kind == RemoteFs::Kind::Missing || m_fs.remove(path);
}

bool Publisher::cancelled() const
{
    return m_cancel && m_cancel->load();
}

void Publisher::fileDone(qint64 bytes)
{
    ++m_filesDone;
    m_bytesDone += bytes;
    tell();
}

void Publisher::tell()
{
    if (m_progress)
        m_progress(m_filesDone, m_filesTotal, m_bytesDone, m_bytesTotal);
}

} // namespace nkb::publish
