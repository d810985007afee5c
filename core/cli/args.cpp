#include "cli/args.h"

#include <charconv>

namespace nkb::cli {

Args::Args(std::vector<std::string> args, std::set<std::string> flags)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.size() > 2 && a.rfind("--", 0) == 0) {
            const auto eq = a.find('=');
            if (eq != std::string::npos) {
                m_options.emplace_back(a.substr(0, eq), a.substr(eq + 1));
            } else if (flags.count(a)) {
                m_flags.insert(a);
            } else if (i + 1 < args.size()) {
                m_options.emplace_back(a, args[++i]);
            } else {
                m_problem = "optie " + a + " mist een waarde";
            }
        } else {
            m_positional.push_back(a);
        }
    }
}

std::optional<std::string> Args::value(const std::string &name) const
{
    std::optional<std::string> result;
    for (const auto &[k, v] : m_options)
        if (k == name)
            result = v;
    return result;
}

std::vector<std::string> Args::values(const std::string &name) const
{
    std::vector<std::string> result;
    for (const auto &[k, v] : m_options)
        if (k == name)
            result.push_back(v);
    return result;
}

bool Args::flag(const std::string &name) const
{
    return m_flags.count(name) > 0;
}

std::optional<long long> parseInteger(const std::string &text)
{
    long long v = 0;
    const char *end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc{} || ptr != end)
        return std::nullopt;
    return v;
}

std::optional<long long> Args::integer(const std::string &name, bool &ok) const
{
    const auto v = value(name);
    if (!v)
        return std::nullopt;
    auto n = parseInteger(*v);
    if (!n)
        ok = false;
    return n;
}

} // namespace nkb::cli
