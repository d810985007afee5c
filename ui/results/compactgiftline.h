#pragma once
// The short way to type a scoresheet line: "a40+", "c mis-", "b bonaak+",
// "ac mis-". + or - ends the line at once: it is read (core/rules/compactgift.h) and handed on
// as a gift won or lost; the gift entry fills the same GiftRecord the fields make and the engine
// judges it. A refused line stays as typed, without its sign, so it can be put right. The fields
// beside it stay for trump, roem, points, tricks and irregularities; a seat letter and Tab here
// carries the letter into Speler(s) and goes on to Bod, as before this line existed.
#include "gamefile/gamerecord.h"
#include "rules/compactgift.h"

#include <QLineEdit>

#include <string>
#include <vector>

namespace nkb::ui {

class CompactGiftLine : public QLineEdit {
    Q_OBJECT
public:
    explicit CompactGiftLine(QWidget *parent = nullptr);

    // The table's players (seat A first), the rules and the next gift's dealer as the rules give
    // it (R5, R52, R53); an empty line.
    void setGame(const std::vector<std::string> &players, const RuleSet &rules, const std::string &dealer)
    {
        m_players = players;
        m_rules = rules;
        m_dealer = dealer;
        clear();
    }
    // The gift this line means, with the dealer the rules give; the text must end in its sign.
    [[nodiscard]] Result<GiftRecord> giftFor(const QString &text, const std::string &dealer) const;

signals:
    // + or - was typed: the line as a gift (dealer set), or why it is not one (Dutch).
    void giftTyped(const nkb::GiftRecord &gift);
    void refused(const QString &why);
    // Tab after some text: it goes on in the fields (Speler(s)), as before this line existed.
    void handOver(const QString &text);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    RuleSet m_rules;
    std::vector<std::string> m_players;
    std::string m_dealer;
};

} // namespace nkb::ui
