// Every modal question and message goes through a Question, so that a test answers it without a
// click and the program asks the same way whoever answers.
#include "uitestsupport.h"

#include "ui/widgets/question.h"

#include <QMessageBox>

using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

struct Asked {
    Question question{QStringLiteral("example"), QMessageBox::Question, QStringLiteral("Titel"),
                      QStringLiteral("Tekst")};
    int yes{question.addButton(QStringLiteral("&Ja"), QMessageBox::AcceptRole)};
    int no{question.addButton(QStringLiteral("&Nee"), QMessageBox::RejectRole)};
    Asked()
    {
        question.setInformativeText(QStringLiteral("Meer"));
        question.setDefaultButton(no);
    }
};

} // namespace

TEST_CASE("Questions: the next answers are taken one each by role, and a message that only informs takes none",
          "[ui][question]")
{
    app();
    Asked asked;
    Question::setNextAnswer(QMessageBox::RejectRole);
    Question::setNextAnswer(QMessageBox::AcceptRole);
    Question::inform(nullptr, QStringLiteral("note"), QMessageBox::Information, QStringLiteral("Titel"),
                     QStringLiteral("alleen ter informatie"));
    CHECK(toldNobody().contains(QStringLiteral("alleen ter informatie")));
    CHECK(asked.question.ask(nullptr) == asked.no);
    CHECK(asked.question.ask(nullptr) == asked.yes);
}

TEST_CASE("Questions: an answerer sees the title, the texts, the buttons with their roles and the default",
          "[ui][question]")
{
    app();
    Asked asked;
    QStringList seen;
    const Answering answering([&](const Question &q) -> std::optional<int> {
        if (q.name() != QLatin1String("example"))
            return std::nullopt;
        seen << q.title() << q.text() << q.informativeText();
        for (const Question::Button &b : q.buttons())
            seen << b.text + QLatin1Char('/') + QString::number(b.role);
        seen << QString::number(q.defaultButton());
        return q.button(QMessageBox::AcceptRole);
    });
    CHECK(asked.question.ask(nullptr) == asked.yes);
    CHECK(seen == QStringList{QStringLiteral("Titel"), QStringLiteral("Tekst"), QStringLiteral("Meer"),
                              QStringLiteral("&Ja/%1").arg(QMessageBox::AcceptRole),
                              QStringLiteral("&Nee/%1").arg(QMessageBox::RejectRole), QString::number(asked.no)});
}
