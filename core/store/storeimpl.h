#pragma once
// Inside the store only: the open connection (TournamentStore::Impl) that every room of the store
// works through, and the small helpers they share. Not for the CLI or the UI (tournamentstore.h).
#include "store/engine.h"
#include "store/names.h"
#include "store/tournamentstore.h"
#include "tournament/contentcheck.h"
#include "tournament/decisions.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

class QSqlError;

namespace nkb::store {

using nlohmann::json;

QString q(const std::string &s);

std::string s(const QString &text);

std::string nowIso();

std::string joinInts(const std::vector<int> &v, const char *sep = ",");

std::vector<int> splitInts(const std::string &text);

std::optional<std::uint64_t> parseSeed(const std::string &text);

// The tables undo may touch, and the shape of their column names: undo data is read back from
// the file, so nothing in it is trusted as SQL.
bool knownTable(const std::string &t);
// The rows of meta that undo may touch: the final-tie setting and decision (finaltie.cpp), the
// director's announcement (announcement.cpp).
bool undoableMetaKey(const std::string &key);
std::string encodeFinalDecision(const FinalDecision &d);
std::optional<FinalDecision> decodeFinalDecision(const std::string &text);
// The announcement's row in meta: JSON {"text", "at", "station"}; nullopt when it is not that.
std::string encodeAnnouncement(const Announcement &a);
std::optional<Announcement> decodeAnnouncement(const std::string &text);

bool plainName(const std::string &n);

json toJson(const QVariant &v);

QVariant fromJson(const json &j);

// A failing statement in words a referee understands; SQLite's own text goes to the detail.
StoreError busyOrBroken(const QSqlError &e);
// The server's words for a connection that is gone (Wi-Fi drop, server restart).
bool connectionLost(const std::string &text);

// Another station's entry of this game, who and when: refused unless the referee replaces it.
StoreError takenElsewhere(const GameRef &ref, const GameResult &prev);

// A write that built on another stored state of the game than the one stored now (GameEntry::basis).
StoreError conflict(const GameRef &ref);

// A change sent again after its answer was lost: it was stored the first time.
StoreError alreadyStoredNote();

// A new person id (Player::personId): a random UUID without braces.
std::string newPersonId();

// A write to a tournament opened read-only (a read-only file or folder): refused, nothing tried.
StoreError readOnlyRefusal(bool server);
// A write to a tournament whose check on open found something wrong (TournamentStore::findings).
StoreError lyingRefusal(const std::vector<Finding> &findings);
} // namespace nkb::store

namespace nkb {

using nlohmann::json;
using store::Failure;

// A decision of core/tournament (decisions.h) that refused the change, as the store's refusal.
[[nodiscard]] inline StoreError refused(RuleError why) { return refused(std::move(why.message), why.rule); }

struct TournamentStore::Impl : store::Connection {
    std::string path;      // the location as given (a server's password included)
    std::string shownPath; // what path() gives: a server address without its password
    std::string station;
    int version{0};
    long long lastEntry{0}; // the audit entry this connection wrote last

    // Exactly once: the key of the change being written, made by this station
    // (setChangeKey, or a new one per command), kept in its audit entry.
    std::string pendingKey;  // given by the caller for the next command (a retry of a kept change)
    std::string currentKey;  // the command in progress, or the last one
    bool keyWritten{false};  // the command's audit entry holds currentKey

    // One command = one transaction. It takes the write lock at once (Dialect::beginWrite), so a
    // second writer waits instead of failing halfway through. A read-only file is not written.
    // A change whose key is stored already is not carried out again (Kind::AlreadyStored). When the
    // answer to COMMIT is lost with the connection, the outcome is looked up by the key under
    // the write lock (so a COMMIT still on its way is waited for) before anything is said.
    template <typename T, typename F> StoreResult<T> transaction(F &&body)
    {
        if (!findings.empty())
            return store::lyingRefusal(findings);
        if (readOnly)
            return store::readOnlyRefusal(dialect->engine() == store::Engine::PostgreSQL);
        currentKey = takeChangeKey();
        keyWritten = false;
        try {
            beginWrite();
            if (auto stored = storedChange(currentKey)) {
                execDirect(QStringLiteral("ROLLBACK"));
                lastEntry = *stored;
                return store::alreadyStoredNote();
            }
        } catch (const Failure &f) {
            return f.error;
        }
        StoreResult<T> result = unusable("");
        try {
            result = body();
            if (!result.ok()) {
                execDirect(QStringLiteral("ROLLBACK"));
                return result;
            }
            sealTouched();
        } catch (const Failure &f) {
            try {
                execDirect(QStringLiteral("ROLLBACK"));
            } catch (const Failure &) {
                // Already rolled back by the database; nothing was written.
            }
            return f.error;
        }
        try {
            execDirect(QStringLiteral("COMMIT"));
        } catch (const Failure &f) {
            if (!f.error.serverLost())
                return f.error;
            if (auto lost = lostCommit(f.error))
                return *lost;
            return result; // stored after all: the server committed, its answer was lost
        }
        dialect->afterCommit(*this);
        return result;
    }
    std::string takeChangeKey();
    // The audit number of the change stored under `key`, inside a transaction.
    std::optional<long long> storedChange(const std::string &key) const;
    // After a COMMIT whose answer was lost: nullopt when the change was stored, else why not (not
    // stored, or not known yet: then a retry with the same key is safe).
    std::optional<StoreError> lostCommit(const StoreError &lost);

