// The venue web's request reader: what a phone sends is read, everything an open Wi-Fi could send
// besides is refused with the status that says why (RFC 9110/9112), before any page is made.
#include "web/httprequest.h"

#include <catch2/catch.hpp>

#include <string>

using nkb::web::Parsed;
using nkb::web::parseRequest;

namespace {

Parsed parse(const std::string &text, const nkb::web::BodyRule &bodies = {})
{
    return parseRequest(text, bodies);
}

int refusedWith(const std::string &text, const nkb::web::BodyRule &bodies = {})
{
    const Parsed p = parse(text, bodies);
    return p.state == Parsed::State::Refused ? p.status : 0;
}

} // namespace

TEST_CASE("A phone's GET is read: path, query decoded, headers by lower-case name", "[web][request]")
{
    const std::string text = "GET /klassement?categorie=dame&naam=Jos%C3%A9+de+Vries HTTP/1.1\r\n"
                             "Host: 192.168.1.10:8080\r\nIf-None-Match: \"3-abc\"\r\nUser-Agent: x\r\n\r\n";
    const Parsed p = parse(text);
    REQUIRE(p.state == Parsed::State::Complete);
    CHECK(p.consumed == text.size());
    CHECK(p.request.method == "GET");
    CHECK(p.request.path == "/klassement");
    CHECK(p.request.queryValue("categorie") == "dame");
    CHECK(p.request.queryValue("naam") == "José de Vries");
    CHECK(p.request.header("if-none-match") == "\"3-abc\"");
    CHECK(p.request.keepAlive);
    CHECK_FALSE(p.request.head());
}

TEST_CASE("A request not complete yet waits for more, and two in a row are read one by one", "[web][request]")
{
    CHECK(parse("GET / HTTP/1.1\r\nHost: x\r\n").state == Parsed::State::NeedMore);
    const std::string two = "HEAD / HTTP/1.1\r\nHost: x\r\n\r\nGET /finale HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const Parsed first = parse(two);
    REQUIRE(first.state == Parsed::State::Complete);
    CHECK(first.request.head());
    const Parsed second = parse(two.substr(first.consumed));
    REQUIRE(second.state == Parsed::State::Complete);
    CHECK(second.request.path == "/finale");
    CHECK_FALSE(second.request.keepAlive);
}

TEST_CASE("Only reading: every other method is 405, before its body matters", "[web][request][security]")
{
    for (const char *method : {"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"}) {
        INFO(method);
        CHECK(refusedWith(std::string(method) + " / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhallo") == 405);
    }
}

TEST_CASE("A GET with a body is 413: bodies are refused, also chunked ones", "[web][request][security]")
{
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 12\r\n\r\n") == 413);
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n") == 413);
    // Content-Length 0 is no body.
    CHECK(parse("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n").state == Parsed::State::Complete);
}

TEST_CASE("The request head is bounded at 8 KB: 431 for the headers, 414 for the request line", "[web][request][security]")
{
    const std::string big(nkb::web::kMaxRequestHead, 'a');
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nCookie: " + big + "\r\n\r\n") == 431);
    // Refused as soon as the limit is passed, without waiting for the end of the head.
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nCookie: " + big) == 431);
    CHECK(refusedWith("GET /" + big) == 414);
    // Just under the limit is read.
    const std::string fits = "GET / HTTP/1.1\r\nHost: x\r\nX: ";
    const std::string filler(nkb::web::kMaxRequestHead - fits.size() - 4, 'b');
    CHECK(parse(fits + filler + "\r\n\r\n").state == Parsed::State::Complete);
}

TEST_CASE("Malformed requests are 400, a version we do not speak 505", "[web][request][security]")
{
    CHECK(refusedWith("GET  / HTTP/1.1\r\nHost: x\r\n\r\n") == 400);                 // two spaces
    CHECK(refusedWith("GET http://evil/ HTTP/1.1\r\nHost: x\r\n\r\n") == 400);       // absolute form
    CHECK(refusedWith("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n") == 400);               // space in target
    CHECK(refusedWith("GET / HTTP/1.1\r\n\r\n") == 400);                             // no Host in 1.1
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n") == 400);       // obs-fold
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost : x\r\n\r\n") == 400);                 // space before colon
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n") == 400);
    CHECK(refusedWith("GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n") == 400);               // broken escape
    CHECK(refusedWith("GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n") == 400);               // NUL
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\x01y\r\n\r\n") == 400);            // control character
    CHECK(refusedWith("GET / HTTP/2.0\r\nHost: x\r\n\r\n") == 505);
    CHECK(refusedWith("GET / HTTP/1.2\r\nHost: x\r\n\r\n") == 505);
    using namespace std::string_literals; // the NUL bytes stay in
    CHECK(refusedWith("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"s) == 400); // TLS hello
}

