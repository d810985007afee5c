#pragma once
// The tournament file (e.g. NK-2026.bonaken): one tournament per SQLite file, opened through QtSql.
// Used by the command line and by the desktop application alike; its signatures use plain C++
// types only. Every command is one transaction and one audit entry (what, when, station); undo()
// reverts the last change. Refused commands change nothing.
#include "store/storeresult.h"
#include "tournament/contentcheck.h"
#include "tournament/csv.h"
#include "tournament/entries.h"
#include "tournament/standings.h"
#include "tournament/tournament.h"

#include <QByteArray>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace nkb {

namespace store {
class ChangeWatch;
}

struct OpenOptions {
    bool create{false};       // create the file when it does not exist (the "new" command)
    std::string station;      // name of this entry station, recorded in the audit table
    int busyTimeoutMs{10000}; // how long to wait while another program writes
    bool readOnly{false};     // view and print only, even where the file could be written
    // This computer (QSysInfo::machineUniqueId when empty). On a server a station that writes is
    // refused while a station of the same name is connected from another computer.
    std::string machine{};
    // With readOnly: a tournament of an older schema version is looked at as it is, not upgraded
    // (nk-bonaken-cli check); without the seals and the chain of schema 10 only its contents are
    // checked. Nothing else reads an older schema.
    bool olderAsIs{false};
    // The command line: a file this program found clean on open or left clean, and that nobody has
    // written since, is not checked again (store/checkcache.h); the desk and `check` always check.
    bool rememberCheck{false};
};

class TournamentStore {
  public:
    // Opens (and with options.create, creates) the file and upgrades its schema step by step.
    // Refuses as unusable, leaving the file untouched: a file that is not a tournament, is from a
    // newer schema version, or fails PRAGMA integrity_check. A location postgresql://user@host[:port]/db
    // (password from the URL, PGPASSWORD or ~/.pgpass) opens that database on a PostgreSQL server
    // instead, which several stations share; the database must exist (scripts/venue-server.sh).
    // A file that cannot be written (read-only file or folder, a locked USB stick) opens
    // read-only: viewing and printing work, every command is refused (readOnly()).
    [[nodiscard]] static StoreResult<std::unique_ptr<TournamentStore>> open(const std::string &path,
                                                                            const OpenOptions &options = {});
    // Creates path (which must not hold a tournament yet) from an export document.
    [[nodiscard]] static StoreResult<std::unique_ptr<TournamentStore>>
    importJson(const std::string &path, const std::string &jsonText, const OpenOptions &options = {});
    // Moves a tournament between a file and a server (either way, or file to file): every table,
    // the audit with its undo data included, is copied in one transaction into `to`, a new file
    // or an empty server database. `from` is read as one snapshot and not changed.
    [[nodiscard]] static StoreStatus copy(const std::string &from, const std::string &to,
                                          const OpenOptions &options = {});
    [[nodiscard]] static int currentSchemaVersion();

    // Closes the tournament; with OpenOptions::rememberCheck a file still as this program left it
    // is remembered as clean (store/checkcache.h).
    ~TournamentStore();
    TournamentStore(const TournamentStore &) = delete;
    TournamentStore &operator=(const TournamentStore &) = delete;

    // The location as opened; a server address without its password.
    [[nodiscard]] const std::string &path() const;
    [[nodiscard]] int schemaVersion() const;
    [[nodiscard]] bool hasTournament() const;
    // Opened for viewing only (see open), also when the check on open found something wrong
    // (findings): every command is refused without writing anything.
    [[nodiscard]] bool readOnly() const;
    // On a PostgreSQL server rather than in a file.
    [[nodiscard]] bool onServer() const;
    // What the check on open found wrong in the stored tournament (issue 39: a result, a seat or an
    // audit line changed behind the program's back, a value no tournament has), each naming its
    // place; empty when all holds. When not empty, every command is refused (unusable, nothing
    // written) and the faces show the findings.
    [[nodiscard]] const std::vector<Finding> &findings() const;
    // The check on open was not run: the file is as this program last found or left it clean
    // (OpenOptions::rememberCheck, store/checkcache.h).
    [[nodiscard]] bool checkRemembered() const;
    // The same check again, now (nk-bonaken-cli check).
    [[nodiscard]] StoreResult<std::vector<Finding>> check() const;
    void setStation(const std::string &station);
    // This station's name, as written into the audit.
    [[nodiscard]] const std::string &station() const;

