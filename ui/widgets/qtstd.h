#pragma once
// Conversions between the core's UTF-8 std::string and QString, in one place.
#include "store/storeresult.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace nkb::ui {

[[nodiscard]] inline QString qs(const std::string &s) { return QString::fromStdString(s); }
[[nodiscard]] inline std::string ss(const QString &s) { return s.toStdString(); }

[[nodiscard]] inline QStringList qsList(const std::vector<std::string> &list)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(list.size()));
    for (const auto &s : list)
        out << qs(s);
    return out;
}

// The store's Dutch message; rule errors already read "Regel N: …".
[[nodiscard]] inline QString errorText(const StoreError &e) { return qs(e.message); }

} // namespace nkb::ui
