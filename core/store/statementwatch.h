#pragma once
// No frozen station: a statement on a server that gets no answer for too long has its
// connection cut, so the station hears "niet bereikbaar" instead of waiting for the whole drop.
// libpq waits for an answer as long as the network lets it, and a server or proxy that stops
// answering while its computer still acknowledges every packet (keepalives and tcp_user_timeout
// then see nothing wrong) would keep the window still until it answers again. One thread per
// program keeps the deadlines; the cut is a shutdown() of the connection's socket, after which
// libpq reports the connection lost and the store's usual recovery takes over (reconnect, and for
// a COMMIT the look-up of its key: exactly once).
namespace nkb::store {

// How long one statement may go without an answer.
inline constexpr int kStatementAnswerMs = 4000;

class StatementWatch {
  public:
    // Watches socket `fd` until destroyed; nothing for fd < 0 (a file, or no server library).
    StatementWatch(int fd, int limitMs);
    ~StatementWatch();
    StatementWatch(const StatementWatch &) = delete;
    StatementWatch &operator=(const StatementWatch &) = delete;

  private:
    long long m_token{0};
};

} // namespace nkb::store
