#pragma once
// A 16-player tournament made in the test, and the QGuiApplication the documents need.
#include "tournament/tournament.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace nkb::test {

// Creates the offscreen QGuiApplication once (documents lay out text with real fonts).
void ensureGuiApp();

// Sixteen Dutch names, start numbers 1..16, round 1 at tables 1..4 of four (seats 1-4, 5-8, ...).
Tournament sixteenPlayers();

// A field of n players (Dutch names, three clubs, every fourth a "dame") with `played` rounds seated
// at tables of four (a table of three where n is not a multiple of four) and both games entered.
Tournament field(int n, int played);

// Points per seat for round 1, game 1, table by table.
void enterRoundOne(Tournament &t, const std::vector<std::vector<int>> &pointsPerTable);

// The final at one table of start numbers 1, 5, 9 and 14 (the finalists of enterRoundOne's usual
// points), its first game entered with these points in seat order.
void playFinal(Tournament &t, const std::vector<int> &points);

// How many pages a PDF file has: its page objects ("/Type /Page", not "/Pages").
int pdfPageCount(const QString &path);

QString readFile(const QString &path);

// What pdftotext reads in a PDF, with these options before the file (e.g. -layout, -f 2 -l 2, -bbox);
// ligatures read as their letters.
QString pdfText(const QString &path, const QStringList &options = {});

// What a phone's camera reads in the QR code on one page of a PDF (pdftoppm at 150 dpi, then
// zbarimg from Debian's zbar-tools); nothing when zbarimg is not installed.
std::optional<QString> pdfQrText(const QString &path, int page);

} // namespace nkb::test

#include <catch2/catch.hpp>

#include <optional>

// QString in Catch2 failure messages.
namespace Catch {
template <> struct StringMaker<QString> {
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
} // namespace Catch
