#pragma once
// When two names are the same player: the store stores names in Unicode form C and compares them
// without regard to case ("jan de vries" is "Jan de Vries"). Public so that a preview (the CSV
// import dialog) marks the same players the store would refuse.
#include "tournament/tournament.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace nkb::store {

[[nodiscard]] std::string nfc(const std::string &text);
// The form in which two names are the same exactly when they are the same text: form C, each
// character case-folded as QString::compare(..., Qt::CaseInsensitive) folds it.
[[nodiscard]] std::string nameKey(const std::string &name);
[[nodiscard]] bool sameName(const std::string &a, const std::string &b);
// The player whose name is the same as `name` in that sense, other than start number `except`.
[[nodiscard]] const Player *sameNamed(const std::vector<Player> &players, const std::string &name, int except = 0);

// Many names looked up at once (an import of thousands of rows): each name is normalised once and
// found by hash, where sameNamed() normalises both names of every pair it compares.
class NameIndex {
  public:
    struct Named {
        std::string name;
        int startNumber{0};
    };
    NameIndex() = default;
    explicit NameIndex(const std::vector<Player> &players);
    // The name already held that is the same as `name`, or nullptr.
    [[nodiscard]] const Named *find(const std::string &name) const;
    // Holds `name` unless the same name is held already: then that one, else nullptr.
    const Named *add(const std::string &name, int startNumber);

  private:
    std::unordered_map<std::string, Named> m_byKey;
};

} // namespace nkb::store