    // --- Commands: one transaction each, recorded in the audit table. ---
    [[nodiscard]] StoreStatus createTournament(const TournamentInfo &info);
    [[nodiscard]] StoreResult<Player> addPlayer(const NewPlayer &player);
    // The whole file or nothing; a bad row is named ("Rij 4: ..."). A name already in the
    // tournament is refused, or with KnownNames::Skip left out (the list re-imported at the door
    // with the late sign-ups added); the players added are returned.
    enum class KnownNames { Refuse, Skip };
    [[nodiscard]] StoreResult<std::vector<Player>> importPlayersCsv(const std::string &csvText,
                                                                    KnownNames known = KnownNames::Refuse);
    // The import with the preview's choices (item 6): rows the director left out, every
    // bad row left out (the CLI's --skip-bad), and whether the players are checked in at once or
    // "aangemeld" until they are ticked present at the door. What was left out is reported.
    struct PlayerImport {
        KnownNames known{KnownNames::Refuse};
        std::set<int> skipRows;   // rows of the file (the header is row 1)
        bool skipBadRows{false};  // a bad row or a name already present is left out, not refused
        bool present{true};       // false: every imported player starts absent ("aangemeld")
    };
    struct ImportReport {
        std::vector<Player> added;
        std::vector<RowProblem> skipped; // each left-out row and why
    };
    [[nodiscard]] StoreResult<ImportReport> importPlayers(const std::string &csvText, const PlayerImport &how);
    // "Spelers van vorig jaar" (carryover.cpp): players of another tournament's file taken over as
    // new players of this one, with their name, club, categories, person id and "niet publiceren".
    // The other file as it stands: its name and date and its players, read through a read-only
    // connection of its own, neither migrated nor changed in a byte (a file of an older version
    // is read as it is: before schema 9 its players have no person id). Refused: a server
    // location, a file that is not a tournament, or is from a newer version.
    struct OtherTournament {
        std::string name;
        std::string date;
        int schemaVersion{0};
        bool personIds{false};       // of a version that keeps person ids (schema 9 on)
        std::vector<Player> players; // by start number there
    };
    [[nodiscard]] static StoreResult<OtherTournament> readOtherTournament(const std::string &path,
                                                                          const OpenOptions &options = {});
    // Each of those players as he would be taken over now (carryCandidate, decisions.h), also one
    // named twice among them: the preview.
    [[nodiscard]] StoreResult<std::vector<CarryCandidate>> carryCandidates(const std::vector<Player> &from) const;
    struct PlayerCarry {
        std::string from;    // the other tournament's name, for the audit
        bool present{true};  // false: they start "aangemeld", as the import's --aangemeld
    };
    struct CarryReport {
        std::vector<Player> added;             // new start numbers, their person ids kept
        std::vector<CarryCandidate> leftOut;   // each player not taken over and why
    };
    // Takes over the players of `from` that carryCandidates lets in, in one change (undone as one),
    // and says why each other one was left out; refused when none is left.
    [[nodiscard]] StoreResult<CarryReport> carryPlayers(const std::vector<Player> &from, const PlayerCarry &how);
    // Corrects a player's name, club and categories, and sets or clears "niet publiceren" when
    // changes.notPublished says so (changes.joinsFromRound is not used; see lateEntry). Allowed at
    // any time: the start number stays, so seats and results stay his.
    [[nodiscard]] StoreResult<Player> editPlayer(int startNumber, const NewPlayer &changes);
    // Removes a player who signed up but is not seated in any round yet (so has no result);
    // once seated he is withdrawn instead (withdrawPlayer).
    [[nodiscard]] StoreStatus removePlayer(int startNumber);
    // Check-in at the door: a player ticked absent is left out of every round seated after the
    // mark (presentPlayers, setTables); seats he already has stay, with a warning while unplayed.
    [[nodiscard]] StoreResult<PlayerChange> setPresent(int startNumber, bool present);
    [[nodiscard]] StoreResult<PlayerChange> withdrawPlayer(const std::string &name, int fromRound);
    // An existing player joins from this round; an unknown name is added as a new player. In a
    // round drawn already he takes a free table of three, or the round is drawn again with him
    // when it has no result yet, or he starts the round after; message says which.
    [[nodiscard]] StoreResult<PlayerChange> lateEntry(const NewPlayer &player);
    // The director's own seating (algorithm "hand") from rows "tafel,naam", or as tables.
    [[nodiscard]] StoreResult<SeatingReport> setTablesCsv(int round, const std::string &csvText);
    [[nodiscard]] StoreResult<SeatingReport> setTables(int round, const std::vector<Table> &tables);
    // For core/draw: stores a drawn round with the lot's seed and the algorithm version.
    [[nodiscard]] StoreResult<SeatingReport> storeDrawnRound(int round, const std::vector<Table> &tables,
                                                             std::uint64_t seed,
                                                             const std::string &algorithmVersion);
    // A paper result: every player at the table exactly once; R54–R57 reachable outcome.
    [[nodiscard]] StoreResult<EnteredGame>
    enterPoints(const GameRef &ref, const std::vector<std::pair<std::string, int>> &pointsByName,
                OtherStation otherStation = OtherStation::Refuse);
    [[nodiscard]] StoreResult<EnteredGame> enterGame(const GameRef &ref, const GameEntry &entry);
    // A game typed at the wrong table goes to table to.table, game to.game of the same
    // round, seat for seat: what seat A scored and did at the old table is seat A's at the new one
    // (the referee typed the sheet's seat letters). Its result, its gifts in progress and a first
    // entry waiting for its second all move; `rename` rewrites the gifts (their JSON text) with
    // the new table's names, given (old name, new name) per seat, or gives nullopt when the text
    // cannot be read. Refused for the final, for a table seating another number of players, and
    // when that game of the new table has anything stored already. One change in the audit.
    using RenameGame = std::function<std::optional<std::string>(
        const std::string &giftenJson, const std::vector<std::pair<std::string, std::string>> &names)>;
    [[nodiscard]] StoreResult<GameResult> moveGame(const GameRef &from, const GameRef &to, const RenameGame &rename,
                                                   OtherStation otherStation = OtherStation::Refuse);
    // Wipes one game: its result or gifts in progress, and a first entry waiting for its
    // second; it no longer counts and is no longer "bezig". Gives what was stored. One change in
    // the audit, undone like any other.
    // With `basis`: only when the game stored now is that state (else Kind::Conflict, nothing changed).
    // With `codeGeneration` (entry at the table): only while the table's code is of that generation
    // (else Kind::Withdrawn).
    [[nodiscard]] StoreResult<GameResult> deleteGame(const GameRef &ref,
                                                     OtherStation otherStation = OtherStation::Refuse,
                                                     const std::optional<std::string> &basis = std::nullopt,
                                                     int codeGeneration = 0);
    // Double entry on or off. Switching it off makes the first entries still waiting
    // count as they are (the answer says how many).
    [[nodiscard]] StoreResult<int> setDoubleEntry(bool on);
    // How a table of three scores (threescoring.h): the points for places 1..3.
    // Refused once a game at a table of three has points, which counted under the old places.
    [[nodiscard]] StoreResult<std::vector<int>> setPlacesThree(const std::vector<int> &places);
    // The rule set the games are judged by (RuleSet::fromName: "hazerswoude+bod25"), as one
    // undoable change; refused once a result or a first entry is stored (rulesChange, decisions.h).
    // Gives the name as stored.
    [[nodiscard]] StoreResult<std::string> setRules(const std::string &name);
    // Double entry: the referee settles a difference with the first station's entry (the second
    // one stands by storing it with OtherStation::Replace). Refused when no first entry waits.
    [[nodiscard]] StoreResult<EnteredGame> acceptFirstEntry(const GameRef &ref);
    // Settles a tie across the final cut by a recorded lot (R60).
    [[nodiscard]] StoreResult<FinalistsView> resolveFinalistsByLot(std::uint64_t seed);
    // The director's announcement (Tournament::announcement, issue 40): replaces the one standing;
    // refused when it is not what checkAnnouncement allows, or the same as the one standing.
    [[nodiscard]] StoreResult<Announcement> announce(const std::string &text);
    // Takes the announcement down; refused when there is none.
    [[nodiscard]] StoreResult<Announcement> withdrawAnnouncement();
    // How a tie for the title in the final is settled (the organisation's choice).
    [[nodiscard]] StoreResult<FinalTieRule> setFinalTieRule(FinalTieRule rule);
    // Settles the tie for the title once the final is played, by the tournament's rule: the
    // winner of the deciding game, the qualifying rank, or a lot with `seed`. Refused without such
    // a tie, when settled already, or when the rule cannot decide (level in qualifying too).
    [[nodiscard]] StoreResult<FinalDecision> settleFinalTie(std::optional<int> winner, std::uint64_t seed);
    // The round clock (tournament/roundclock.h): one change each in the audit, undone like any other.
    // Starts the clock of a seated round (or the final) for `minutes`, else the setting
    // roundMinutes. Refused when that round was started already.
    [[nodiscard]] StoreResult<RoundClock> startClock(int round, std::optional<int> minutes = std::nullopt);
    // Stops and restarts the clock of the round being played (currentClock): the time of the pause
    // does not count.
    [[nodiscard]] StoreResult<RoundClock> pauseClock();
    [[nodiscard]] StoreResult<RoundClock> resumeClock();
    // Minutes added to the round being played (negative: taken off); taking off more than is left
    // gives "tijd".
    [[nodiscard]] StoreResult<RoundClock> adjustClock(int minutes);
    // How long a round lasts when it is started without its own minutes.
    [[nodiscard]] StoreResult<int> setRoundMinutes(int minutes);
    // Reverts this station's own last change not yet undone; gives its description. Refused when
    // a later change (of any station) touched the same rows.
    [[nodiscard]] StoreResult<std::string> undo();
    // Reverts one change by its audit number (AuditEntry::id), also another station's, under the
    // same refusal.
    [[nodiscard]] StoreResult<std::string> undoEntry(long long id);
    // Exactly once: the key of the next command, to send a kept change again after
    // its answer was lost (lastChangeKey of the first try). A command whose key is stored already
    // is not carried out again: refused with Kind::AlreadyStored, lastChangeId then its audit number.
    // Without a key every command gets a new one.
    void setChangeKey(const std::string &key);
    [[nodiscard]] const std::string &lastChangeKey() const;
    // The audit number of the change this store object made last (0 before any): what an undo
    // step of the application takes back.
    [[nodiscard]] long long lastChangeId() const;
    // The audit number of the latest change by any station or program (0 before any): when it
    // differs from what a window last showed, someone else wrote and the window reads again. One
    // indexed read, cheap enough to ask twice a second, on a file as on a server.
    [[nodiscard]] StoreResult<long long> latestChangeId() const;
    // How many reads (outside a write) this store has made: the tests count a table write's reads.
    [[nodiscard]] long long readsDone() const;
    // The changes after audit number `id`, oldest first: what another station did since a window
    // last read (for its status bar).
    [[nodiscard]] StoreResult<std::vector<AuditEntry>> changesSince(long long id) const;