TEST_CASE("HTTP/1.0 closes unless asked to keep alive, and needs no Host", "[web][request]")
{
    const Parsed p = parse("GET / HTTP/1.0\r\n\r\n");
    REQUIRE(p.state == Parsed::State::Complete);
    CHECK_FALSE(p.request.keepAlive);
    CHECK(parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").request.keepAlive);
}

TEST_CASE("Percent-decoding keeps '+' in a path and makes it a space in a query", "[web][request]")
{
    CHECK(nkb::web::percentDecode("a+b%2Fc", false).text == "a+b/c");
    CHECK(nkb::web::percentDecode("a+b", true).text == "a b");
    CHECK_FALSE(nkb::web::percentDecode("%4", false).ok);
    CHECK_FALSE(nkb::web::percentDecode("%", true).ok);
}

// Entry at the table (docs/table-entry.md): a POST with a bounded body, only where allowed.
namespace {

const nkb::web::BodyRule kTables{"/tafel/", nkb::web::kMaxTableBody};

} // namespace

TEST_CASE("A table page's POST is read with its body where the rule allows it, and the next request after it",
          "[web][request][tables]")
{
    const std::string gift = R"({"gift":3,"speler":"b","bod":30})";
    const std::string post = "POST /tafel/7 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
                             std::to_string(gift.size()) + "\r\n\r\n" + gift;
    const std::string next = "GET /tafel/7 HTTP/1.1\r\nHost: x\r\n\r\n";
    const Parsed p = parse(post + next, kTables);
    REQUIRE(p.state == Parsed::State::Complete);
    CHECK(p.request.method == "POST");
    CHECK(p.request.path == "/tafel/7");
    CHECK(p.request.body == gift);
    CHECK(p.consumed == post.size());
    const Parsed second = parse((post + next).substr(p.consumed), kTables);
    REQUIRE(second.state == Parsed::State::Complete);
    CHECK(second.request.method == "GET");
    CHECK(second.request.body.empty());
    // Half the body: wait for the rest.
    CHECK(parse(post.substr(0, post.size() - 5), kTables).state == Parsed::State::NeedMore);
}

TEST_CASE("A POST is refused everywhere else, without the rule, and without a length, too long or smuggled",
          "[web][request][tables][security]")
{
    const std::string body = "hallo";
    const auto post = [&](const std::string &path, const std::string &headers) {
        return "POST " + path + " HTTP/1.1\r\nHost: x\r\n" + headers + "\r\n" + body;
    };
    const std::string length = "Content-Length: 5\r\n";
    // Outside the table pages, or with no rule (the pages that only read): 405.
    CHECK(refusedWith(post("/klassement", length), kTables) == 405);
    CHECK(refusedWith(post("/tafe", length), kTables) == 405);
    CHECK(refusedWith(post("/tafel/7", length)) == 405);
    // Other methods stay refused on the table pages as well.
    CHECK(refusedWith("PUT /tafel/7 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhallo", kTables) == 405);
    // No length (a chunked body included): 411; both a length and chunked: 400.
    CHECK(refusedWith(post("/tafel/7", ""), kTables) == 411);
    CHECK(refusedWith(post("/tafel/7", "Transfer-Encoding: chunked\r\n"), kTables) == 411);
    CHECK(refusedWith(post("/tafel/7", length + "Transfer-Encoding: chunked\r\n"), kTables) == 400);
    CHECK(refusedWith(post("/tafel/7", length + "Content-Length: 5\r\n"), kTables) == 400);
    CHECK(refusedWith(post("/tafel/7", "Content-Length: -5\r\n"), kTables) == 400);
    CHECK(refusedWith(post("/tafel/7", "Content-Length: 5x\r\n"), kTables) == 400);
    // Longer than the bound: 413 at once, before any of it is waited for.
    const std::string tooLong = "Content-Length: " + std::to_string(nkb::web::kMaxTableBody + 1) + "\r\n";
    CHECK(refusedWith(post("/tafel/7", tooLong), kTables) == 413);
    CHECK(refusedWith(post("/tafel/7", "Content-Length: 99999999999999999999\r\n"), kTables) == 413);
    // At the bound: waited for, then read.
    const std::string most(nkb::web::kMaxTableBody, 'x');
    const Parsed full =
        parse("POST /tafel/7 HTTP/1.1\r\nHost: x\r\nContent-Length: " + std::to_string(most.size()) + "\r\n\r\n" + most,
              kTables);
    REQUIRE(full.state == Parsed::State::Complete);
    CHECK(full.request.body.size() == nkb::web::kMaxTableBody);
    // A GET to a table page still carries no body.
    CHECK(refusedWith("GET /tafel/7 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhallo", kTables) == 413);
}
