#pragma once
// The program's language: Dutch, unless the desktop asks for another language we have a
// translation for (resources/translations: English). The program and the tests that check its
// English choose it here, the same way.
#include <QTranslator>

namespace nkb::ui {

class Translations {
public:
    // Ours and Qt's own texts (the --help lines, file dialogs, context menus) for QLocale(): the
    // desktop's language, or the one QLocale::setDefault() gave. A bare "C" locale stays Dutch.
    // Debian: qt6-translations-l10n. The translators stay installed while this object lives.
    void install();
    // Whether our English (or another translation) is in use.
    [[nodiscard]] bool translated() const { return m_translated; }

private:
    QTranslator m_ours;
    QTranslator m_qt;
    bool m_translated{false};
};

} // namespace nkb::ui
