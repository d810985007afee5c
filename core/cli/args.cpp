#include "cli/args.h"

#include <charconv>

namespace nkb::cli {

Args::Args(std::vector<std::string> args, std::set<std::string> options, std::set<std::string> flags)
{
    auto unknown = [&](const std::string &name) {
        std::string known;
        for (const auto *set : {&options, &flags})
            for (const auto &o : *set)
                known += (known.empty() ? "" : ", ") + o;
        return "De optie " + name + " bestaat niet bij deze opdracht" +
               (known.empty() ? std::string(" (die heeft geen opties).") : " (wel: " + known + ").");
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.size() > 2 && a.rfind("--", 0) == 0) {
            const auto eq = a.find('=');
            const std::string name = a.substr(0, eq);
            if (!options.count(name) && !flags.count(name)) {
                if (m_problem.empty()) {
                    m_problem = unknown(name);
                    m_unknown = true;
                }
            } else if (eq != std::string::npos) {
                m_options.emplace_back(name, a.substr(eq + 1));
            } else if (flags.count(a)) {
                m_flags.insert(a);
            } else if (i + 1 < args.size()) {
                m_options.emplace_back(a, args[++i]);
            } else if (m_problem.empty()) {
                m_problem = "De optie " + a + " mist een waarde.";
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
