// One writer per table (see tableholders.h).
#include "web/tableholders.h"

#include <algorithm>

namespace nkb::web {

bool validPhoneId(std::string_view id)
{
    return id.size() >= 16 && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                      c == '_';
           });
}

TableHolders::Holder TableHolders::holder(const TableKey &key, const std::string &phone) const
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_holders.find({key.round, key.table, key.generation});
    if (it == m_holders.end())
        return Holder::Nobody;
    return it->second == phone ? Holder::This : Holder::Other;
}

bool TableHolders::claim(const TableKey &key, const std::string &phone)
{
    const std::lock_guard lock(m_mutex);
    const auto [it, taken] = m_holders.try_emplace({key.round, key.table, key.generation}, phone);
    return taken || it->second == phone;
}

void TableHolders::takeOver(const TableKey &key, const std::string &phone)
{
    const std::lock_guard lock(m_mutex);
    m_holders[{key.round, key.table, key.generation}] = phone;
}

} // namespace nkb::web