    // --- undo: snapshots of the rows a change touches ---
    // A scope is a set of rows, by equality on some columns; its snapshot holds the rows as they
    // were before the change. Undo deletes each scope (children first) and puts the rows back
    // (parents first).
    json snapshot(const std::string &table, const std::vector<std::pair<std::string, QVariant>> &where) const;

    void restore(const json &inverse) const;

    // Tables other rows refer to (foreign keys): their rows are updated in place on undo, so
    // that what hangs on them stays.
    static bool hasChildren(const std::string &table);

    // The snapshot's row and the current row hold the same values (columns of the snapshot).
    static bool sameRow(const json &snapshotRow, const json &current);

    // The primary key columns of one of our tables (whitelisted by the caller).
    std::vector<std::string> primaryKey(const std::string &table) const;

    static QString whereKey(const std::vector<std::string> &pk);

    static std::vector<QVariant> keyOf(const json &row, const std::vector<std::string> &pk);

    static std::string keyText(const json &row, const std::vector<std::string> &pk);

    // The rows now in a scope of an undo snapshot.
    std::vector<json> currentRows(const json &scope) const;

    // The audit entry of the change being written, chained to the one before (seals.h); `undoes`:
    // the entry an undo takes back.
    void audit(const std::string &what, const std::optional<json> &inverse, long long undoes = 0);

    // --- seals and the audit's chain (seals.h, sealing.cpp) ---
    std::vector<Finding> findings;   // what the check on open found: then nothing is written
    // OpenOptions::rememberCheck (checkcache.h): the check was skipped; the file's change mark
    // (data_version) when it was found clean, to tell at close whether only this connection wrote.
    bool checkRemembered{false};
    std::optional<long long> cleanMark;
    // Records, from now on, the objects each change touches (the temporary triggers of a file, the
    // temporary table of a server session).
    void watchTouches();
    // Inside a change, before COMMIT: the objects it touched sealed again.
    void sealTouched();
    // The migration to schema 10: the existing audit chained as it stands, every object sealed.
    void startChain();
    void sealAll();
    [[nodiscard]] std::string lastDigest() const;
    // The digest of one object's rows as they are now ("" when it has none).
    [[nodiscard]] std::string objectDigest(const std::string &object) const;
    // Every object's digest from its rows now, but of the kinds `skipped`.
    [[nodiscard]] std::map<std::string, std::string> currentSeals(const std::set<std::string> &skipped = {}) const;
    // Tables this connection's role may not read (a server's projector: the table codes' secret).
    [[nodiscard]] std::set<std::string> unreadableTables() const;
    // Objects whose rows differ from their seal, and audit lines that break the chain.
    [[nodiscard]] std::vector<Finding> sealFindings() const;
    [[nodiscard]] std::vector<Finding> chainFindings() const;
    // Everything wrong in what is stored (filecheck.cpp): rows against what the program guarantees,
    // then (from schema 10) the chain and the seals.
    [[nodiscard]] std::vector<Finding> checkContents() const;

    // Entry at the table, inside the write's transaction: refused (Withdrawn) when the table's code
    // is no longer of `generation` (0: no check).
    std::optional<StoreError> codeWithdrawn(const GameRef &ref, int generation) const;

    // Inside a change, before its audit entry: seats the final's table with the finalists once
    // they are known (again when they change), until its first game (finalseat.cpp). What it did,
    // for the entry; its undo snapshot goes into `inverse` when the change has one.
    std::string settleFinal(std::optional<json> &inverse);

