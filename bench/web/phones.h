#pragma once
// Simulated phones for bench_web: each its own connection from its own loopback address (as every
// phone on the venue Wi-Fi has its own), asking one page every `interval` with the ETag it has, as
// the pages' script does. One event loop drives them all; latency is from the request written to
// the last byte of the answer read.
#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <vector>

class QTcpSocket;

struct PhoneFigures {
    long long requests{0};
    long long ok{0};          // 200
    long long notModified{0}; // 304
    long long errors{0};      // any other status, a timeout or a dropped connection
    std::vector<double> latenciesMs;
};

class Phones : public QObject {
    Q_OBJECT
  public:
    Phones(int count, quint16 port, QByteArray path, int intervalMs, QObject *parent = nullptr);
    ~Phones() override;
    void start();
    void stop();
    [[nodiscard]] const PhoneFigures &figures() const { return m_figures; }

  private:
    struct Phone;
    void tick();
    void send(Phone &p);
    void read(Phone &p);
    void connectPhone(Phone &p);

    quint16 m_port;
    QByteArray m_path;
    int m_interval;
    std::vector<Phone *> m_phones;
    QTimer m_timer;
    QElapsedTimer m_clock;
    PhoneFigures m_figures;
    bool m_running{false};
};
