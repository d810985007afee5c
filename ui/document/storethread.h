#pragma once
// The store's own thread, for a tournament on a server (a silent Wi-Fi drop froze the
// window for the whole drop). Every statement on the server runs there; the window waits for its
// answer in an event loop of its own, so it keeps painting and takes what is typed meanwhile.
// A file needs none: its statements take milliseconds, and they run directly as before.
#include <QObject>

#include <functional>
#include <optional>
#include <type_traits>

class QThread;

namespace nkb::ui {

class StoreThread {
public:
    // withThread false: run() calls straight through (a tournament file).
    explicit StoreThread(bool withThread);
    ~StoreThread(); // waits for what runs there now, then stops the thread
    StoreThread(const StoreThread &) = delete;
    StoreThread &operator=(const StoreThread &) = delete;

    // Runs f on the store's thread and gives its result; the window goes on meanwhile.
    template <typename F> auto run(F &&f) -> std::invoke_result_t<F &>
    {
        using R = std::invoke_result_t<F &>;
        if constexpr (std::is_void_v<R>) {
            runErased([&f] { f(); });
        } else {
            std::optional<R> result;
            runErased([&f, &result] { result.emplace(f()); });
            return std::move(*result);
        }
    }
    // A waiting window runs events: another run() may begin inside one (the panels guard).
    [[nodiscard]] bool busy() const { return m_depth > 0; }
    // Called on the window's thread after each second a run has waited (1, 2, …).
    void setWaiting(std::function<void(int seconds)> waiting) { m_waiting = std::move(waiting); }
    // Called on the window's thread when the outermost run() has its answer.
    void setIdle(std::function<void()> idle) { m_idle = std::move(idle); }

private:
    void runErased(const std::function<void()> &f);

    QThread *m_thread{nullptr};
    QObject *m_context{nullptr};
    int m_depth{0};
    std::function<void(int)> m_waiting;
    std::function<void()> m_idle;
};

} // namespace nkb::ui
