// The rate limit per address: a page load's burst passes, a script asking without pause gets 429
// and may ask again as the bucket fills; other addresses are not held up by it.
#include "web/ratelimit.h"

#include <catch2/catch.hpp>

using nkb::web::RateLimit;

TEST_CASE("A burst passes, then the address waits, and another address does not", "[web][ratelimit][security]")
{
    RateLimit limit({.perSecond = 10.0, .burst = 40.0, .maxAddresses = 100});
    int allowed = 0;
    for (int i = 0; i < 100; ++i)
        allowed += limit.allow("10.0.0.5", 0.0) ? 1 : 0;
    CHECK(allowed == 40);
    CHECK_FALSE(limit.allow("10.0.0.5", 0.05));
    CHECK(limit.retryAfter("10.0.0.5", 0.05) >= 1);
    CHECK(limit.allow("10.0.0.6", 0.05));
    // A tenth of a second later one more token: ten a second.
    CHECK(limit.allow("10.0.0.5", 0.16));
    CHECK_FALSE(limit.allow("10.0.0.5", 0.17));
}

TEST_CASE("A phone polling every two seconds is never refused", "[web][ratelimit]")
{
    RateLimit limit;
    // A page load: the page, the style, the script; then a poll every two seconds for half an hour.
    for (int i = 0; i < 3; ++i)
        REQUIRE(limit.allow("192.168.1.23", 0.0));
    for (int i = 1; i < 900; ++i) {
        INFO(i);
        REQUIRE(limit.allow("192.168.1.23", 2.0 * i));
    }
}

TEST_CASE("The table of addresses is bounded and forgets quiet ones", "[web][ratelimit][security]")
{
    RateLimit limit({.perSecond = 10.0, .burst = 5.0, .maxAddresses = 3});
    CHECK(limit.allow("a", 0));
    CHECK(limit.allow("b", 0));
    CHECK(limit.allow("c", 0));
    CHECK_FALSE(limit.allow("d", 1)); // full: a new address is refused, not the memory grown
    CHECK(limit.addresses() == 3);
    CHECK(limit.allow("d", 120)); // a, b and c are quiet for two minutes: forgotten
    CHECK(limit.addresses() == 1);
}
