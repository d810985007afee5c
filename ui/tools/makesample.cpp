// nkb-make-sample OUT.bonaken: the sample tournament of the Help menu, made at build time from the
// same reproducible recipe as the screenshots (16 players, fixed draw seeds, five rounds and the
// final with paper results). Installed read-only; the application opens a copy.
#include "ui/tools/sampletournament.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    if (args.size() != 2) {
        err << "Gebruik: nkb-make-sample UIT.bonaken\n";
        return 2;
    }
    const QString out = args.at(1);
    // The store never overwrites a file: a rebuild starts from nothing.
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(out + suffix);
    if (const QString refusal = nkb::ui::sample::createComplete(out, 16); !refusal.isEmpty()) {
        err << "Voorbeeldtoernooi niet gemaakt: " << refusal << "\n";
        QFile::remove(out);
        return 1;
    }
    return 0;
}
