// The steps of one upload over FTPS (see ftpspublisher.h).
#include "publish/ftpspublisher.h"

#include "log/log.h"
#include "publish/folder.h"
#include "publish/layout.h"
#include "publish/messages.h"

#include <algorithm>
#include <set>

namespace nkb::publish::ftps {

namespace {

QString parentOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

} // namespace

Publisher::Publisher(Session &session, const QString &base, const Upload &site, const UploadProgress &progress,
                     const std::atomic_bool *cancel)
    : m_session(session), m_base(base), m_site(site), m_progress(progress), m_cancel(cancel)
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
        if (m_session.usable() && !m_switched && m_next > 0) {
            const Failure failure = m_session.failure();
            removeTree(path(QLatin1String(layout::kGenerations) + QLatin1Char('/') +
                            layout::generationFolder(m_site.tree, m_next)));
            m_session.fail(failure.error, failure.message);
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
    // The checks first, so that a refusal leaves the host as it was.
    bool missing = false;
    const auto entries = m_session.list(m_base, &missing);
    if (!entries)
        return false;
    m_baseThere = !missing;
    for (const Entry &entry : *entries) {
        if (entry.name == m_site.tree)
            m_treeThere = true;
        for (const SiteFile &file : m_site.rootFiles)
            if (entry.folder && entry.name == file.path)
                return m_session.fail(UploadError::FolderInTheWay, text::folderInTheWay(path(file.path)));
    }
    if (m_treeThere) {
        // Ours only with our mark in it (a file, or a folder without it, is someone's).
        const QString tree = path(m_site.tree);
        const auto mark = m_session.get(tree + QLatin1Char('/') + QLatin1String(kTreeMark), &missing);
        if (!mark && !missing)
            return false;
        const auto generation = mark ? generationInMark(*mark) : std::nullopt;
        if (!generation)
            return m_session.fail(UploadError::FolderInTheWay, text::folderInTheWay(tree));
        m_current = *generation;
    }
    const auto generations = m_session.list(path(QLatin1String(layout::kGenerations)), &missing);
    if (!generations)
        return false;
    m_generationsThere = !missing;
    for (const Entry &entry : *generations) {
        if (!entry.folder)
            continue;
        if (const auto n = layout::generationOf(m_site.tree, entry.name))
            m_written.push_back(*n);
        else if (const auto old = asideOf(m_site.tree, entry.name))
            m_aside.push_back(*old);
    }
    m_next = nextGeneration(m_current, m_written, m_aside);
    return true;
}

bool Publisher::clearLeftovers()
{
    for (const int n : m_written) {
        qCInfo(log::publish).noquote() << QStringLiteral("Half verstuurde versie %1 op %2 verwijderd")
                                              .arg(layout::generationFolder(m_site.tree, n), m_session.host());
        if (!removeTree(path(QLatin1String(layout::kGenerations) + QLatin1Char('/') +
                             layout::generationFolder(m_site.tree, n))))
            return false;
    }
    return true;
}

bool Publisher::sendTree()
{
    const QString folder =
        path(QLatin1String(layout::kGenerations) + QLatin1Char('/') + layout::generationFolder(m_site.tree, m_next));
    QStringList make;
    if (!m_baseThere) {
        QString made;
        for (const QString &part : m_base.split(QLatin1Char('/'), Qt::SkipEmptyParts))
            make << (made += QLatin1Char('/') + part);
    }
    if (!m_generationsThere)
        make << path(QLatin1String(layout::kGenerations));
    make << folder;
    std::set<QString> subfolders; // ordered: a folder before the ones inside it
    for (const SiteFile &file : m_site.treeFiles)
        for (QString parent = parentOf(file.path); !parent.isEmpty(); parent = parentOf(parent))
            subfolders.insert(parent);
    for (const QString &sub : subfolders)
        make << folder + QLatin1Char('/') + sub;
    if (!m_session.makeFolders(make))
        return false;

    // Folder by folder: curl changes folder only when the next file is in another.
    std::vector<const SiteFile *> files;
    for (const SiteFile &file : m_site.treeFiles)
        files.push_back(&file);
    std::stable_sort(files.begin(), files.end(),
                     [](const SiteFile *a, const SiteFile *b) { return parentOf(a->path) < parentOf(b->path); });
    for (const SiteFile *file : files) {
        if (cancelled())
            return m_session.fail(UploadError::Cancelled, text::cancelled());
        if (!m_session.put(folder + QLatin1Char('/') + file->path, file->bytes))
            return false;
        ++m_filesDone;
        m_bytesDone += file->bytes.size();
        tell();
    }
    // The mark last: a generation without it was never finished.
    return m_session.put(folder + QLatin1Char('/') + QLatin1String(kTreeMark), markText(m_next));
}

bool Publisher::switchTree()
{
    if (cancelled())
        return m_session.fail(UploadError::Cancelled, text::cancelled());
    const QString tree = path(m_site.tree);
    const QString fresh =
        path(QLatin1String(layout::kGenerations) + QLatin1Char('/') + layout::generationFolder(m_site.tree, m_next));
    const QString aside =
        path(QLatin1String(layout::kGenerations) + QLatin1Char('/') + asideFolder(m_site.tree, m_next - 1));
    const QString from = QStringLiteral("RNFR ");
    const QString to = QStringLiteral("RNTO ");
    if (m_treeThere && !m_session.commands({from + tree, to + aside}, tree))
        return false;
    // From here until the next rename, a visitor finds no tree: one round trip.
    if (!m_session.commands({from + fresh, to + tree}, tree)) {
        if (m_treeThere && m_session.usable()) { // the old one back where it was
            const Failure failure = m_session.failure();
            m_session.commands({from + aside, to + tree}, tree);
            m_session.fail(failure.error, failure.message);
        }
        return false;
    }
    m_switched = true;
    return true;
}

bool Publisher::sendRootFiles()
{
    for (const SiteFile &file : m_site.rootFiles) {
        const QString target = path(file.path);
        const QString temporary = path(layout::temporaryName(file.path));
        if (file.path.contains(QLatin1Char('/'))) {
            QStringList make;
            QString made = m_base == QLatin1String("/") ? QString() : m_base;
            for (const QString &part : parentOf(file.path).split(QLatin1Char('/')))
                make << (made += QLatin1Char('/') + part);
            if (!m_session.makeFolders(make))
                return false;
        }
        if (!m_session.put(temporary, file.bytes))
            return false;
        if (!m_session.commands({QStringLiteral("RNFR ") + temporary, QStringLiteral("RNTO ") + target}, target)) {
            // A server that renames nothing onto an existing file (rename(2) would): the old one
            // goes first, and a visitor at that moment finds nothing.
            if (!m_session.usable())
                return false;
            if (!m_session.commands({QStringLiteral("DELE ") + target, QStringLiteral("RNFR ") + temporary,
                                     QStringLiteral("RNTO ") + target},
                                    target))
                return false;
        }
        ++m_filesDone;
        m_bytesDone += file.bytes.size();
        tell();
    }
    return true;
}

void Publisher::removeOutdated()
{
    // Each found before this upload: the one this upload set aside (n-1) is not among them.
    for (const int n : m_aside) {
        if (!removeTree(path(QLatin1String(layout::kGenerations) + QLatin1Char('/') + asideFolder(m_site.tree, n)))) {
            // The site is published; the next upload tries again.
            qCWarning(log::publish).noquote()
                << QStringLiteral("Oude versie %1 op %2 niet verwijderd: %3")
                       .arg(asideFolder(m_site.tree, n), m_session.host(), m_session.failure().message);
            return;
        }
    }
}

bool Publisher::removeTree(const QString &folder)
{
    bool missing = false;
    const auto entries = m_session.list(folder, &missing);
    if (!entries)
        return false;
    if (missing)
        return true;
    QStringList commands;
    for (const Entry &entry : *entries) {
        const QString inside = folder + QLatin1Char('/') + entry.name;
        if (entry.folder) {
            if (!removeTree(inside))
                return false;
        } else {
            commands << QStringLiteral("DELE ") + inside;
        }
    }
    // The mark, which a server's listing may leave out (a name starting with '.').
    commands << QStringLiteral("*DELE ") + folder + QLatin1Char('/') + QLatin1String(kTreeMark);
    commands << QStringLiteral("RMD ") + folder;
    return m_session.commands(commands, folder);
}

QString Publisher::path(const QString &relative) const
{
    return m_base == QLatin1String("/") ? QLatin1Char('/') + relative : m_base + QLatin1Char('/') + relative;
}

bool Publisher::cancelled() const
{
    return m_cancel && m_cancel->load();
}

void Publisher::tell()
{
    if (m_progress)
        m_progress(m_filesDone, m_filesTotal, m_bytesDone, m_bytesTotal);
}

} // namespace nkb::publish::ftps
