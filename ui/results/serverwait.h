#pragma once
// What the referee typed while the server was out of reach: kept in this program,
// shown where it was typed, and stored by itself once the server answers again (tried every
// second). Each try stores the game's whole record as typed (not "one more gift"), so a try
// that reached the server before the connection dropped cannot enter anything twice.
#include "tournament/entries.h"

#include "gamefile/gamecheck.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <map>
#include <optional>
#include <utility>
#include <vector>
#include <string>
#include <tuple>

class QTimer;

namespace nkb::ui {

class TournamentDocument;

class ServerWait : public QObject {
    Q_OBJECT
public:
    explicit ServerWait(QObject *parent = nullptr);
    // Keeps the game at ref as typed: its gifts so far, or (finished) the game to be stored as a
    // result. A later keep of the same game replaces the earlier one (it holds all of it).
    // Each try is sent under the key of the try that failed (TournamentDocument::lastChangeKey), so
    // a try whose answer was lost is not stored a second time.
    // since: mark() taken before the try that failed; a keep of the same game made after it (typed
    // while the window waited for that try's answer) holds more and stays.
    void keep(TournamentDocument *document, const GameRef &ref, const JudgedGame &game, const QString &what,
              bool addsGift, bool finished, unsigned long long since);
    [[nodiscard]] unsigned long long mark() const { return m_kept; }
    // A paper result (the seats' points) typed while the server was away, kept the same way.
    void keepPoints(TournamentDocument *document, const GameRef &ref, std::vector<std::pair<std::string, int>> points,
                    unsigned long long since);
    // The points waiting for the game at ref, else nullptr.
    [[nodiscard]] const std::vector<std::pair<std::string, int>> *pointsFor(const GameRef &ref) const;
    // The game as typed at ref while it waits (gift by gift), else nullptr.
    [[nodiscard]] const GameRecord *gameFor(const GameRef &ref) const;
    [[nodiscard]] bool empty() const { return m_waiting.empty(); }
    // True while tryNow() stores: the panels keep what is typed as after another station's change.
    [[nodiscard]] bool storing() const { return m_storing; }
    // "tafel 3 (ronde 1, spel 2), tafel 5 (ronde 1, spel 1)".
    [[nodiscard]] QString games() const;
    // Stores what waits, in the order it was typed; stops at the first try the server still
    // does not answer.
    void tryNow();

signals:
    // Stored after all (message for the status bar), or refused for another reason than the
    // server (the refusal; the game is no longer kept).
    void stored(const nkb::GameRef &ref, const QString &message);
    void givenUp(const nkb::GameRef &ref, const QString &refusal);

private:
    struct Waiting {
        std::optional<JudgedGame> game;
        std::string key; // the change key of the try that was not answered
        QString what;
        bool addsGift{false};
        bool finished{false};
        unsigned long long kept{0}; // when, in keeps
        std::optional<std::vector<std::pair<std::string, int>>> points; // a paper result
    };
    void put(TournamentDocument *document, const GameRef &ref, Waiting w, unsigned long long since);
    using Key = std::tuple<int, int, int>;
    std::map<Key, Waiting> m_waiting;
    QPointer<TournamentDocument> m_document;
    QTimer *m_timer{nullptr};
    bool m_storing{false};
    unsigned long long m_kept{0};
};

} // namespace nkb::ui
