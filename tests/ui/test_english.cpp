// The English interface has no Dutch left: the window chooses English as the program does for a
// desktop set to English (ui/window/language.h), and every text it can show (the walk of
// ui/window/textwalk.h: menus, tabs, buttons, dialogs, questions, status) is read for Dutch words
// (tests/data/dutch-words.txt). The same walk in Dutch must find them, so neither the walk nor the
// list can pass by seeing nothing. tests/support/english_check.sh does the same with the built and
// the installed program.
#include "uitestsupport.h"

#include "ui/window/language.h"
#include "ui/window/mainwindow.h"
#include "ui/window/textwalk.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace nkb::ui;

namespace {

QSet<QString> dutchWords()
{
    QFile f(QStringLiteral(NKB_TEST_DATA_DIR "/dutch-words.txt"));
    REQUIRE(f.open(QIODevice::ReadOnly));
    QSet<QString> words;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')))
        if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
            words.insert(line.trimmed());
    REQUIRE(words.size() > 50);
    return words;
}

// The texts with a Dutch word, as "where: text"; Alt marks taken out.
QStringList dutchTexts(const std::vector<ShownText> &texts)
{
    static const QSet<QString> words = dutchWords();
    static const QRegularExpression notALetter(QStringLiteral("[^\\p{L}]+"));
    QStringList found;
    for (const ShownText &t : texts) {
        const QStringList parts = QString(t.text).remove(QLatin1Char('&')).toLower().split(notALetter, Qt::SkipEmptyParts);
        if (std::any_of(parts.begin(), parts.end(), [](const QString &w) { return words.contains(w); }))
            found << t.where + QStringLiteral(": ") + t.text;
    }
    return found;
}

bool shows(const std::vector<ShownText> &texts, const QString &text)
{
    return std::any_of(texts.begin(), texts.end(),
                       [&text](const ShownText &t) { return QString(t.text).remove(QLatin1Char('&')) == text; });
}

// Every text of a new window, in the language of `locale` chosen as the program chooses it.
std::vector<ShownText> walkIn(const QLocale &locale)
{
    QLocale::setDefault(locale);
    Translations translations;
    translations.install();
    QTemporaryDir home;
    REQUIRE(home.isValid());
    useThrowawayHome(home.path());
    MainWindow window;
    std::vector<ShownText> texts = walkShownTexts(window);
    REQUIRE(window.document() != nullptr); // the sample tournament's copy was opened and walked
    for (ShownText &t : texts) // the folder's random name is no word of ours
        t.text.replace(home.path(), QStringLiteral("TMP"));
    QLocale::setDefault(QLocale(QLocale::Dutch, QLocale::Netherlands));
    return texts;
}

} // namespace

TEST_CASE("English interface: no Dutch word in any menu, tab, button, dialog, question or status text",
          "[ui][i18n][english]")
{
#ifndef NKB_UI_TRANSLATIONS
    WARN("Built without the Qt Linguist tools: no English translation to check.");
    return;
#endif
    test::app();
    const std::vector<ShownText> english = walkIn(QLocale(QLocale::English, QLocale::UnitedKingdom));
    INFO(english.size() << " texts");
    CHECK(dutchTexts(english).join(QLatin1Char('\n')) == QString());
    // The walk went where the 32 texts were: the File menu's backup actions, Help, the About box.
    for (const QString &text : {QStringLiteral("Restore from backup…"), QStringLiteral("Choose backup folder…"),
                                QStringLiteral("About nk-bonaken"), QStringLiteral("Manual"), QStringLiteral("Players"),
                                QStringLiteral("Final")})
        CHECK(shows(english, text));
}

TEST_CASE("English interface: the walk in Dutch finds the Dutch words, so the check can fail", "[ui][i18n][english]")
{
    test::app();
    const std::vector<ShownText> dutch = walkIn(QLocale(QLocale::Dutch, QLocale::Netherlands));
    const QStringList found = dutchTexts(dutch);
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.size() >= 100);
    CHECK(found.contains(QStringLiteral("menu &Bestand: &Herstellen uit back-up…")));
    CHECK(shows(dutch, QStringLiteral("Over nk-bonaken")));
}
