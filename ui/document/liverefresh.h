#pragma once
// Live refresh of an open tournament: a change by another station or program is read
// within a second and every panel redraws, while what this station's user is typing stays (the
// results desk keeps its entry: TournamentDocument::fromElsewhere). The status bar says who changed
// what. Made by the document itself, so every window of a file or a server refreshes.
#include <QString>

#include <functional>
#include <memory>

namespace nkb::store {
class ChangeWatch;
}

namespace nkb::ui {

class TournamentDocument;

class LiveRefresh {
  public:
    explicit LiveRefresh(TournamentDocument &document);
    ~LiveRefresh();
    LiveRefresh(const LiveRefresh &) = delete;
    LiveRefresh &operator=(const LiveRefresh &) = delete;

    // Looks now instead of at the next tick (tests, and after a dialog closed).
    bool look();

  private:
    void changed();
    // Runs f on the window's thread: at once when called there, else as an event.
    void toWindow(std::function<void()> f);
    // What other stations did since this window last read, in one line ("" when nothing known).
    QString news();

    TournamentDocument &m_document;
    long long m_seen{0}; // the latest audit number this window has shown
    std::unique_ptr<store::ChangeWatch> m_watch;
};

} // namespace nkb::ui
