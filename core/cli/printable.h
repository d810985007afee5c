#pragma once
// What nk-bonaken-cli writes to a terminal carries no control characters: a name stored by an
// older version ("Piet\x1B[2J", a NUL) would otherwise clear the screen or cut the line. The
// filter passes text and newlines and writes U+FFFD for C0 (but \n, \t), DEL and C1 controls.
#include <streambuf>

namespace nkb::cli {

class PrintableBuf : public std::streambuf {
  public:
    explicit PrintableBuf(std::streambuf *target) : m_target(target) {}
    ~PrintableBuf() override;
    PrintableBuf(const PrintableBuf &) = delete;
    PrintableBuf &operator=(const PrintableBuf &) = delete;

  protected:
    int_type overflow(int_type ch) override;
    int sync() override;

  private:
    bool put(const char *bytes);
    bool flushPending();

    std::streambuf *m_target;
    bool m_pendingC2{false}; // a 0xC2 byte held back: with 0x80..0x9F it is a C1 control
};

} // namespace nkb::cli
