#pragma once
// A plain HTTP/1.1 client over a real socket for the venue web's tests: what a phone's browser
// sends, and what a script on the venue Wi-Fi could send instead, byte for byte.
#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpSocket>

#include <catch2/catch.hpp>

#include <optional>

namespace nkbtest {

struct HttpAnswer {
    int status{0};
    QByteArray head; // status line and headers
    QByteArray body;
    bool closed{false}; // the server closed the connection after it
    [[nodiscard]] QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == name.toLower())
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
};

class HttpClient {
  public:
    explicit HttpClient(quint16 port, const QHostAddress &from = {}, const QHostAddress &to = QHostAddress::LocalHost)
    {
        if (!from.isNull())
            m_socket.bind(from);
        m_socket.connectToHost(to, port);
        m_connected = m_socket.waitForConnected(3000);
    }
    [[nodiscard]] bool connected() const { return m_connected; }
    QTcpSocket &socket() { return m_socket; }

    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.waitForBytesWritten(3000);
    }

    // One answer; nothing when none came within the time (or the connection closed without one).
    std::optional<HttpAnswer> read(bool head = false, int timeoutMs = 5000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
                HttpAnswer a;
                a.head = m_buffer.left(end);
                a.status = a.head.mid(9, 3).toInt();
                const qsizetype length =
                    head || a.status == 304 ? 0 : a.header("Content-Length").toLongLong();
                if (m_buffer.size() >= end + 4 + length) {
                    a.body = m_buffer.mid(end + 4, length);
                    m_buffer.remove(0, end + 4 + length);
                    a.closed = a.header("Connection").toLower() == "close";
                    return a;
                }
            }
            if (m_socket.state() != QAbstractSocket::ConnectedState && m_socket.bytesAvailable() == 0)
                return std::nullopt;
            if (m_socket.bytesAvailable() > 0 || m_socket.waitForReadyRead(100))
                m_buffer += m_socket.readAll();
        }
        return std::nullopt;
    }

    std::optional<HttpAnswer> get(const QByteArray &path, const QByteArray &extraHeaders = {}, const QByteArray &method = "GET")
    {
        send(method + ' ' + path + " HTTP/1.1\r\nHost: nk.test\r\n" + extraHeaders + "\r\n");
        return read(method == "HEAD");
    }

    // Whether the server closed the connection within the time.
    bool closedWithin(int ms)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < ms) {
            if (m_socket.state() == QAbstractSocket::UnconnectedState)
                return true;
            m_socket.waitForReadyRead(50);
            m_buffer += m_socket.readAll();
        }
        return m_socket.state() == QAbstractSocket::UnconnectedState;
    }

  private:
    QTcpSocket m_socket;
    QByteArray m_buffer;
    bool m_connected{false};
};

} // namespace nkbtest
