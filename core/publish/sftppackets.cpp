// The SFTP v3 packets of the atomic switch (see sftppackets.h).
#include "publish/sftppackets.h"

namespace nkb::publish::sftp {

namespace {

void putUint32(QByteArray &out, quint32 value)
{
    out.append(static_cast<char>((value >> 24) & 0xff));
    out.append(static_cast<char>((value >> 16) & 0xff));
    out.append(static_cast<char>((value >> 8) & 0xff));
    out.append(static_cast<char>(value & 0xff));
}

void putString(QByteArray &out, const QByteArray &text)
{
    putUint32(out, static_cast<quint32>(text.size()));
    out.append(text);
}

// The length field in front of a packet's body.
QByteArray framed(const QByteArray &body)
{
    QByteArray out;
    out.reserve(body.size() + 4);
    putUint32(out, static_cast<quint32>(body.size()));
    out.append(body);
    return out;
}

// Reads the fields of one packet front to back; a read past its end marks it bad.
class Reader {
  public:
    explicit Reader(const QByteArray &packet) : m_data(packet) {}

    quint32 uint32()
    {
        if (m_at + 4 > m_data.size()) {
            m_bad = true;
            return 0;
        }
        const auto byte = [this](qsizetype i) {
            return static_cast<quint32>(static_cast<unsigned char>(m_data[i]));
        };
        const quint32 value = byte(m_at) << 24 | byte(m_at + 1) << 16 | byte(m_at + 2) << 8 | byte(m_at + 3);
        m_at += 4;
        return value;
    }
    unsigned char byte()
    {
        if (m_at + 1 > m_data.size()) {
            m_bad = true;
            return 0;
        }
        return static_cast<unsigned char>(m_data[m_at++]);
    }
    QByteArray string()
    {
        const quint32 length = uint32();
        if (m_bad || length > static_cast<quint32>(m_data.size() - m_at)) {
            m_bad = true;
            return {};
        }
        QByteArray text = m_data.mid(m_at, static_cast<qsizetype>(length));
        m_at += static_cast<qsizetype>(length);
        return text;
    }
    [[nodiscard]] bool atEnd() const { return m_at >= m_data.size(); }
    [[nodiscard]] bool bad() const { return m_bad; }

  private:
    const QByteArray &m_data;
    qsizetype m_at{0};
    bool m_bad{false};
};

// The packet's type after its length, with the reader past both; 0 when the length is wrong.
unsigned char openPacket(Reader &reader, const QByteArray &packet)
{
    const quint32 length = reader.uint32();
    if (reader.bad() || static_cast<qint64>(length) + 4 != packet.size() || length == 0)
        return 0;
    return reader.byte();
}

} // namespace

QByteArray initPacket()
{
    QByteArray body;
    body.append(static_cast<char>(FxpInit));
    putUint32(body, 3);
    return framed(body);
}

QByteArray posixRenamePacket(quint32 id, const QByteArray &oldPath, const QByteArray &newPath)
{
    QByteArray body;
    body.append(static_cast<char>(FxpExtended));
    putUint32(body, id);
    putString(body, QByteArray(kPosixRename));
    putString(body, oldPath);
    putString(body, newPath);
    return framed(body);
}

qint64 packetSize(const QByteArray &buffer)
{
    if (buffer.size() < 4)
        return 0;
    Reader reader(buffer);
    const qint64 length = reader.uint32();
    if (length < 1 || length + 4 > kMaxPacket)
        return -1;
    return buffer.size() >= length + 4 ? length + 4 : 0;
}

bool Version::offers(const QByteArray &name, const QByteArray &data) const
{
    for (const auto &[n, d] : extensions)
        if (n == name && d == data)
            return true;
    return false;
}

std::optional<Version> parseVersion(const QByteArray &packet)
{
    Reader reader(packet);
    if (openPacket(reader, packet) != FxpVersion)
        return std::nullopt;
    Version version;
    version.version = reader.uint32();
    while (!reader.bad() && !reader.atEnd()) {
        QByteArray name = reader.string();
        QByteArray data = reader.string();
        if (!reader.bad())
            version.extensions.emplace_back(std::move(name), std::move(data));
    }
    if (reader.bad())
        return std::nullopt;
    return version;
}

std::optional<Status> parseStatus(const QByteArray &packet)
{
    Reader reader(packet);
    if (openPacket(reader, packet) != FxpStatus)
        return std::nullopt;
    Status status;
    status.id = reader.uint32();
    status.code = reader.uint32();
    if (reader.bad())
        return std::nullopt;
    // Version 3 servers before OpenSSH sent no message and language: both are optional here.
    if (!reader.atEnd()) {
        status.message = reader.string();
        if (reader.bad())
            return std::nullopt;
        if (!reader.atEnd())
            (void)reader.string();
    }
    return status;
}

} // namespace nkb::publish::sftp
