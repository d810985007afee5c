// The venue web's writing (see tablewriter.h).
#include "web/tablewriter.h"

#include "store/tournamentstore.h"

namespace nkb::web {

TableWriter::TableWriter()
{
    m_thread.setObjectName(QStringLiteral("venue web tables"));
    m_context.moveToThread(&m_thread);
    m_thread.start();
}

std::unique_ptr<TableWriter> TableWriter::open(const std::string &location, QString *error)
{
    std::unique_ptr<TableWriter> writer(new TableWriter());
    QString why;
    // The store's connection belongs to the thread that opened it.
    QMetaObject::invokeMethod(
        &writer->m_context,
        [&] {
            OpenOptions options;
            options.station = "Tafels";
            auto opened = TournamentStore::open(location, options);
            if (!opened) {
                why = QString::fromStdString(opened.error().message);
                return;
            }
            if ((*opened)->readOnly()) {
                why = QStringLiteral("Invoer aan tafel moet het toernooi kunnen schrijven; dit bestand of deze "
                                     "server geeft alleen leesrecht.");
                return;
            }
            writer->m_store = std::move(opened).value();
        },
        Qt::BlockingQueuedConnection);
    if (!writer->m_store) {
        if (error)
            *error = why;
        return nullptr;
    }
    return writer;
}

TableWriter::~TableWriter()
{
    // Writes already handed over are done first (the thread takes its events in order).
    QMetaObject::invokeMethod(&m_context, [this] { m_store.reset(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void TableWriter::submit(const TableKey &key, TableWrite write, std::function<void(Response)> done)
{
    QMetaObject::invokeMethod(
        &m_context,
        [this, key, write = std::move(write), done = std::move(done)] {
            if (!m_store)
                return;
            done(writeTableGame(*m_store, key, write));
        },
        Qt::QueuedConnection);
}

} // namespace nkb::web
