#pragma once
// Every modal question and message box of the program goes through a Question: its title, text,
// informative text, buttons with their roles and the default button, by name. Whoever answers
// sees all of that and returns the chosen button: the person at the screen (a QMessageBox, or the
// question's own dialog), or an answerer given beforehand (a test, so that nothing waits for a
// click no one will give). The program asks the same way whoever answers.
#include <QList>
#include <QMessageBox>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace nkb::ui {

class Question {
public:
    using Role = QMessageBox::ButtonRole;
    struct Button {
        QString text;
        Role role{QMessageBox::InvalidRole};
        QMessageBox::StandardButton standard{QMessageBox::NoButton}; // Qt's own button (its own text)
    };

    // `name` says which question this is, whatever the language (and names the box, objectName).
    Question(QString name, QMessageBox::Icon icon, QString title, QString text);

    void setInformativeText(const QString &text) { m_informative = text; }
    // Each returns the button's index, the value ask() returns when it is chosen.
    int addButton(const QString &text, Role role);
    int addButton(QMessageBox::StandardButton standard, const QString &text = {});
    void setDefaultButton(int index) { m_default = index; }
    // A dialog of the question's own instead of a message box, when the person answers; returns
    // the index of the button chosen (the buttons then describe its choices to an answerer).
    void setDialog(std::function<int(QWidget *parent)> show) { m_dialog = std::move(show); }

    // The chosen button's index; -1 when the box was closed without one.
    [[nodiscard]] int ask(QWidget *parent) const;
    // A message that only informs (one OK button): nothing to choose.
    static void inform(QWidget *parent, const QString &name, QMessageBox::Icon icon, const QString &title,
                       const QString &text);

    [[nodiscard]] const QString &name() const { return m_name; }
    [[nodiscard]] QMessageBox::Icon icon() const { return m_icon; }
    [[nodiscard]] const QString &title() const { return m_title; }
    [[nodiscard]] const QString &text() const { return m_text; }
    [[nodiscard]] const QString &informativeText() const { return m_informative; }
    [[nodiscard]] const QList<Button> &buttons() const { return m_buttons; }
    [[nodiscard]] int defaultButton() const { return m_default; }
    // The first button with this role; -1 when none has it.
    [[nodiscard]] int button(Role role) const;
    // A message that only informs, from inform().
    [[nodiscard]] bool onlyInforms() const { return m_onlyInforms; }

    // Who answers instead of the person: the next questions take the answers given here, one each,
    // as the first button with that role (a message that only informs takes none of them); then the
    // answerer, when it returns an index (for a message, any index: seen); else the person.
    static void setNextAnswer(Role role);
    using Answerer = std::function<std::optional<int>(const Question &)>;
    // Returns the answerer it replaces, to put back afterwards.
    static Answerer setAnswerer(Answerer answerer);

private:
    [[nodiscard]] int show(QWidget *parent) const;

    QString m_name;
    QMessageBox::Icon m_icon;
    QString m_title;
    QString m_text;
    QString m_informative;
    QList<Button> m_buttons;
    int m_default{-1};
    bool m_onlyInforms{false};
    std::function<int(QWidget *parent)> m_dialog;
};

} // namespace nkb::ui
