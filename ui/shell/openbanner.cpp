// SPDX-License-Identifier: MIT
#include "shell/openbanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>
#include <QToolButton>

namespace Lowerscope::Ui {

namespace {
constexpr int MaxListed = 8; // files and problems listed; the rest are counted
}

OpenBanner::OpenBanner(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("openBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 8, 8, 8);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close = new QToolButton(this);
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("✕"));
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    setVisible(false);
}

void OpenBanner::setContents(const QString &path, const PathContents &contents)
{
    m_path = path;
    m_contents = contents;
    render();
    setVisible(contents.nothingRead() || !contents.partial().isEmpty());
}

QString OpenBanner::text() const
{
    QTextDocument doc;
    doc.setHtml(m_text->text());
    return doc.toPlainText();
}

void OpenBanner::render()
{
    // Warm background from the palette's highlight, so it reads as a notice in light and dark themes.
    QPalette pal = palette();
    QColor bg = pal.color(QPalette::Highlight);
    bg.setAlpha(40);
    pal.setColor(QPalette::Window, bg);
    setPalette(pal);
    m_close->setToolTip(tr("Hide this message"));
    if (!m_contents.nothingRead()) {
        renderPartial();
        return;
    }
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const PathContents &c = m_contents;
    QString html = QStringLiteral("<b>%1</b>").arg(esc(tr("Nothing to show in %1").arg(m_path)));
    html += QStringLiteral("<br>")
        + esc(tr("Not found: no kernel IR or pass dump, no profile, no benchmark results and no Triton source."));
    if (!c.ignored.isEmpty()) {
        QStringList files;
        for (int i = 0; i < c.ignored.size() && i < MaxListed; ++i)
            files.append(esc(c.ignored.at(i)));
        if (c.ignored.size() > MaxListed)
            files.append(esc(tr("and %1 more").arg(c.ignored.size() - MaxListed)));
        html += QStringLiteral("<br>") + esc(tr("Found, but in no format Lowerscope reads:")) + QLatin1Char(' ')
            + files.join(QStringLiteral(", "));
    } else if (c.warnings.isEmpty()) {
        html += QStringLiteral("<br>") + esc(tr("Found: no files."));
    }
    if (!c.warnings.isEmpty()) {
        html += QStringLiteral("<br>") + esc(tr("Problems:")) + QStringLiteral("<ul style=\"margin:0\">");
        for (int i = 0; i < c.warnings.size() && i < MaxListed; ++i)
            html += QStringLiteral("<li>%1</li>").arg(esc(c.warnings.at(i).toText()));
        if (c.warnings.size() > MaxListed)
            html += QStringLiteral("<li>%1</li>").arg(esc(tr("and %1 more (see the Log)").arg(c.warnings.size() - MaxListed)));
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<br>") + esc(tr("Lowerscope reads:")) + QStringLiteral("<ul style=\"margin:0\">");
    for (const QString &f : supportedFormats())
        html += QStringLiteral("<li>%1</li>").arg(esc(f));
    html += QStringLiteral("</ul>");
    m_text->setText(html);
}

void OpenBanner::renderPartial()
{
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const QList<Warning> partial = m_contents.partial();
    QString html = QStringLiteral("<b>%1</b>").arg(esc(tr("Partial data in %1").arg(m_path)));
    html += QStringLiteral("<br>")
        + esc(tr("These files end early or hold fewer rows than their own header or sibling files imply; the figures "
                 "built from them are marked partial:"));
    html += QStringLiteral("<ul style=\"margin:0\">");
    for (int i = 0; i < partial.size() && i < MaxListed; ++i)
        html += QStringLiteral("<li>%1</li>").arg(esc(partial.at(i).toText()));
    if (partial.size() > MaxListed)
        html += QStringLiteral("<li>%1</li>").arg(esc(tr("and %1 more (see the Log)").arg(partial.size() - MaxListed)));
    html += QStringLiteral("</ul>");
    m_text->setText(html);
}

void OpenBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && !m_path.isEmpty())
        render();
    QFrame::changeEvent(event);
}

} // namespace Lowerscope::Ui
