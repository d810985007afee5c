#include "ui/document/storethread.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>
#include <QTimer>

namespace nkb::ui {

StoreThread::StoreThread(bool withThread)
{
    if (!withThread)
        return;
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("nkb-store"));
    m_context = new QObject;
    m_context->moveToThread(m_thread);
    m_thread->start();
}

StoreThread::~StoreThread()
{
    if (!m_thread)
        return;
    // What was sent there runs to its end first (the queue is in order); the context, which
    // lived there, is deleted once the thread has stopped.
    m_thread->quit();
    m_thread->wait();
    delete m_context;
    delete m_thread;
}

void StoreThread::runErased(const std::function<void()> &f)
{
    if (!m_thread) {
        f();
        return;
    }
    struct Depth {
        int &depth;
        explicit Depth(int &d) : depth(d) { ++depth; }
        ~Depth() { --depth; }
        Depth(const Depth &) = delete;
        Depth &operator=(const Depth &) = delete;
    } depth(m_depth);
    QEventLoop loop;
    bool done = false;
    // The answer comes back as an event of this thread, taken by the loop below.
    QMetaObject::invokeMethod(m_context, [&f, &loop, &done] {
        f();
        QMetaObject::invokeMethod(&loop, [&loop, &done] {
            done = true;
            loop.quit();
        }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
    QElapsedTimer clock;
    clock.start();
    QTimer second;
    second.setInterval(1000);
    QObject::connect(&second, &QTimer::timeout, &loop, [this, &clock] {
        if (m_waiting)
            m_waiting(static_cast<int>(clock.elapsed() / 1000));
    });
    second.start();
    while (!done)
        loop.exec();
    if (m_depth == 1 && m_idle)
        m_idle();
}

} // namespace nkb::ui