    // --- Queries (read only). ---
    [[nodiscard]] StoreResult<Tournament> load() const;
    // What one game needs, without reading the whole tournament: the settings, its table's
    // seating (as its round's only table), the players at it and its current result. The final
    // (or no game) reads everything: its players come from the standings.
    [[nodiscard]] StoreResult<Tournament> forGame(const std::optional<GameRef> &ref) const;
    [[nodiscard]] StoreResult<std::vector<Player>> players() const;
    [[nodiscard]] StoreResult<std::vector<Table>> tables(int round) const;
    // For core/draw: start numbers present in a round (checked in at the door; late entries from
    // their round on, withdrawals from theirs), the seated rounds with seed and algorithm, and the rounds
    // that have results (played: not to be redrawn).
    [[nodiscard]] StoreResult<std::vector<int>> presentPlayers(int round) const;
    [[nodiscard]] StoreResult<std::vector<Round>> seatedRounds() const;
    [[nodiscard]] StoreResult<std::vector<int>> roundsWithResults() const;
    [[nodiscard]] StoreResult<std::vector<StandingRow>> standings(const StandingsOptions &options = {}) const;
    [[nodiscard]] StoreResult<FinalistsView> finalists() const;
    [[nodiscard]] StoreResult<std::vector<FinalRow>> finalRanking() const;
    [[nodiscard]] StoreResult<std::vector<AuditEntry>> auditLog() const;
    // Entry at the table (docs/table-entry.md). The secret every table code is made from
    // (web/tablecode.h); made once with the schema, never exported, printed or logged.
    [[nodiscard]] StoreResult<QByteArray> tableSecret() const;
    // Every table whose code was withdrawn, (round, table) → the generation of its code (raised by
    // each withdrawal); a table not in it has generation 1 (web::tableKey).
    [[nodiscard]] StoreResult<std::map<std::pair<int, int>, int>> tableCodeGenerations() const;
    // Entry at the table, for an answer given without a write: whether the table's code is no longer
    // of `generation` (the same check a write makes inside its transaction). 0: never withdrawn.
    [[nodiscard]] StoreResult<bool> tableCodeWithdrawn(const GameRef &ref, int generation) const;
    // "Tafelcode intrekken" (a lost phone): the table's code is replaced by a new one; the new
    // generation. One change in the audit; its undo makes the old code count again.
    [[nodiscard]] StoreResult<int> withdrawTableCode(int round, int table);

