#include "ui/window/announcementdialog.h"

#include "ui/document/announcementcommand.h"
#include "ui/document/tournamentdocument.h"

#include "tournament/limits.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace nkb::ui {

AnnouncementDialog::AnnouncementDialog(TournamentDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Mededeling"));
    setObjectName(QStringLiteral("announcementDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *explain = new QLabel(tr("Een korte mededeling voor de zaal: binnen enkele seconden op de projector en "
                                  "bovenaan elke pagina op de telefoons, tot ze wordt ingetrokken of vervangen."),
                               this);
    explain->setWordWrap(true);
    layout->addWidget(explain);
    const auto &standing = document->tournament().announcement;
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("announcementText"));
    m_text->setPlaceholderText(tr("Ronde 2 is geloot: kijk waar je zit"));
    m_text->setMaxLength(limits::kMaxAnnouncementChars);
    m_text->setMinimumWidth(fontMetrics().averageCharWidth() * 70);
    if (standing)
        m_text->setText(QString::fromStdString(standing->text));
    auto *label = new QLabel(tr("&Tekst:"), this);
    label->setBuddy(m_text);
    layout->addWidget(label);
    layout->addWidget(m_text);
    m_count = new QLabel(this);
    layout->addWidget(m_count);
    m_said = new QLabel(this);
    m_said->setObjectName(QStringLiteral("announcementSaid"));
    m_said->setWordWrap(true);
    m_said->setTextFormat(Qt::PlainText);
    m_said->setStyleSheet(QStringLiteral("color: #a00000; font-weight: bold;"));
    m_said->hide();
    layout->addWidget(m_said);
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *show = buttons->addButton(tr("T&onen"), QDialogButtonBox::AcceptRole);
    show->setDefault(true);
    m_withdraw = buttons->addButton(tr("&Intrekken"), QDialogButtonBox::ActionRole);
    m_withdraw->setEnabled(standing.has_value());
    buttons->addButton(QDialogButtonBox::Cancel)->setText(tr("Annuleren"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_withdraw, &QPushButton::clicked, this, &AnnouncementDialog::withdraw);
    connect(m_text, &QLineEdit::textChanged, this, &AnnouncementDialog::showLength);
    showLength();
    m_text->selectAll();
    m_text->setFocus();
}

QString AnnouncementDialog::said() const
{
    return m_said->text();
}

void AnnouncementDialog::showLength()
{
    m_count->setText(tr("%1 van %2 tekens").arg(m_text->text().size()).arg(limits::kMaxAnnouncementChars));
}

bool AnnouncementDialog::change(const std::string &text)
{
    const ChangeResult result = m_document->execute(new AnnouncementCommand(m_document, text));
    if (result.done())
        return true;
    m_said->setText(result.text());
    m_said->show();
    return false;
}

void AnnouncementDialog::accept()
{
    const QString text = m_text->text().simplified();
    if (text.isEmpty()) {
        m_said->setText(tr("Typ een mededeling, of kies Intrekken om de mededeling weg te halen."));
        m_said->show();
        return;
    }
    const auto &standing = m_document->tournament().announcement;
    if ((standing && standing->text == text.toStdString()) || change(text.toStdString()))
        QDialog::accept();
}

void AnnouncementDialog::withdraw()
{
    if (change({}))
        QDialog::accept();
}

QAction *addAnnouncementAction(QMenu *menu, QWidget *window, std::function<TournamentDocument *()> document)
{
    QAction *action = menu->addAction(AnnouncementDialog::tr("&Mededeling…"));
    action->setObjectName(QStringLiteral("announce"));
    action->setShortcut(QKeySequence(QStringLiteral("Ctrl+M")));
    QObject::connect(action, &QAction::triggered, window, [window, document = std::move(document)] {
        if (TournamentDocument *open = document()) {
            AnnouncementDialog dialog(open, window);
            dialog.exec();
        }
    });
    return action;
}

} // namespace nkb::ui
