#pragma once
// Live refresh: tells an open window that another station or program changed the tournament,
// within a second and without anyone clicking. On a server the store's session LISTENs to the
// NOTIFY that every command sends at its commit, and looks once a second as well (which also
// brings a lost session back and listens again); a file is looked at ten times a second through
// PRAGMA data_version, which moves only when another connection committed. The store's own
// changes do not count: the window has read those already.
#include <functional>
#include <memory>

namespace nkb {
class TournamentStore;
}

namespace nkb::store {

class ChangeWatch {
  public:
    static constexpr int kFileIntervalMs = 100;
    static constexpr int kServerIntervalMs = 1000;

    // Starts at once; `changed` is called from this thread's event loop. The store must outlive
    // the watch.
    // `reachable` (may be empty) hears when a server goes out of reach (false) and back (true).
    ChangeWatch(TournamentStore &store, std::function<void()> changed,
                std::function<void(bool reachable)> reachable = {});
    ~ChangeWatch();
    ChangeWatch(const ChangeWatch &) = delete;
    ChangeWatch &operator=(const ChangeWatch &) = delete;

    // Looks now (the timer does so by itself): calls `changed` and gives true when another
    // connection committed since the last look. A server out of reach is tried at the next look.
    bool look();
    // A server session that receives the other stations' NOTIFY (false on a file).
    [[nodiscard]] bool listening() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace nkb::store
