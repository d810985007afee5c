#include "store/names.h"

#include <QString>

namespace nkb::store {

namespace {

QString formC(const std::string &text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()))
        .normalized(QString::NormalizationForm_C);
}

} // namespace

std::string nfc(const std::string &text) { return formC(text).toStdString(); }

bool sameName(const std::string &a, const std::string &b)
{
    return QString::compare(formC(a), formC(b), Qt::CaseInsensitive) == 0;
}

const Player *sameNamed(const std::vector<Player> &players, const std::string &name, int except)
{
    for (const auto &p : players)
        if (p.startNumber != except && sameName(p.name, name))
            return &p;
    return nullptr;
}

} // namespace nkb::store
