#include "cli/printable.h"

#include <cstring>

namespace nkb::cli {

namespace {
constexpr const char *kReplacement = "\xEF\xBF\xBD"; // U+FFFD
} // namespace

PrintableBuf::~PrintableBuf()
{
    flushPending();
}

bool PrintableBuf::put(const char *bytes)
{
    const auto n = static_cast<std::streamsize>(std::strlen(bytes));
    return m_target->sputn(bytes, n) == n;
}

bool PrintableBuf::flushPending()
{
    if (!m_pendingC2)
        return true;
    m_pendingC2 = false;
    return put("\xC2");
}

PrintableBuf::int_type PrintableBuf::overflow(int_type ch)
{
    if (traits_type::eq_int_type(ch, traits_type::eof()))
        return traits_type::not_eof(ch);
    const auto c = static_cast<unsigned char>(traits_type::to_char_type(ch));
    bool ok = true;
    if (m_pendingC2) {
        m_pendingC2 = false;
        if (c >= 0x80 && c <= 0x9F)
            return put(kReplacement) ? ch : traits_type::eof();
        ok = put("\xC2");
    }
    if (c == 0xC2) {
        m_pendingC2 = true;
    } else if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) {
        ok = ok && put(kReplacement);
    } else {
        ok = ok && !traits_type::eq_int_type(m_target->sputc(static_cast<char>(c)), traits_type::eof());
    }
    return ok ? ch : traits_type::eof();
}

int PrintableBuf::sync()
{
    const bool ok = flushPending();
    return ok && m_target->pubsync() == 0 ? 0 : -1;
}

} // namespace nkb::cli
