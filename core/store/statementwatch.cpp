#include "store/statementwatch.h"

#ifdef NKB_HAVE_LIBPQ
#ifdef _WIN32
#include <winsock2.h> // libpq's socket is a Winsock SOCKET there, given as an int by PQsocket
#else
#include <sys/socket.h>
#endif

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>
#endif

namespace nkb::store {

#ifdef NKB_HAVE_LIBPQ
namespace {

using Clock = std::chrono::steady_clock;

struct Watched {
    int fd;
    Clock::time_point deadline;
};

// The one watching thread, started with the first statement on a server and kept for the program.
class Watcher {
  public:
    static Watcher &instance()
    {
        static Watcher *watcher = new Watcher; // never destroyed: its thread runs to the end
        return *watcher;
    }
    long long add(int fd, int limitMs)
    {
        std::lock_guard lock(m_mutex);
        const long long token = ++m_next;
        m_watched[token] = Watched{fd, Clock::now() + std::chrono::milliseconds(limitMs)};
        m_wake.notify_one();
        return token;
    }
    void remove(long long token)
    {
        std::lock_guard lock(m_mutex);
        m_watched.erase(token);
    }

  private:
    Watcher()
    {
        std::thread([this] { run(); }).detach();
    }
    void run()
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            if (m_watched.empty()) {
                m_wake.wait(lock);
                continue;
            }
            auto first = m_watched.begin();
            for (auto it = m_watched.begin(); it != m_watched.end(); ++it)
                if (it->second.deadline < first->second.deadline)
                    first = it;
            if (Clock::now() >= first->second.deadline) {
                // No answer in time: cut it. The statement returns with the connection lost.
#ifdef _WIN32
                ::shutdown(static_cast<SOCKET>(first->second.fd), SD_BOTH);
#else
                ::shutdown(first->second.fd, SHUT_RDWR);
#endif
                m_watched.erase(first);
                continue;
            }
            // A copy: while this waits, the lock is free and the entry may be removed.
            const Clock::time_point deadline = first->second.deadline;
            m_wake.wait_until(lock, deadline);
        }
    }
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::map<long long, Watched> m_watched;
    long long m_next{0};
};

} // namespace

StatementWatch::StatementWatch(int fd, int limitMs)
{
    if (fd >= 0)
        m_token = Watcher::instance().add(fd, limitMs);
}

StatementWatch::~StatementWatch()
{
    if (m_token != 0)
        Watcher::instance().remove(m_token);
}
#else
StatementWatch::StatementWatch(int, int) {}
StatementWatch::~StatementWatch() = default;
#endif

} // namespace nkb::store
