#pragma once
// A tiny argument reader shared by the commands: options "--name value", flags "--name",
// repeated options, and positional words, in any order.
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nkb::cli {

class Args {
public:
    // flags: option names that take no value (e.g. "--final").
    Args(std::vector<std::string> args, std::set<std::string> flags = {});
    [[nodiscard]] std::optional<std::string> value(const std::string &name) const;
    [[nodiscard]] std::vector<std::string> values(const std::string &name) const;
    [[nodiscard]] bool flag(const std::string &name) const;
    [[nodiscard]] const std::vector<std::string> &positional() const { return m_positional; }
    // An option given without its value, e.g. "--seed" at the end; empty when all is well.
    [[nodiscard]] const std::string &problem() const { return m_problem; }
    // Parses an integer option; nullopt when absent; sets ok=false when present but not a number.
    [[nodiscard]] std::optional<long long> integer(const std::string &name, bool &ok) const;

private:
    std::vector<std::pair<std::string, std::string>> m_options;
    std::set<std::string> m_flags;
    std::vector<std::string> m_positional;
    std::string m_problem;
};

// Strict integer parse of the whole text.
std::optional<long long> parseInteger(const std::string &text);

} // namespace nkb::cli
