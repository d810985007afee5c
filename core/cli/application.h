// The application object a command runs under (nk-bonaken-cli has none of its own).
#pragma once

#include <memory>

class QCoreApplication;

namespace nkb::cli {

// A new application object for this command, or nothing when one exists (the tests', the
// window's). Qt 6.6 and later load no SQL driver without one ("QSqlDatabase requires a
// QCoreApplication": Debian 13's Qt 6.8 refused every tournament file), so every command gets
// one; `gui` makes it a QGuiApplication (offscreen), which printing needs for its fonts.
std::unique_ptr<QCoreApplication> application(bool gui);

} // namespace nkb::cli
