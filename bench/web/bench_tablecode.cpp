// bench_tablecode [N]: a table's code checked N times (default 200,000) per kind of guess, in
// turns so that the machine's load falls on every kind alike; prints the median and the 10th and
// 90th percentile per check. The check must not tell a guess wrong in its first character from
// one wrong in its last, nor a short one from a whole one. Then the same for the whole check of a
// phone's request (web/tableaccess.h) on a round of 40 tables: every refusal (a wrong code, another
// table's, a withdrawn one, a table that does not exist, a feed without the secret) must take as
// long as any other.
#include "web/tableaccess.h"
#include "web/tablecode.h"
#include "web/tablesign.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

template <typename Kinds> void print(Kinds &kinds, const char *what)
{
    std::printf("%-26s %10s %10s %10s\n", what, "p10 ns", "median ns", "p90 ns");
    for (auto &k : kinds) {
        std::sort(k.ns.begin(), k.ns.end());
        const auto at = [&](double q) { return k.ns[static_cast<std::size_t>(q * static_cast<double>(k.ns.size() - 1))]; };
        std::printf("%-26s %10.0f %10.0f %10.0f\n", k.name, at(0.1), at(0.5), at(0.9));
    }
}

} // namespace

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::max(1000, std::atoi(argv[1])) : 200000;
    const QByteArray secret = nkb::store::newTableSecret();
    const nkb::web::TableKey key{3, 7, 1};
    const std::string right = nkb::web::tableCode(secret, key);
    std::string firstWrong = right;
    firstWrong[0] = right[0] == 'A' ? 'B' : 'A';
    std::string lastWrong = right;
    lastWrong.back() = right.back() == 'A' ? 'B' : 'A';
    const std::string other = nkb::web::tableCode(secret, {3, 8, 1});
    const std::string shortOne = right.substr(0, 5);
    struct Kind {
        const char *name;
        const std::string *guess;
        std::vector<double> ns;
    };
    std::vector<Kind> kinds{{"the right code", &right, {}},       {"first character wrong", &firstWrong, {}},
                            {"last character wrong", &lastWrong, {}}, {"another table's code", &other, {}},
                            {"five characters", &shortOne, {}}};
    int matched = 0;
    const int batch = 100; // one clock reading per 100 checks
    for (int i = 0; i < n / batch; ++i)
        for (Kind &k : kinds) {
            const auto start = std::chrono::steady_clock::now();
            for (int j = 0; j < batch; ++j)
                matched += nkb::web::tableCodeMatches(secret, key, *k.guess) ? 1 : 0;
            k.ns.push_back(std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
                           batch);
        }
    std::printf("bench_tablecode: %d checks per kind (right code matched %d times)\n", n, matched);
    print(kinds, "guess");

    // The whole check on a round of 40 tables, round 1 being played, table 9's code withdrawn once.
    nkb::web::Snapshot s;
    s.tableSecret = secret;
    s.tournament.info.rounds = 5;
    nkb::Round round;
    round.number = 1;
    for (int table = 1; table <= 40; ++table)
        round.tables.push_back({table, {4 * table - 3, 4 * table - 2, 4 * table - 1, 4 * table}});
    s.tournament.rounds.push_back(round);
    s.tableGenerations[{1, 9}] = 2;
    nkb::web::Snapshot blind = s;
    blind.tableSecret.clear();
    const std::string seven = nkb::web::tableCode(secret, {1, 7, 1});
    const std::string eight = nkb::web::tableCode(secret, {1, 8, 1});
    const std::string nineOld = nkb::web::tableCode(secret, {1, 9, 1});
    const std::string fiftyOne = nkb::web::tableCode(secret, {1, 51, 1});
    // A look at the table signed with the code (web/tablesign.h), as a phone sends it.
    struct Access {
        const char *name;
        const nkb::web::Snapshot *snapshot;
        int table;
        const std::string *code;
        std::vector<double> ns;
        nkb::web::Request look{};
    };
    std::vector<Access> access{{"table 7, its code", &s, 7, &seven, {}},
                               {"table 7, last char wrong", &s, 7, &lastWrong, {}},
                               {"table 7, table 8's code", &s, 7, &eight, {}},
                               {"table 9, withdrawn code", &s, 9, &nineOld, {}},
                               {"table 51, none such", &s, 51, &fiftyOne, {}},
                               {"table 7, feed w/o secret", &blind, 7, &seven, {}}};
    for (Access &a : access) {
        a.look.method = "GET";
        a.look.path = "/tafel/" + std::to_string(a.table) + "/stand";
        a.look.headers = {{"x-telefoon", "0123456789abcdef0123456789abcdef"}, {"x-tafelnonce", "look-0123456789abcdef"}};
        const std::string signature = nkb::web::tableSignature(*a.code, nkb::web::tableSigned(a.look));
        a.look.headers.emplace_back("x-tafelteken", signature);
    }
    int opened = 0;
    for (int i = 0; i < n / batch / 4; ++i)
        for (Access &a : access) {
            const nkb::web::TableSigned signedLook = nkb::web::tableSigned(a.look);
            const auto start = std::chrono::steady_clock::now();
            for (int j = 0; j < batch; ++j)
                opened += nkb::web::tableAccess(*a.snapshot, a.table, signedLook) ? 1 : 0;
            a.ns.push_back(std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
                           batch);
        }
    std::printf("\nthe whole check of a request, 40 tables: %d per kind (opened %d times)\n", n / 4, opened);
    print(access, "request");
    return 0;
}
