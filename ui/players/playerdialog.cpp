#include "ui/players/playerdialog.h"

#include "tournament/csv.h"
#include "ui/widgets/qtstd.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

namespace nkb::ui {

PlayerDialog::PlayerDialog(QWidget *parent, const QString &title, int fromRound, int rounds) : QDialog(parent)
{
    setWindowTitle(title);
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(this);
    m_club = new QLineEdit(this);
    m_categories = new QLineEdit(this);
    m_categories->setPlaceholderText(tr("bijvoorbeeld: dame nieuw"));
    form->addRow(tr("&Naam"), m_name);
    form->addRow(tr("&Club of plaats"), m_club);
    form->addRow(tr("C&ategorieën"), m_categories);
    if (fromRound > 0) {
        m_round = new QSpinBox(this);
        m_round->setRange(1, rounds);
        m_round->setValue(fromRound);
        form->addRow(tr("Speelt mee vanaf &ronde"), m_round);
    }
    // AVG: a player may ask that the published website names him by his initials only.
    m_notPublished = new QCheckBox(tr("Niet &publiceren (alleen initialen op de website)"), this);
    m_notPublished->setToolTip(tr("De speler heeft gevraagd zijn naam niet te publiceren (AVG): op de "
                                  "gepubliceerde website staan alleen zijn initialen."));
    form->addRow(m_notPublished);
    m_refusal = new QLabel(this);
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_refusal->hide();
    form->addRow(m_refusal);
    auto *buttons = new QDialogButtonBox(this);
    // Our own Dutch texts: Qt's translation of its standard buttons is not always installed.
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole)->setDefault(true);
    buttons->addButton(tr("Annuleren"), QDialogButtonBox::RejectRole);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void PlayerDialog::setPlayer(const Player &p)
{
    m_name->setText(qs(p.name));
    m_club->setText(qs(p.club));
    m_categories->setText(qsList(p.categories).join(QLatin1Char(' ')));
    if (m_round)
        m_round->setValue(p.joinsFromRound);
    m_notPublished->setChecked(p.notPublished);
}

QString PlayerDialog::refusal() const { return m_refusal->isVisible() ? m_refusal->text() : QString(); }

void PlayerDialog::accept()
{
    if (m_submit) {
        const QString refusal = m_submit(player());
        if (!refusal.isEmpty()) {
            m_refusal->setText(refusal);
            m_refusal->show();
            // A wrapped message needs the height of its lines: the dialog grows to it (
            // the duplicate-name message was cut off).
            layout()->activate();
            resize(width(), std::max(height(), heightForWidth(width()) > 0 ? heightForWidth(width()) : sizeHint().height()));
            m_name->setFocus();
            m_name->selectAll();
            return;
        }
    }
    QDialog::accept();
}

NewPlayer PlayerDialog::player() const
{
    NewPlayer p;
    p.name = ss(m_name->text().trimmed());
    p.club = ss(m_club->text().trimmed());
    p.categories = splitCategories(ss(m_categories->text()));
    p.joinsFromRound = m_round ? m_round->value() : 1;
    p.notPublished = m_notPublished->isChecked();
    return p;
}

} // namespace nkb::ui
