#pragma once
// What the venue web's benchmarks share: nk-bonaken-cli in-process, percentiles, a tournament of
// numbered players, and nginx serving a page's bytes beside serve (bench_web, bench_crowd).
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <string>
#include <vector>

namespace nkbbench {

// One nk-bonaken-cli command on `db` as JSON; exits the benchmark (2) when it is refused.
std::string cli(const std::string &db, std::vector<std::string> args);

// The q-th fraction of the sorted figures (0 for none).
double percentile(std::vector<double> v, double q);

// A new tournament in `db` with "Speler 1" … "Speler N", round 1 drawn with seed 1.
void numberedTournament(const QTemporaryDir &dir, const std::string &db, int players);

// nginx (Debian's /usr/sbin/nginx) serving `page` at /klassement from a folder in `dir`, on a
// loopback port of its own; nullptr (with a line said) when nginx is not installed.
struct Nginx {
    QProcess process;
    quint16 port{0};
    QString root;
};
std::unique_ptr<Nginx> startNginx(const QTemporaryDir &dir, const QByteArray &page);

} // namespace nkbbench
