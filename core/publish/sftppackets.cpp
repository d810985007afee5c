// The SFTP v3 packets the uploader speaks itself (see sftppackets.h).
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

void putUint64(QByteArray &out, quint64 value)
{
    putUint32(out, static_cast<quint32>(value >> 32));
    putUint32(out, static_cast<quint32>(value & 0xffffffffU));
}

void putString(QByteArray &out, QByteArrayView text)
{
    putUint32(out, static_cast<quint32>(text.size()));
    out.append(text);
}

// A packet's body so far: its type and request id.
QByteArray request(PacketType type, quint32 id, qsizetype room = 64)
{
    QByteArray body;
    body.reserve(room);
    body.append(static_cast<char>(type));
    putUint32(body, id);
    return body;
}

// A request about one path or one handle, and nothing else.
QByteArray about(PacketType type, quint32 id, const QByteArray &pathOrHandle)
{
    QByteArray body = request(type, id, pathOrHandle.size() + 16);
    putString(body, pathOrHandle);
    return body;
}

void putPermissions(QByteArray &body, quint32 permissions)
{
    putUint32(body, AttrPermissions);
    putUint32(body, permissions);
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
    quint64 uint64()
    {
        const quint64 high = uint32();
        return high << 32 | uint32();
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
unsigned char startPacket(Reader &reader, const QByteArray &packet)
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
    QByteArray body = request(FxpExtended, id);
    putString(body, QByteArrayView(kPosixRename));
    putString(body, oldPath);
    putString(body, newPath);
    return framed(body);
}

QByteArray openPacket(quint32 id, const QByteArray &path, quint32 flags, quint32 permissions)
{
    QByteArray body = about(FxpOpen, id, path);
    putUint32(body, flags);
    putPermissions(body, permissions);
    return framed(body);
}

QByteArray writePacket(quint32 id, const QByteArray &handle, quint64 offset, QByteArrayView data)
{
    QByteArray body = request(FxpWrite, id, handle.size() + data.size() + 32);
    putString(body, handle);
    putUint64(body, offset);
    putString(body, data);
    return framed(body);
}

QByteArray closePacket(quint32 id, const QByteArray &handle)
{
    return framed(about(FxpClose, id, handle));
}

QByteArray mkdirPacket(quint32 id, const QByteArray &path, quint32 permissions)
{
    QByteArray body = about(FxpMkdir, id, path);
    putPermissions(body, permissions);
    return framed(body);
}

QByteArray removePacket(quint32 id, const QByteArray &path)
{
    return framed(about(FxpRemove, id, path));
}

QByteArray rmdirPacket(quint32 id, const QByteArray &path)
{
    return framed(about(FxpRmdir, id, path));
}

QByteArray opendirPacket(quint32 id, const QByteArray &path)
{
    return framed(about(FxpOpendir, id, path));
}

QByteArray readdirPacket(quint32 id, const QByteArray &handle)
{
    return framed(about(FxpReaddir, id, handle));
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
    if (startPacket(reader, packet) != FxpVersion)
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

std::optional<Answer> parseAnswer(const QByteArray &packet)
{
    Reader reader(packet);
    Answer answer;
    answer.type = startPacket(reader, packet);
    answer.id = reader.uint32();
    if (answer.type == 0 || answer.type == FxpVersion || reader.bad())
        return std::nullopt;
    return answer;
}

std::optional<Handle> parseHandle(const QByteArray &packet)
{
    Reader reader(packet);
    if (startPacket(reader, packet) != FxpHandle)
        return std::nullopt;
    Handle handle;
    handle.id = reader.uint32();
    handle.handle = reader.string();
    // The draft allows 256 bytes; an empty one could not name anything.
    if (reader.bad() || !reader.atEnd() || handle.handle.isEmpty() || handle.handle.size() > 256)
        return std::nullopt;
    return handle;
}

std::optional<Names> parseNames(const QByteArray &packet)
{
    Reader reader(packet);
    if (startPacket(reader, packet) != FxpName)
        return std::nullopt;
    Names names;
    names.id = reader.uint32();
    const quint32 count = reader.uint32();
    // Each entry takes at least 12 bytes: a count past that is a lie, not a reason to reserve.
    if (reader.bad() || count > static_cast<quint32>(packet.size() / 12))
        return std::nullopt;
    for (quint32 i = 0; i < count && !reader.bad(); ++i) {
        Name entry;
        entry.name = reader.string();
        (void)reader.string(); // the long name, as `ls -l` would print it
        const quint32 flags = reader.uint32();
        if (flags & AttrSize)
            (void)reader.uint64();
        if (flags & AttrUidGid)
            (void)reader.uint64();
        if (flags & AttrPermissions)
            entry.permissions = reader.uint32();
        if (flags & AttrAcModTime)
            (void)reader.uint64();
        if (flags & AttrExtended)
            for (quint32 n = reader.uint32(); n > 0 && !reader.bad(); --n) {
                (void)reader.string();
                (void)reader.string();
            }
        names.names.push_back(std::move(entry));
    }
    if (reader.bad() || !reader.atEnd())
        return std::nullopt;
    return names;
}

std::optional<Status> parseStatus(const QByteArray &packet)
{
    Reader reader(packet);
    if (startPacket(reader, packet) != FxpStatus)
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
