#pragma once
// The tournament's website: nk-bonaken-cli --db FILE publish (to the web host, core/publish) and
// export site DIR (into a folder), both from core/web/staticsite.h.
#include "cli/cli.h"

#include <string>
#include <vector>

namespace nkb::cli {

int cmdPublish(Context &ctx);
// export site DIR [--jaar EERDER.bonaken …]: every year's folder and the archive's front page in DIR.
int exportSite(Context &ctx, const std::string &dir, const std::vector<std::string> &years);

} // namespace nkb::cli