    // "Now" in the time the round clocks are kept in (clockAt): the server's on a server, this
    // computer's for a file. A station reads it once and ticks on with its own clock from there.
    [[nodiscard]] StoreResult<std::int64_t> clockNow() const;
    // Double entry: games whose first entry waits for a second station (the status bar's count),
    // and one game's first entry (points per seat in seating order, its gifts when entered so).
    [[nodiscard]] StoreResult<int> waitingForSecondEntry() const;
    [[nodiscard]] StoreResult<std::optional<GameResult>> firstEntry(const GameRef &ref) const;
    [[nodiscard]] StoreResult<std::vector<GameResult>> firstEntries() const;
    [[nodiscard]] StoreResult<std::string> exportJson() const;
    // A consistent copy of the live file ("opslaan als kopie") at path, which must not exist yet:
    // SQLite's VACUUM INTO reads one snapshot, also while the WAL holds changes not yet
    // checkpointed and while another station writes. The copy is a complete tournament file.
    // On a server the copy is made as by copy(), table by table from one snapshot.
    [[nodiscard]] StoreStatus copyTo(const std::string &path) const;

  private:
    friend class store::ChangeWatch; // listens on this store's own connection
    struct Impl;
    explicit TournamentStore(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> d;
};

// Removes a tournament file with its -wal, -shm and -journal: one that a failed `new` made, so
// that "er is niets veranderd" stays true (a full disk).
void removeTournamentFile(const std::string &path);

} // namespace nkb
