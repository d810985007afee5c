#include "ui/results/compactgiftline.h"

#include "ui/widgets/qtstd.h"

#include <QKeyEvent>
#include <QRegularExpression>

namespace nkb::ui {

CompactGiftLine::CompactGiftLine(QWidget *parent) : QLineEdit(parent)
{
    setObjectName(QStringLiteral("compact"));
    setPlaceholderText(tr("a40+ · c mis- · ac mis-  (stoel, bod, + gewonnen of - verloren)"));
    setToolTip(tr("Een regel van het scoreblad in een paar toetsen: de stoel (A–D), het bod en + of -. "
                  "+ of - accepteert de gift meteen. Troef, roem, punten, slagen of een onregelmatigheid: "
                  "gebruik de velden eronder."));
}

Result<GiftRecord> CompactGiftLine::giftFor(const QString &text, const std::string &dealer) const
{
    auto parsed = parseCompactGift(ss(text), m_players.size(), m_rules);
    if (!parsed)
        return parsed.error();
    GiftRecord gift;
    gift.dealer = dealer;
    std::vector<std::string> spelers;
    for (const std::size_t seat : parsed->seats)
        spelers.push_back(m_players[seat]);
    gift.spelers = spelers;
    gift.contract = toString(parsed->bid);
    gift.wonAll = parsed->won;
    return gift;
}

bool CompactGiftLine::event(QEvent *event)
{
    if (event->type() == QEvent::KeyPress && !text().isEmpty()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier) {
            const QString typed = text();
            clear();
            emit handOver(typed);
            return true;
        }
    }
    return QLineEdit::event(event);
}

void CompactGiftLine::keyPressEvent(QKeyEvent *event)
{
    const bool chord = (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) != 0;
    // + and - are the sign only after a bid ("a40", "c mis"): in "Anna + Cor" or "Jan-Willem",
    // typed here to go on with Tab into Speler(s), they are text.
    static const QRegularExpression bidTyped(QStringLiteral("^\\s*([^\\s\\d]*\\d|\\S+\\s+\\S)"));
    if (!chord && isCompactSign(ss(event->text())) && bidTyped.match(text()).hasMatch()) {
        event->accept();
        auto gift = giftFor(text() + event->text(), m_dealer);
        if (gift)
            emit giftTyped(gift.value());
        else
            emit refused(qs(gift.error().message));
        return;
    }
    QLineEdit::keyPressEvent(event);
}

} // namespace nkb::ui
