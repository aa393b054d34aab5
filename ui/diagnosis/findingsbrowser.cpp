// SPDX-License-Identifier: MIT
#include "diagnosis/findingsbrowser.h"

#include "core/enginetext.h"

#include <QEvent>
#include <QUrl>
#include <cmath>

namespace Lowerscope::Ui {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString severityColor(const QString &severity)
{
    if (severity == QLatin1String("high"))
        return QStringLiteral("#c62828");
    if (severity == QLatin1String("medium"))
        return QStringLiteral("#e08a00");
    if (severity == QLatin1String("low"))
        return QStringLiteral("#558b2f");
    return QStringLiteral("#607d8b");
}

QString severityText(const QString &severity)
{
    if (severity == QLatin1String("high"))
        return FindingsBrowser::tr("high");
    if (severity == QLatin1String("medium"))
        return FindingsBrowser::tr("medium");
    if (severity == QLatin1String("low"))
        return FindingsBrowser::tr("low");
    return FindingsBrowser::tr("info");
}

// Where an evidence item points, as its link reads: the pattern, the metric with its value and unit, or artifact:line.
QString evidenceWhere(const Evidence &e)
{
    if (e.artifact.startsWith(QLatin1String("kb:")))
        return e.artifact;
    if (!e.metric.isEmpty())
        return QStringLiteral("%1 = %2").arg(e.metric, e.valueText());
    if (e.line > 0)
        return QStringLiteral("%1:%2").arg(e.artifact).arg(e.line);
    return e.artifact;
}

} // namespace

FindingsBrowser::FindingsBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    // Paths, metric names and IR excerpts can be longer than a narrow dock: they break anywhere rather than
    // widen the text beyond the view.
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QTextBrowser::anchorClicked, this, &FindingsBrowser::openLink);
}

void FindingsBrowser::setDiagnosis(const Diagnosis &diagnosis)
{
    m_diagnosis = diagnosis;
    render();
}

void FindingsBrowser::render()
{
    const Diagnosis &d = m_diagnosis;
    if (d.findings.isEmpty()) {
        setHtml(d.levelsReached.isEmpty()
                ? QString()
                : QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("No finding: the evidence shows no cause."))));
        return;
    }
    QString html;
    for (qsizetype i = 0; i < d.findings.size(); ++i) {
        const Finding &f = d.findings.at(i);
        const bool decisive = f.id() == d.decisive;
        html += QStringLiteral("<h3><span style='color:%1'>■</span> %2. %3%4</h3>")
                    .arg(severityColor(f.severity))
                    .arg(i + 1)
                    .arg(esc(EngineText::translated(f.title)),
                        decisive ? QStringLiteral(" <small>(%1)</small>").arg(esc(tr("decisive"))) : QString());
        // One labelled line per field: no table columns, so that a narrow view wraps each value under its label.
        QStringList lines;
        auto line = [&lines](const QString &label, const QString &valueHtml) {
            lines << QStringLiteral("<b>%1</b> %2").arg(esc(label), valueHtml);
        };
        line(tr("Category:"), QStringLiteral("<code>%1</code> · %2").arg(esc(f.category), esc(severityText(f.severity))));
        line(tr("Level:"), esc(f.level + QStringLiteral(" — ") + levelTitle(f.level)));
        line(tr("Impact:"),
            f.impact >= 0 ? esc(tr("%1 % of the kernel's time").arg(std::round(f.impact * 100)))
                    + (f.impactBasis.isEmpty()
                            ? QString()
                            : QStringLiteral(" <small>(%1)</small>").arg(esc(EngineText::translated(f.impactBasis))))
                          : esc(tr("not estimated")));
        const QString where = f.sourceLine > 0 ? QStringLiteral("%1:%2").arg(f.sourceFile).arg(f.sourceLine) : f.sourceFile;
        line(tr("Location:"),
            (f.sourceFile.isEmpty() ? esc(tr("unknown"))
                                    : QStringLiteral("<a href='src:%1'>%2</a>").arg(f.sourceLine).arg(esc(where)))
                + (f.stale ? QStringLiteral(" <b>%1</b>").arg(esc(tr("(stale: the source changed since the IR was captured)")))
                           : QString()));
        if (!f.pattern.isEmpty())
            line(tr("Pattern:"),
                QStringLiteral("<a href='kb:%1'>%2</a> · %3")
                    .arg(esc(f.pattern), esc(f.pattern), esc(tr("confidence %1").arg(EngineText::number(f.confidence)))));
        html += QStringLiteral("<p>") + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
        if (!f.explanation.isEmpty())
            html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Why:")), esc(EngineText::translated(f.explanation)));
        if (!f.rewriteConditions.isEmpty()) {
            html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("A rewrite must satisfy:")));
            for (const QString &c : f.rewriteConditions)
                html += QStringLiteral("<li>%1</li>").arg(esc(EngineText::translated(c)));
            html += QStringLiteral("</ul>");
        }
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Evidence (%n item(s)):", nullptr, int(f.evidence.size()))));
        for (qsizetype j = 0; j < f.evidence.size(); ++j) {
            const Evidence &e = f.evidence.at(j);
            // A pattern's evidence is its symptom, a seed text with translations; an IR or CSV excerpt is data.
            QString detail = e.kind == QLatin1String("pattern") ? EngineText::translated(e.excerpt) : e.excerpt;
            if (!e.metric.isEmpty() && !e.artifact.isEmpty())
                detail = e.artifact + (e.excerpt.isEmpty() ? QString() : QStringLiteral(": ") + e.excerpt);
            html += QStringLiteral("<li>[%1] <a href='ev:%2:%3'>%4</a>%5</li>")
                        .arg(esc(e.kind))
                        .arg(i)
                        .arg(j)
                        .arg(esc(evidenceWhere(e)),
                            detail.isEmpty() ? QString() : QStringLiteral("<br><code>%1</code>").arg(esc(detail.left(300))));
        }
        html += QStringLiteral("</ul><hr>");
    }
    setHtml(html);
}

void FindingsBrowser::activateEvidence(int finding, int evidence)
{
    if (finding < 0 || finding >= m_diagnosis.findings.size())
        return;
    const Finding &f = m_diagnosis.findings.at(finding);
    if (evidence < 0 || evidence >= f.evidence.size())
        return;
    Q_EMIT evidenceActivated(f.evidence.at(evidence), f.sourceLine);
}

void FindingsBrowser::openLink(const QUrl &url)
{
    const QString s = url.toString();
    if (s.startsWith(QLatin1String("ev:"))) {
        const QStringList parts = s.mid(3).split(QLatin1Char(':'));
        activateEvidence(parts.value(0).toInt(), parts.value(1).toInt());
    } else if (s.startsWith(QLatin1String("kb:"))) {
        Evidence e;
        e.kind = QStringLiteral("pattern");
        e.artifact = s;
        Q_EMIT evidenceActivated(e, 0);
    } else if (s.startsWith(QLatin1String("src:"))) {
        Evidence e;
        e.kind = QStringLiteral("source");
        e.line = s.mid(4).toInt();
        Q_EMIT evidenceActivated(e, e.line);
    }
}

void FindingsBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QTextBrowser::changeEvent(event);
}

} // namespace Lowerscope::Ui
