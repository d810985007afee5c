// The director's announcement (issue 40) in the store: shown, replaced and withdrawn, each one
// change in the audit that undo takes back; kept in the tournament, so another station, a restart
// and a copy read the same one; only text as the program accepts it.
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

std::optional<Announcement> standing(const TournamentStore &store)
{
    const auto t = store.load();
    REQUIRE(t.ok());
    return t->announcement;
}

} // namespace

TEST_CASE("Store announcement: shown, replaced, withdrawn, each undone, and another station reads it",
          "[store][announcement]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "mededeling.bonaken");
    auto store = seatedTournament(path);
    CHECK_FALSE(standing(*store).has_value());

    const auto shown = store->announce("Ronde 2 is geloot: kijk waar je zit");
    REQUIRE(shown.ok());
    CHECK(shown->text == "Ronde 2 is geloot: kijk waar je zit");
    CHECK_FALSE(shown->at.empty());
    CHECK(lastAudit(*store) == "Mededeling: Ronde 2 is geloot: kijk waar je zit");
    REQUIRE(standing(*store).has_value());
    CHECK(standing(*store)->text == "Ronde 2 is geloot: kijk waar je zit");

    // The same text again changes nothing; another replaces it.
    const auto same = store->announce("Ronde 2 is geloot: kijk waar je zit");
    REQUIRE_FALSE(same.ok());
    CHECK(same.error().message == "Deze mededeling staat er al.");
    REQUIRE(store->announce("De finale begint over 10 minuten").ok());
    CHECK(standing(*store)->text == "De finale begint over 10 minuten");

    // Another station (or the venue web) reads what stands.
    {
        OpenOptions o;
        o.station = "Zaal-2";
        auto other = TournamentStore::open(path, o);
        REQUIRE(other.ok());
        CHECK(other.value()->findings().empty());
        REQUIRE(standing(*other.value()).has_value());
        CHECK(standing(*other.value())->text == "De finale begint over 10 minuten");
    }

    // Undo brings the one before back, and again nothing.
    REQUIRE(store->undo().ok());
    CHECK(standing(*store)->text == "Ronde 2 is geloot: kijk waar je zit");
    REQUIRE(store->undo().ok());
    CHECK_FALSE(standing(*store).has_value());
    REQUIRE(store->announce("Koffie staat klaar").ok());

    const auto withdrawn = store->withdrawAnnouncement();
    REQUIRE(withdrawn.ok());
    CHECK(withdrawn->text == "Koffie staat klaar");
    CHECK(lastAudit(*store) == "Mededeling ingetrokken: Koffie staat klaar");
    CHECK_FALSE(standing(*store).has_value());
    const auto none = store->withdrawAnnouncement();
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message == "Er staat geen mededeling om in te trekken.");
    REQUIRE(store->undo().ok());
    CHECK(standing(*store)->text == "Koffie staat klaar");

    // Every step sealed: the tournament checks clean when it opens again.
    store.reset();
    auto again = reopen(path);
    CHECK(again->findings().empty());
    CHECK(standing(*again)->text == "Koffie staat klaar");
}

TEST_CASE("Store announcement: only text as the pages may show it, at most 200 characters", "[store][announcement]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "mededeling.bonaken"));
    const auto refusedWith = [&store](const std::string &text, const std::string &words) {
        INFO(text.substr(0, 40));
        const auto r = store->announce(text);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find(words) != std::string::npos);
    };
    refusedWith("", "De mededeling is leeg");
    refusedWith(" Ronde 2", "begint of eindigt met een spatie");
    refusedWith("Ronde 2\nis geloot", "stuurteken of een onzichtbaar teken");
    refusedWith("Ronde\xE2\x80\xAE 2", "stuurteken of een onzichtbaar teken"); // U+202E turns text around
    refusedWith("\xff\xfe", "geen geldige UTF-8");
    refusedWith(std::string(201, 'x'), "te lang (201 tekens; hoogstens 200)");
    // 200 characters of two bytes each are 200 characters.
    std::string twoHundred;
    for (int i = 0; i < 200; ++i)
        twoHundred += "\xC3\xA9"; // é
    CHECK(store->announce(twoHundred).ok());
    // Markup is text: the pages escape it (tests/web).
    CHECK(store->announce("<b>Finale</b> & prijsuitreiking om 18:30").ok());
    CHECK(standing(*store)->text == "<b>Finale</b> & prijsuitreiking om 18:30");
}
