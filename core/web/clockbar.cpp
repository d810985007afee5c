// The round clock on the venue pages (see clockbar.h).
#include "web/clockbar.h"

namespace nkb::web {

QString clockBar(const Snapshot &)
{
    return QStringLiteral("<div id=\"klok\" class=\"klok\" hidden></div>");
}

} // namespace nkb::web
