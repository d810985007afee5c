#include "report/dutchname.h"

#include <QCollator>
#include <QLocale>
#include <QStringList>

#include <array>

namespace nkb::report {

namespace {

bool isTussenvoegsel(const QString &word)
{
    // Written in lower case after a given name; a capital means it starts the surname.
    static const std::array<const char16_t *, 17> words{u"van", u"de",  u"der", u"den", u"het", u"'t",
                                                        u"te",  u"ter", u"ten", u"in",  u"op",  u"aan",
                                                        u"bij", u"uit", u"la",  u"le",  u"du"};
    for (const char16_t *w : words)
        if (word == QString::fromUtf16(w))
            return true;
    return false;
}

} // namespace

QString DutchName::listForm() const
{
    if (given.isEmpty())
        return tussenvoegsel.isEmpty() ? surname : surname + QStringLiteral(", ") + tussenvoegsel;
    QString out = surname + QStringLiteral(", ") + given;
    if (!tussenvoegsel.isEmpty())
        out += QLatin1Char(' ') + tussenvoegsel;
    return out;
}

DutchName splitDutchName(const QString &name)
{
    const QStringList words = name.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    DutchName out;
    if (words.size() <= 1) {
        out.surname = name.simplified();
        return out;
    }
    // Given names up to the first tussenvoegsel; the tussenvoegsel runs on; the rest is the surname.
    qsizetype i = 1;
    while (i < words.size() && !isTussenvoegsel(words[i]))
        ++i;
    if (i == words.size()) {
        // A capital particle ("Wim De Smet") starts the surname, the Flemish way; without one the
        // last word is the surname ("Anna Maria Jansen").
        qsizetype k = 1;
        while (k < words.size() - 1 && !isTussenvoegsel(words[k].toLower()))
            ++k;
        out.given = words.mid(0, k).join(QLatin1Char(' '));
        out.surname = words.mid(k).join(QLatin1Char(' '));
        return out;
    }
    out.given = words.mid(0, i).join(QLatin1Char(' '));
    qsizetype j = i;
    while (j < words.size() - 1 && isTussenvoegsel(words[j]))
        ++j;
    out.tussenvoegsel = words.mid(i, j - i).join(QLatin1Char(' '));
    out.surname = words.mid(j).join(QLatin1Char(' '));
    return out;
}

struct DutchNameOrder::Impl {
    QCollator collator{QLocale(QLocale::Dutch, QLocale::Netherlands)};
};

DutchNameOrder::DutchNameOrder() : d(std::make_unique<Impl>())
{
    d->collator.setCaseSensitivity(Qt::CaseInsensitive);
    d->collator.setNumericMode(true);
}

DutchNameOrder::~DutchNameOrder() = default;

bool DutchNameOrder::operator()(const QString &a, const QString &b) const
{
    const DutchName x = splitDutchName(a);
    const DutchName y = splitDutchName(b);
    if (const int c = d->collator.compare(x.surname, y.surname); c != 0)
        return c < 0;
    if (const int c = d->collator.compare(x.given, y.given); c != 0)
        return c < 0;
    if (const int c = d->collator.compare(x.tussenvoegsel, y.tussenvoegsel); c != 0)
        return c < 0;
    return a < b; // a strict weak order even for names that collate equal
}

} // namespace nkb::report
