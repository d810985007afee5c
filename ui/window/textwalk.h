#pragma once
// Every text the window can show, walked as a person would: the start page, the menus, the
// sample tournament opened through Help, every tab, every button on it and every menu action,
// with each dialog and message they open read and then closed without a choice. The check that
// the English interface has no Dutch left reads this (tests/ui/test_english.cpp, and
// `nk-bonaken --list-texts` in tests/support/english_check.sh and scripts/package-test.sh).
#include <QString>

#include <functional>
#include <vector>

namespace nkb::ui {

class MainWindow;

struct ShownText {
    QString where; // where it was first seen: "menu &Bestand", "tab &Deelnemers", "dialog Over…"
    QString text;  // as shown, on one line (rich text as plain text)
};

// Walks `window`, which has no tournament open yet; leaves it with the sample's copy open. Each
// text once, also handed to `seen` as it is seen. Changes only that copy (the actions it
// triggers), the settings and the data folder.
std::vector<ShownText> walkShownTexts(MainWindow &window,
                                      const std::function<void(const ShownText &)> &seen = {});

// The settings, recent files, back-ups and data folder of this process in `folder` from now on:
// the walk changes them, the user's stay as they are. Before the first setting is read.
void useThrowawayHome(const QString &folder);

// `nk-bonaken --list-texts`, in the running QApplication: a throwaway home in a temporary folder,
// the walk, and one "where<TAB>text" line per text on standard output. Returns the exit code: 0, or 1 when the sample tournament could not be
// opened (the walk would miss the panels).
int listShownTexts();

} // namespace nkb::ui
