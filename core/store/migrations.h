#pragma once
// The numbered migrations (migrations/NNN_*.sql, compiled in as resources) and the schema they
// give: a file's schema is compared with it before the file is used.
#include <QByteArray>
#include <QString>

#include <map>
#include <optional>
#include <string>
#include <vector>

class QSqlDatabase;

namespace nkb::store {

// 10: audit.digest and audit.undoes, seals (a file that lies is caught: seals.h); 9: players.person_id and players.not_published (a person across tournaments, "niet publiceren"); 8: tournament.rules (the rule set); 7: table_secret and table_codes (entry at the table); 6: tournament.round_minutes and round_clocks (the round clock); 5: audit.change_key (exactly once); 4: tournament.double_entry and first_entries (double entry); 3: application_id, games.station and games.entered_at; 2: players.present (check-in).
inline constexpr int kSchemaVersion = 10;
// The first schema with audit.change_key: an older tournament being migrated has no keys yet.
inline constexpr int kChangeKeyVersion = 5;
// The first schema with the table codes' secret, written with the step itself (connection.cpp).
inline constexpr int kTableCodeVersion = 7;
inline constexpr int kTableSecretBytes = 32;
// The first schema with players.person_id: the step gives every player of the file one (connection.cpp).
inline constexpr int kPersonIdVersion = 9;
// The first schema with the audit's chain and the seals: the step chains and seals what is there.
inline constexpr int kSealVersion = 10;
// A new secret: kTableSecretBytes from the operating system's random source (getrandom,
// BCryptGenRandom).
[[nodiscard]] QByteArray newTableSecret();
// PRAGMA application_id of our files: "NKB1".
inline constexpr long long kApplicationId = 1313554993;

// The statements of migration `step` of one engine (migrations/sqlite/, migrations/postgresql/;
// split at ';' ending a line, comments dropped), or nullopt when this program lacks it.
[[nodiscard]] std::optional<std::vector<QString>> migrationStatements(const QString &engineFolder, int step);

// What SQLite keeps in sqlite_master after migrations 1..version, "type name" -> sql. Made once
// per version in an in-memory database.
[[nodiscard]] const std::map<std::string, std::string> &referenceSchema(int version);

// The schema of an open database in the same form (SQLite's own objects left out).
[[nodiscard]] std::map<std::string, std::string> schemaOf(const QSqlDatabase &db);

// Where the schema differs from the reference, in words ("tabel games ontbreekt"), or "".
[[nodiscard]] std::string schemaDifference(const std::map<std::string, std::string> &actual,
                                           const std::map<std::string, std::string> &reference);

} // namespace nkb::store
