#pragma once
// The steps of one upload over FTPS, on an open, logged-in Session. FTP makes no symlinks, and
// renaming a folder onto a folder that is not empty fails, so the tree is switched in two renames
// (the names in ftpslayout.h):
//   1. look: BASE/<tree> is missing or ours (its mark names the generation), no root file's name
//      is a folder, and which generations BASE/.nkb holds; anything else is someone's and refused
//      (FolderInTheWay) before anything is changed;
//   2. remove what a cut upload left (BASE/.nkb/<tree>-<n>: never seen by anyone);
//   3. write every file of the tree into BASE/.nkb/<tree>-<n>/, the mark last;
//   4. rename BASE/<tree> to BASE/.nkb/<tree>-old-<n-1>, then BASE/.nkb/<tree>-<n> to BASE/<tree>
//      (a visitor between the two, one round trip, gets "not found": the result says
//      atomicSwitch = false); if the second fails the old one is put back;
//   5. each root file as BASE/.<name>.nieuw, renamed onto its name (rename(2) on the host
//      replaces a file in one step);
//   6. remove every aside generation but the one just replaced (a visitor may still be in it).
// Nothing outside BASE/.nkb/ and these temporary names is ever removed.
#include "publish/ftpssession.h"
#include "publish/publish.h"

#include <QString>

#include <vector>

namespace nkb::publish::ftps {

class Publisher {
  public:
    Publisher(Session &session, const QString &base, const Upload &site, const UploadProgress &progress,
              const std::atomic_bool *cancel);

    // False with the session's Failure set; switched() says whether the tree was replaced already.
    bool run();
    [[nodiscard]] bool switched() const { return m_switched; }
    [[nodiscard]] int filesDone() const { return m_filesDone; }
    [[nodiscard]] qint64 bytesDone() const { return m_bytesDone; }

  private:
    bool prepare();
    bool clearLeftovers();
    bool sendTree();
    bool switchTree();
    bool sendRootFiles();
    void removeOutdated();
    // A folder in BASE/.nkb and everything in it (the mark too, which a listing may hide).
    bool removeTree(const QString &folder);
    [[nodiscard]] QString path(const QString &relative) const; // BASE/relative
    [[nodiscard]] bool cancelled() const;
    void tell();

    Session &m_session;
    const QString m_base; // absolute
    const Upload &m_site;
    const UploadProgress &m_progress;
    const std::atomic_bool *m_cancel;

    bool m_baseThere{false};
    bool m_treeThere{false};
    bool m_generationsThere{false};
    int m_current{0};
    std::vector<int> m_written; // BASE/.nkb/<tree>-<n>: half-written generations
    std::vector<int> m_aside;   // BASE/.nkb/<tree>-old-<n>
    int m_next{0};
    bool m_switched{false};
    int m_filesTotal{0};
    qint64 m_bytesTotal{0};
    int m_filesDone{0};
    qint64 m_bytesDone{0};
};

} // namespace nkb::publish::ftps
