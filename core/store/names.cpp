#include "store/names.h"

#include <QList>
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

std::string nameKey(const std::string &name)
{
    // Character by character with QChar's simple folding, as the case-insensitive compare folds:
    // QString::toCaseFolded() may fold some characters to more than one.
    std::u32string folded;
    for (const uint c : formC(name).toUcs4())
        folded.push_back(QChar::toCaseFolded(static_cast<char32_t>(c)));
    return QString::fromUcs4(folded.data(), static_cast<qsizetype>(folded.size())).toStdString();
}

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

NameIndex::NameIndex(const std::vector<Player> &players)
{
    for (const Player &p : players)
        add(p.name, p.startNumber);
}

const NameIndex::Named *NameIndex::find(const std::string &name) const
{
    const auto it = m_byKey.find(nameKey(name));
    return it == m_byKey.end() ? nullptr : &it->second;
}

const NameIndex::Named *NameIndex::add(const std::string &name, int startNumber)
{
    const auto [it, added] = m_byKey.try_emplace(nameKey(name), Named{name, startNumber});
    return added ? nullptr : &it->second;
}

} // namespace nkb::store
