#pragma once
// The application's window on a 16-player sample with round 1 drawn and nothing played, its venue
// web running on this computer with entry at the table: for the widget tests of the table codes.
#include "uitestsupport.h"

#include "ui/tools/sampletournament.h"
#include "ui/window/mainwindow.h"
#include "web/venueweb.h"

#include <QHostAddress>
#include <QTemporaryDir>

namespace nkb::ui::test {

struct ServingWindow {
    QTemporaryDir dir;
    QString path;
    MainWindow window;
    TournamentDocument *doc{nullptr};
    web::VenueWeb *venue{nullptr};

    ServingWindow()
    {
        app();
        path = dir.filePath(QStringLiteral("tafels.bonaken"));
        QString error;
        auto created = sample::create(path, 16, &error);
        REQUIRE(created);
        REQUIRE(sample::playRound(*created, 1, 0).isEmpty()); // round 1 drawn, nothing played
        window.setDocument(std::move(created));
        doc = window.document();
        venue = window.venueWeb();
        REQUIRE(venue->start(path.toStdString(), {QHostAddress(QHostAddress::LocalHost), 0}, true).isEmpty());
    }
};

} // namespace nkb::ui::test
