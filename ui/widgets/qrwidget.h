#pragma once
// A QR code of an address, as large as its room allows (the web dialog, the projector between
// rounds); empty when there is no address.
#include <QString>
#include <QWidget>

#include <memory>

namespace nkb::report {
struct QrCode;
}

namespace nkb::ui {

class QrWidget : public QWidget {
    Q_OBJECT
  public:
    explicit QrWidget(QWidget *parent = nullptr);
    ~QrWidget() override;
    void setText(const QString &text);
    [[nodiscard]] QString text() const { return m_text; }
    // The code shown (nullptr when none): for the tests, which read it back.
    [[nodiscard]] const report::QrCode *code() const { return m_code.get(); }
    [[nodiscard]] QSize sizeHint() const override { return {240, 240}; }

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    QString m_text;
    std::unique_ptr<report::QrCode> m_code;
};

} // namespace nkb::ui
