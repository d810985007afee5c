#include "ui/document/tournamentdocument.h"

#include "ui/widgets/qtstd.h"
#include "tournament/limits.h"
#include "ui/document/doubleentrycommands.h"
#include "ui/document/storecommand.h"
#include "ui/stations/doubleentrydialog.h"
#include "ui/stations/liverefresh.h"
#include "ui/stations/otherstation.h"

#include <QCoreApplication>
#include <QFile>
#include <QSysInfo>
#include <QUndoStack>
#include <QUuid>

namespace nkb::ui {

namespace {

OpenOptions stationOptions(bool create, bool viewOnly = false)
{
    OpenOptions o;
    o.create = create;
    o.readOnly = viewOnly;
    const std::string host = stationFromHostName(ss(QSysInfo::machineHostName()));
    o.station = host.empty() ? "nk-bonaken" : host;
    return o;
}

} // namespace

std::unique_ptr<TournamentDocument> TournamentDocument::open(const QString &path, QString *error, bool viewOnly)
{
    auto store = TournamentStore::open(ss(path), stationOptions(false, viewOnly));
    if (!store) {
        *error = errorText(store.error());
        return nullptr;
    }
    if (!store.value()->hasTournament()) {
        *error = QCoreApplication::translate("TournamentDocument", "Dit bestand bevat geen toernooi.");
        return nullptr;
    }
    auto document = std::make_unique<TournamentDocument>(std::move(store).value());
    if (!document->m_loadError.isEmpty()) {
        // Never show a tournament that could not be read as an empty one.
        *error = document->m_loadError;
        return nullptr;
    }
    return document;
}

std::unique_ptr<TournamentDocument> TournamentDocument::create(const QString &path, const TournamentInfo &info,
                                                               QString *error)
{
    if (QFile::exists(path)) {
        *error = QCoreApplication::translate("TournamentDocument", "Het bestand %1 bestaat al.").arg(path);
        return nullptr;
    }
    auto store = TournamentStore::open(ss(path), stationOptions(true));
    if (!store) {
        *error = errorText(store.error());
        return nullptr;
    }
    if (const auto refusal = store.value()->createTournament(info)) {
        *error = errorText(*refusal);
        return nullptr;
    }
    return std::make_unique<TournamentDocument>(std::move(store).value());
}

TournamentDocument::TournamentDocument(std::unique_ptr<TournamentStore> store, QObject *parent)
    : QObject(parent), m_store(std::move(store)), m_undo(new QUndoStack(this))
{
    auto loaded = m_store->load();
    if (loaded)
        m_tournament = std::move(loaded).value();
    else
        m_loadError = errorText(loaded.error());
    if (auto waiting = m_store->firstEntries())
        m_firstEntries = std::move(waiting).value();
    m_live = std::make_unique<LiveRefresh>(*this);
}

TournamentDocument::~TournamentDocument()
{
    // The commands refer to the store: drop them first.
    m_live.reset();
    delete m_undo;
    m_undo = nullptr;
}

QString TournamentDocument::path() const { return qs(m_store->path()); }

QString TournamentDocument::execute(StoreCommand *command, const std::string &changeKey)
{
    m_lastChangeKey = changeKey.empty() ? ss(QUuid::createUuid().toString(QUuid::WithoutBraces)) : changeKey;
    // Every try of this change under one key, the store's write included; none left behind for
    // another command (a try that never reached a transaction does not consume it).
    const auto perform = [this](StoreCommand *c) {
        m_store->setChangeKey(m_lastChangeKey);
        auto r = c->perform(*m_store);
        m_store->setChangeKey({});
        return r;
    };
    auto refusal = perform(command);
    if (refusal && refusal->comparison) {
        // Double entry (issue 11): the referee settles a difference with the first station's entry.
        const EntryComparison comparison = *refusal->comparison;
        switch (askSettlement(comparison)) {
        case DoubleEntryDialog::Choice::This:
            command->replaceOtherStation();
            refusal = perform(command);
            break;
        case DoubleEntryDialog::Choice::First:
            delete command;
            command = new AcceptFirstEntryCommand(this, GameRef{comparison.round, comparison.table, comparison.game});
            refusal = perform(command);
            break;
        case DoubleEntryDialog::Choice::Stop:
            refusal->message = ss(tr("de eerste invoer wacht nog op een beslissing.")); // the panel says "Niet opgeslagen"
            break;
        }
    } else if (refusal && refusal->otherStation && replaceOtherStation(*refusal, command)) { // issue 11
        refusal = perform(command);
    }
    m_lastServerLost = refusal && refusal->serverLost;
    // Sent again after its answer was lost (issue 18), and found stored: done, once.
    const bool storedBefore = refusal && refusal->alreadyStored;
    if (storedBefore)
        refusal.reset();
    if (refusal) {
        delete command;
        const QString message = errorText(*refusal);
        emit refused(message);
        return message;
    }
    command->markDone(m_store->lastChangeId());
    // Every change is confirmed in the status bar (issue 19: a withdrawal said nothing, and an
    // old "Bijgewerkt door …" stayed up over this station's own work).
    // Said before the reload, so that what the change sets off (a backup that fails) has the last word.
    const QString note = storedBefore ? tr("Dit was al opgeslagen: een eerdere poging kwam aan, alleen het antwoord "
                                           "van de server ging verloren. Niets is twee keer opgeslagen.")
                         : command->note().isEmpty() ? tr("Gedaan: %1").arg(command->text())
                                                     : command->note();
    m_undo->push(command);
    emit stepDone(note);
    reload();
    return {};
}

const GameResult *TournamentDocument::firstEntry(const GameRef &ref) const
{
    for (const GameResult &g : m_firstEntries)
        if (g.round == ref.round && g.table == ref.table && g.game == ref.game)
            return &g;
    return nullptr;
}

void TournamentDocument::reload()
{
    auto loaded = m_store->load();
    if (loaded)
        m_tournament = std::move(loaded).value();
    else
        emit refused(errorText(loaded.error()));
    auto waiting = m_store->firstEntries();
    m_firstEntries = waiting ? std::move(waiting).value() : std::vector<GameResult>{};
    emit changed();
}

void TournamentDocument::reloadFromElsewhere(const QString &news)
{
    m_fromElsewhere = true;
    reload();
    m_fromElsewhere = false;
    emit changedElsewhere(news);
}

QString TournamentDocument::saveCopy(const QString &target) const
{
    // A consistent copy of the live file straight from SQLite (VACUUM INTO), with its audit trail;
    // the store never overwrites an existing file.
    if (const StoreStatus refusal = m_store->copyTo(ss(target)))
        return errorText(*refusal);
    return {};
}

} // namespace nkb::ui
