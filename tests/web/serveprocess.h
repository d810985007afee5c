#pragma once
// The real `nk-bonaken-cli serve` in a process of its own for the venue web's tests: started on a
// free port (read from its first line of JSON), its terminal kept, stopped with SIGTERM as Ctrl+C.
#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>

#include <catch2/catch.hpp>

#include <string>

namespace nkbtest {

// nk-bonaken-cli serve in its own process, stopped with SIGTERM as Ctrl+C would.
class Serve {
  public:
    explicit Serve(const std::string &db, const QString &listen = QStringLiteral("127.0.0.1:0"),
                   const QStringList &more = {})
    {
        m_process.setProgram(QStringLiteral(NKB_CLI_EXE));
        m_process.setArguments(QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--db"),
                                           QString::fromStdString(db), QStringLiteral("serve"),
                                           QStringLiteral("--listen"), listen} +
                               more);
        m_process.start();
        REQUIRE(m_process.waitForStarted(5000));
        QByteArray line;
        QElapsedTimer timer;
        timer.start();
        while (!line.contains('\n') && timer.elapsed() < 15000) {
            if (m_process.waitForReadyRead(200))
                line += m_process.readAllStandardOutput();
            REQUIRE(m_process.state() == QProcess::Running);
        }
        const nlohmann::json answer = nlohmann::json::parse(line.left(line.indexOf('\n')).toStdString());
        REQUIRE(answer["ok"].get<bool>());
        port = answer["port"].get<quint16>();
        urls = answer["urls"];
    }
    ~Serve()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    int stop()
    {
        m_process.terminate();
        m_process.waitForFinished(5000);
        return m_process.exitCode();
    }
    // What it said on its terminal (the director's log) so far.
    QByteArray said()
    {
        m_process.waitForReadyRead(300);
        m_said += m_process.readAllStandardError();
        return m_said;
    }
    quint16 port{0};
    nlohmann::json urls;

  private:
    QByteArray m_said;
    QProcess m_process;
};

} // namespace nkbtest
