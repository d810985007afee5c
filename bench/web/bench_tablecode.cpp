// bench_tablecode [N]: a table's code checked N times (default 200,000) per kind of guess, in
// turns so that the machine's load falls on every kind alike; prints the median and the 10th and
// 90th percentile per check. The check must not tell a guess wrong in its first character from
// one wrong in its last, nor a short one from a whole one.
#include "web/tablecode.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::max(1000, std::atoi(argv[1])) : 200000;
    const QByteArray secret = nkb::web::newTableSecret();
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
    std::printf("%-24s %10s %10s %10s\n", "guess", "p10 ns", "median ns", "p90 ns");
    for (Kind &k : kinds) {
        std::sort(k.ns.begin(), k.ns.end());
        const auto at = [&](double q) { return k.ns[static_cast<std::size_t>(q * static_cast<double>(k.ns.size() - 1))]; };
        std::printf("%-24s %10.0f %10.0f %10.0f\n", k.name, at(0.1), at(0.5), at(0.9));
    }
    return 0;
}
