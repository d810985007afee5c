#include "ui/widgets/question.h"

#include <QAbstractButton>
#include <QPushButton>

#include <deque>
#include <utility>

namespace nkb::ui {

namespace {

std::deque<Question::Role> &nextAnswers()
{
    static std::deque<Question::Role> answers;
    return answers;
}

Question::Answerer &answerer()
{
    static Question::Answerer a;
    return a;
}

Question::Role roleOf(QMessageBox::StandardButton standard)
{
    switch (standard) {
    case QMessageBox::Yes:
    case QMessageBox::YesToAll:
        return QMessageBox::YesRole;
    case QMessageBox::No:
    case QMessageBox::NoToAll:
        return QMessageBox::NoRole;
    case QMessageBox::Ok:
    case QMessageBox::Save:
    case QMessageBox::Open:
        return QMessageBox::AcceptRole;
    case QMessageBox::Cancel:
    case QMessageBox::Close:
    case QMessageBox::Abort:
        return QMessageBox::RejectRole;
    default:
        return QMessageBox::InvalidRole;
    }
}

} // namespace

Question::Question(QString name, QMessageBox::Icon icon, QString title, QString text)
    : m_name(std::move(name)), m_icon(icon), m_title(std::move(title)), m_text(std::move(text))
{
}

int Question::addButton(const QString &text, Role role)
{
    m_buttons.append(Button{text, role});
    return static_cast<int>(m_buttons.size()) - 1;
}

int Question::addButton(QMessageBox::StandardButton standard, const QString &text)
{
    m_buttons.append(Button{text, roleOf(standard), standard});
    return static_cast<int>(m_buttons.size()) - 1;
}

int Question::button(Role role) const
{
    for (int i = 0; i < m_buttons.size(); ++i)
        if (m_buttons[i].role == role)
            return i;
    return -1;
}

int Question::ask(QWidget *parent) const
{
    if (!m_onlyInforms && !nextAnswers().empty()) {
        const Role role = nextAnswers().front();
        nextAnswers().pop_front();
        return button(role);
    }
    if (answerer())
        if (const std::optional<int> chosen = answerer()(*this))
            return *chosen;
    return show(parent);
}

void Question::inform(QWidget *parent, const QString &name, QMessageBox::Icon icon, const QString &title,
                      const QString &text)
{
    Question message(name, icon, title, text);
    message.m_onlyInforms = true;
    message.addButton(QMessageBox::Ok);
    (void)message.ask(parent);
}

int Question::show(QWidget *parent) const
{
    if (m_dialog)
        return m_dialog(parent);
    QMessageBox box(m_icon, m_title, m_text, QMessageBox::NoButton, parent);
    box.setObjectName(m_name);
    box.setInformativeText(m_informative);
    QList<QAbstractButton *> shown;
    for (const Button &b : m_buttons) {
        QAbstractButton *button = nullptr;
        if (b.standard != QMessageBox::NoButton) {
            button = box.addButton(b.standard);
            if (!b.text.isEmpty())
                button->setText(b.text);
        } else {
            button = box.addButton(b.text, b.role);
        }
        shown.append(button);
    }
    if (m_default >= 0 && m_default < shown.size())
        if (auto *push = qobject_cast<QPushButton *>(shown[m_default]))
            box.setDefaultButton(push);
    box.exec();
    return static_cast<int>(shown.indexOf(box.clickedButton()));
}

void Question::setNextAnswer(Role role) { nextAnswers().push_back(role); }

Question::Answerer Question::setAnswerer(Answerer a) { return std::exchange(answerer(), std::move(a)); }

} // namespace nkb::ui
