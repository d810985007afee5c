// The fonts travel with the program: on a machine without any font (an empty fontconfig), the
// installed nk-bonaken-cli still prints the scoresheets and the seating in DejaVu Sans, embedded in
// the PDF, because the fonts come from the program's resources (QFontDatabase::addApplicationFont).
#include "reportfixture.h"

#include "report/reportdocument.h"

#include <QFile>
#include <QFontDatabase>
#include <QProcess>
#include <QTemporaryDir>

namespace {

QString run(const QString &program, const QStringList &args, const QProcessEnvironment &env, int *code = nullptr)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    REQUIRE(p.waitForFinished(60000));
    if (code)
        *code = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

} // namespace

TEST_CASE("The DejaVu fonts load from the program's resources", "[report][fonts]")
{
    nkb::test::ensureGuiApp();
    REQUIRE(nkb::report::loadDocumentFonts());
    CHECK(QFontDatabase::families().contains(QStringLiteral("DejaVu Sans")));
    CHECK(QFile(QStringLiteral(":/nkb/fonts/DejaVuSans-Bold.ttf")).size() > 100000);
}

TEST_CASE("Without a single font on the machine, the PDF still has DejaVu embedded", "[report][fonts][pdf]")
{
    const QString cli = QStringLiteral(NKB_BINARY_DIR "/app/nk-bonaken-cli");
    REQUIRE(QFile::exists(cli));
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString conf = dir.filePath(QStringLiteral("fonts.conf"));
    QFile f(conf);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>" + dir.filePath(QStringLiteral("fc")).toUtf8() +
            "</cachedir></fontconfig>\n");
    f.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("FONTCONFIG_FILE"), conf);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    CHECK(run(QStringLiteral("fc-list"), {}, env).trimmed().isEmpty()); // really no font

    const QString db = dir.filePath(QStringLiteral("nk.bonaken"));
    const QString csv = dir.filePath(QStringLiteral("spelers.csv"));
    QFile players(csv);
    REQUIRE(players.open(QIODevice::WriteOnly));
    players.write("naam\nZoë de Wit\nJosé Müller\nPiet %1\nAnna Öztürk\n");
    players.close();
    int code = -1;
    run(cli, {QStringLiteral("--db"), db, QStringLiteral("new"), QStringLiteral("--name"), QStringLiteral("NK")}, env,
        &code);
    REQUIRE(code == 0);
    run(cli, {QStringLiteral("--db"), db, QStringLiteral("players"), QStringLiteral("import"), csv}, env, &code);
    REQUIRE(code == 0);
    run(cli, {QStringLiteral("--db"), db, QStringLiteral("draw"), QStringLiteral("--round"), QStringLiteral("1")}, env,
        &code);
    REQUIRE(code == 0);
    for (const QString &what : {QStringLiteral("scoresheets"), QStringLiteral("seating")}) {
        const QString pdf = dir.filePath(what + QStringLiteral(".pdf"));
        const QString said = run(cli,
                                 {QStringLiteral("--db"), db, QStringLiteral("print"), what, QStringLiteral("--round"),
                                  QStringLiteral("1"), QStringLiteral("--out"), pdf},
                                 env, &code);
        CAPTURE(what.toStdString(), said.toStdString());
        REQUIRE(code == 0);
        const QString fonts = run(QStringLiteral("pdffonts"), {pdf}, QProcessEnvironment::systemEnvironment());
        CAPTURE(fonts.toStdString());
        CHECK(fonts.contains(QStringLiteral("DejaVuSans ")));
        CHECK(fonts.contains(QStringLiteral("yes")));
        const QString text =
            run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}, QProcessEnvironment::systemEnvironment());
        CHECK(text.contains(QStringLiteral("Zoë de Wit")));
        CHECK(text.contains(QStringLiteral("Piet %1")));
    }
}
