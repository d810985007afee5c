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
    // options: the option names the command knows that take a value (e.g. "--round"); flags: those
    // that take none (e.g. "--final"). Any other "--name" is a problem: a misspelt option is
    // refused, never ignored.
    Args(std::vector<std::string> args, std::set<std::string> options, std::set<std::string> flags = {});
    [[nodiscard]] std::optional<std::string> value(const std::string &name) const;
    [[nodiscard]] std::vector<std::string> values(const std::string &name) const;
    [[nodiscard]] bool flag(const std::string &name) const;
    [[nodiscard]] const std::vector<std::string> &positional() const { return m_positional; }
    // A Dutch sentence naming an unknown option or an option without its value (e.g. "--seed" at
    // the end); empty when all is well.
    [[nodiscard]] const std::string &problem() const { return m_problem; }
    // The problem is an option the command does not know (rather than a missing value).
    [[nodiscard]] bool unknownOption() const { return m_unknown; }
    // Parses an integer option; nullopt when absent; sets ok=false when present but not a number.
    [[nodiscard]] std::optional<long long> integer(const std::string &name, bool &ok) const;

private:
    std::vector<std::pair<std::string, std::string>> m_options;
    std::set<std::string> m_flags;
    std::vector<std::string> m_positional;
    std::string m_problem;
    bool m_unknown{false};
};

// Strict integer parse of the whole text.
std::optional<long long> parseInteger(const std::string &text);

} // namespace nkb::cli
