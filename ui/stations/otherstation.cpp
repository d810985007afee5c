#include "ui/stations/otherstation.h"

#include "ui/document/doubleentrycommands.h"
#include "ui/document/storecommand.h"
#include "ui/document/tournamentdocument.h"
#include "ui/stations/doubleentrydialog.h"
#include "ui/widgets/qtstd.h"

#include <QApplication>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>

namespace nkb::ui {

namespace {

bool askInMessageBox(const QString &message)
{
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        return false;
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("OtherStation", "Al ingevoerd"), message,
                    QMessageBox::NoButton, QApplication::activeWindow());
    box.setInformativeText(
        QCoreApplication::translate("OtherStation", "Vervangen met wat u hebt ingetypt, of stoppen en de "
                                                    "invoer van het andere station houden?"));
    QPushButton *replace = box.addButton(QCoreApplication::translate("OtherStation", "&Vervangen"),
                                         QMessageBox::DestructiveRole);
    QPushButton *stop =
        box.addButton(QCoreApplication::translate("OtherStation", "&Stoppen"), QMessageBox::RejectRole);
    box.setDefaultButton(stop); // Enter never overwrites another station's entry
    box.exec();
    return box.clickedButton() == replace;
}

ReplaceQuestion &question()
{
    static ReplaceQuestion q = askInMessageBox;
    return q;
}

} // namespace

bool replaceOtherStation(StoreError &refusal, StoreCommand *command)
{
    if (!refusal.otherStation)
        return false;
    if (!question()(errorText(refusal))) {
        // She has read who and when in the question: the refusal that follows only confirms.
        // A reason like the store's: the panel that shows it says "Niet opgeslagen" (once).
        refusal.message = ss(QCoreApplication::translate("OtherStation", "de invoer van het andere station blijft staan."));
        return false;
    }
    command->replaceOtherStation();
    return true;
}

void setReplaceQuestion(ReplaceQuestion q) { question() = q ? std::move(q) : ReplaceQuestion(askInMessageBox); }

QString executeAsking(TournamentDocument &document, const std::function<StoreCommand *()> &make,
                      const std::string &changeKey)
{
    QString refusal = document.execute(make(), changeKey);
    if (refusal.isEmpty() || !document.lastRefusal())
        return refusal;
    StoreError why = *document.lastRefusal();
    if (why.comparison) {
        // Double entry (issue 11): the referee settles a difference with the first station's entry.
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
            return QCoreApplication::translate("nkb::ui::TournamentDocument",
                                               "de eerste invoer wacht nog op een beslissing.");
        }
    }
    if (why.otherStation) {
        StoreCommand *command = make();
        if (!replaceOtherStation(why, command)) {
            delete command;
            return errorText(why); // she stopped: a short confirmation
        }
        return document.execute(command, document.lastChangeKey());
    }
    return refusal;
}

} // namespace nkb::ui