    // Two undo scopes touch the same rows: the same table, and equal values on every column both
    // name (a round's seats and one table's seats of that round overlap).
    static bool overlaps(const json &a, const json &b);

    // Undoes audit entry `id` (inside a transaction): refused when it is undone already, cannot be
    // undone, or a later change that still stands touched the same rows (undoing it would
    // silently take that change back too).
    StoreResult<std::string> undoEntry(long long id);
    // Why an undo that would put back another rule set is refused (rulesChange), or nullopt
    // (rulesstore.cpp).
    std::optional<StoreError> undoChangesRules(const json &inverse) const;

    // --- reading ---
    bool hasTournament() const { return scalar("SELECT COUNT(*) FROM tournament").toInt() > 0; }

    Tournament load() const;

    std::optional<StoreError> needTournament() const;

    // The stored rule set's name (tournament.rules) when this program knows it, else why the
    // tournament cannot be used (unusable: a newer version's rule set, a hand-edited one).
    std::optional<StoreError> unknownRules(const std::string &stored) const;
    // As read: the name as the program names it, or Failure with that refusal.
    std::string knownRules(const std::string &stored) const;

    // --- writing helpers ---
    void insertPlayer(const Player &p) const;
    // Inside a transaction: every player without a person id gets a new one (the migration to
    // schema 9; a player an undo puts back from a change made before it). Gives how many.
    int givePersonIds() const;

    void insertRound(const Round &r) const;

    void insertGame(const GameResult &g) const;

    // Checks a seating for round r against the tournament (maySeat); nullopt when fine.
    std::optional<StoreError> checkSeating(const Tournament &t, int round,
                                           const std::vector<Table> &tables) const;

    // Start numbers are stable: a removed player's number is not given to the next one (it may be
    // on a list already), so the highest number ever removed is kept in meta.
    int nextStartNumber() const;

    // Inside a transaction. With inverseOut the undo snapshot goes there and the caller writes
    // the audit entry (one entry for the whole command).
    StoreResult<Player> addPlayer(const NewPlayer &np, json *inverseOut = nullptr);

    // A late entry into a round that is drawn already, seated where placeLateEntry says. Says
    // what happened, for the director.
    std::string seatLateEntry(const Tournament &t, Player &p, json &inverse);
    std::optional<std::string> redrawWith(int round, int startNumber, std::optional<std::uint64_t> seed,
                                          json &inverse);

    // Inside a transaction: checks and stores one game.
    StoreResult<EnteredGame> enterGame(const GameRef &ref, const GameEntry &entry);

    // Double entry (core/store/doubleentry.cpp), inside enterGame's transaction: a finished game
    // not yet counted becomes the first entry, or is compared with it. `out` holds the entry.
    StoreResult<EnteredGame> enterTwice(const GameRef &ref, const GameEntry &entry, EnteredGame out,
                                        json inverse);
    std::optional<GameResult> firstEntry(const GameRef &ref) const;

    // What one ordinary game needs: the settings, that round's seating of that table (if any,
    // as the round's only table), the players at it, and that game's current result.
    Tournament partial(const GameRef &ref) const;

    // The round clock (roundclockstore.cpp): the clock of the round being played, or why there is
    // none to change; a round's clock written as given.
    StoreResult<RoundClock> playingClock() const;
    void writeClock(const RoundClock &c) const;

    StoreResult<SeatingReport> seat(int round, const std::vector<Table> &tables,
                                    std::optional<std::uint64_t> seed, const std::string &algorithm,
                                    const std::string &what);
};

// A query outside any transaction: a failing statement becomes its error. A server connection
// found lost (the server restarted) is opened again and the read done once more: a read changes
// nothing, so doing it twice is safe, and a long-running reader (the venue web's table writer)
// comes back by itself when the server does.
template <typename T, typename F> StoreResult<T> reading(const store::Connection &c, F &&body)
{
    ++c.reads;
    // A session that could not be made again last time (the server was still starting) is tried
    // again now, instead of staying closed for good.
    if (!c.db().isOpen())
        (void)c.dialect->reconnect(c);
    try {
        return body();
    } catch (const Failure &f) {
        if ((!store::connectionLost(f.error.detail) && c.db().isOpen()) || !c.dialect->reconnect(c))
            return f.error;
    }
    try {
        return body();
    } catch (const Failure &f) {
        return f.error;
    }
}

} // namespace nkb
