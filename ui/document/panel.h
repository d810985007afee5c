#pragma once
// A tab of the main window: shows the open tournament and refreshes when it changes.
#include <QPointer>
#include <QWidget>

#include <initializer_list>
#include <vector>

namespace nkb::ui {

class TournamentDocument;

class Panel : public QWidget {
    Q_OBJECT
public:
    explicit Panel(QWidget *parent = nullptr);
    // nullptr when no tournament is open.
    void setDocument(TournamentDocument *document);
    [[nodiscard]] TournamentDocument *document() const { return m_document; }
    // The tab was chosen (Alt+letter, also when it was already showing): the cursor goes to the
    // control a person starts with here, its text selected to type over.
    virtual void enterFocus();
    // What tell() said last (also when no box was shown): for the tests.
    [[nodiscard]] const QString &lastTold() const { return m_lastTold; }

protected:
    // Called after setDocument and after every change of the tournament.
    virtual void refresh() = 0;
    // Shows a refusal or a note to the director.
    void tell(const QString &message);
    void setEntryWidget(QWidget *widget) { m_entry = widget; }
    // What changes the tournament (entry fields, buttons): disabled after every refresh on a
    // station that only views, a projector for one (nobody can type on it).
    void setChanging(std::initializer_list<QWidget *> widgets);
    // A station that only views a server (the projector's kijker): nothing it shows may be changed.
    [[nodiscard]] bool viewOnly() const;

private:
    void refreshAll();

    std::vector<QPointer<QWidget>> m_changing;
    QPointer<TournamentDocument> m_document;
    QMetaObject::Connection m_connection;
    QPointer<QWidget> m_entry;
    QString m_lastTold;
};

} // namespace nkb::ui
