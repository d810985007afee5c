#pragma once
// Sorting names the Dutch way for the alphabetical wall list ("naam -> tafel").
// Names are stored as typed ("Jan de Vries"). Dutch lists sort on the surname and ignore a
// lower-case tussenvoegsel: "Jan de Vries" is listed as "Vries, Jan de" under V. A capital
// "De" or "Van" in the middle of a name is taken as part of the surname (the Flemish way,
// "Jan De Smet" under D), because that is how the player wrote it.
#include <QString>

#include <memory>

namespace nkb::report {

struct DutchName {
    QString given;         // "Jan"
    QString tussenvoegsel; // "de", "van den", "van 't"; may be empty
    QString surname;       // "Vries"; the whole name when it is one word
    // "Vries, Jan de" (or the name itself when there is no given name).
    [[nodiscard]] QString listForm() const;
};

[[nodiscard]] DutchName splitDutchName(const QString &name);

// Compares by surname, then given name, then tussenvoegsel, with Dutch collation (case and
// accents are not a difference first; "Émile" sorts with "Emile").
class DutchNameOrder {
  public:
    DutchNameOrder();
    ~DutchNameOrder();
    DutchNameOrder(const DutchNameOrder &) = delete;
    DutchNameOrder &operator=(const DutchNameOrder &) = delete;
    [[nodiscard]] bool operator()(const QString &a, const QString &b) const;

  private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace nkb::report
