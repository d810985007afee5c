#include "ui/stations/otherstation.h"

#include "ui/document/doubleentrycommands.h"
#include "ui/document/storecommand.h"
#include "ui/document/tournamentdocument.h"
#include "ui/stations/doubleentrydialog.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"

#include <QApplication>

namespace nkb::ui {

namespace {

bool askReplace(const QString &message)
{
    Question ask(QStringLiteral("replaceOtherStation"), QMessageBox::Warning,
                 QCoreApplication::translate("OtherStation", "Al ingevoerd"), message);
    ask.setInformativeText(
        QCoreApplication::translate("OtherStation", "Vervangen met wat u hebt ingetypt, of stoppen en de "
                                                    "invoer van het andere station houden?"));
    const int replace =
        ask.addButton(QCoreApplication::translate("OtherStation", "&Vervangen"), QMessageBox::DestructiveRole);
    // Enter never overwrites another station's entry.
    ask.setDefaultButton(
        ask.addButton(QCoreApplication::translate("OtherStation", "&Stoppen"), QMessageBox::RejectRole));
    return ask.ask(QApplication::activeWindow()) == replace;
}

} // namespace

bool replaceOtherStation(StoreError &refusal, StoreCommand *command)
{
    if (!refusal.otherStation())
        return false;
    if (!askReplace(errorText(refusal))) {
        // She has read who and when in the question: the refusal that follows only confirms.
        // A reason like the store's: the panel that shows it says "Niet opgeslagen" (once).
        refusal.message = ss(QCoreApplication::translate("OtherStation", "de invoer van het andere station blijft staan."));
        return false;
    }
    command->replaceOtherStation();
    return true;
}

ChangeResult executeAsking(TournamentDocument &document, const std::function<StoreCommand *()> &make,
                           const std::string &changeKey)
{
    ChangeResult result = document.execute(make(), changeKey);
    if (result.done() || !result.refusal())
        return result;
    StoreError why = *result.refusal();
    if (result.kind() == ChangeResult::Kind::DiffersFromFirst) {
        // Double entry: the referee settles a difference with the first station's entry.
        const EntryComparison comparison = *why.comparison;
        switch (askSettlement(comparison)) {
        case DoubleEntryDialog::Choice::This: {
            StoreCommand *command = make();
            command->replaceOtherStation();
            return document.execute(command, document.lastChangeKey());
        }
        case DoubleEntryDialog::Choice::First:
            return document.execute(
                new AcceptFirstEntryCommand(&document, GameRef{comparison.round, comparison.table, comparison.game}),
                document.lastChangeKey());
        case DoubleEntryDialog::Choice::Stop:
            return ChangeResult(ChangeResult::Kind::DiffersFromFirst,
                                QCoreApplication::translate("nkb::ui::TournamentDocument",
                                                            "de eerste invoer wacht nog op een beslissing."));
        }
    }
    if (result.kind() == ChangeResult::Kind::OtherStation) {
        StoreCommand *command = make();
        if (!replaceOtherStation(why, command)) {
            delete command;
            return ChangeResult(why, errorText(why)); // she stopped: a short confirmation
        }
        return document.execute(command, document.lastChangeKey());
    }
    return result;
}

} // namespace nkb::ui
