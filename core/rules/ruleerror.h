#pragma once
// A refusal by the rules engine: the reglement's rule number and a Dutch sentence for a referee.
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace nkb {

struct RuleError {
    int rule{0};          // reglement rule number (R1..R80); 0 when no single rule applies (bad input)
    std::string message;  // Dutch, e.g. "Regel 12: een puntenbod moet een veelvoud van 5 zijn."
    // Under a rule set other than the NK's: the sentence of its text the refusal rests on (empty
    // for the NK, whose rule number says it; see RuleSet::cite).
    std::string source{};
    friend bool operator==(const RuleError &, const RuleError &) = default;
};

// Builds "Regel N: text" (or just text when rule is 0).
[[nodiscard]] RuleError ruleError(int rule, std::string text);

// A value or a RuleError. Small stand-in for std::expected (not in g++ 12).
template <typename T>
class Result {
public:
    Result(T value) : m_v(std::move(value)) {}            // NOLINT(google-explicit-constructor)
    Result(RuleError error) : m_v(std::move(error)) {}    // NOLINT(google-explicit-constructor)
    [[nodiscard]] bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_v); }
    [[nodiscard]] T &value() & { return std::get<0>(m_v); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_v)); }
    [[nodiscard]] const T &operator*() const & { return value(); }
    [[nodiscard]] const T *operator->() const { return &value(); }
    [[nodiscard]] const RuleError &error() const { return std::get<1>(m_v); }

private:
    std::variant<T, RuleError> m_v;
};

// No value, maybe an error.
using Verdict = std::optional<RuleError>;

} // namespace nkb
