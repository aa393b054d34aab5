// SPDX-License-Identifier: MIT
#include "optimize/consentdialog.h"

#include "common/html.h"
#include "core/enginetext.h"
#include "diagnosis/finding.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Lowerscope {

using Ui::esc;

namespace {

QList<Optimize::CandidateReview> reviewsOf(const QList<ConsentItem> &items)
{
    QList<Optimize::CandidateReview> out;
    for (const ConsentItem &item : items)
        out.append({ item, std::nullopt });
    return out;
}

QPlainTextEdit *codeView(QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

// One evidence item of a finding as `diagnose --json` writes it: artifact:line and its excerpt, or a metric and
// its value rounded for people (Evidence::valueText).
QString evidenceLine(const QJsonObject &e)
{
    Evidence ev;
    ev.kind = e.value(QLatin1String("kind")).toString();
    ev.artifact = e.value(QLatin1String("artifact")).toString();
    ev.line = e.value(QLatin1String("line")).toInt();
    ev.excerpt = e.value(QLatin1String("excerpt")).toString();
    ev.metric = e.value(QLatin1String("metric")).toString();
    ev.value = e.value(QLatin1String("value")).toVariant();
    const QString where = !ev.metric.isEmpty() ? QStringLiteral("%1 = %2").arg(ev.metric, ev.valueText())
        : ev.line > 0                          ? QStringLiteral("%1:%2").arg(ev.artifact).arg(ev.line)
                                               : ev.artifact;
    return QStringLiteral("<li>[%1] <code>%2</code>%3</li>")
        .arg(esc(ev.kind), esc(where),
            ev.excerpt.isEmpty() || !ev.metric.isEmpty() ? QString()
                                                         : QStringLiteral("<br><code>%1</code>").arg(esc(ev.excerpt.trimmed())));
}

} // namespace

ConsentDialog::ConsentDialog(const QList<ConsentItem> &items, const QString &runner, QWidget *parent)
    : ConsentDialog(reviewsOf(items), runner, parent)
{
}

ConsentDialog::ConsentDialog(const QList<Optimize::CandidateReview> &reviews, const QString &runner, QWidget *parent)
    : QDialog(parent)
    , m_reviews(reviews)
    , m_runner(runner)
{
    setObjectName(QStringLiteral("consentDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_list = new QListWidget(this);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("consentPages"));
    m_diff = codeView(m_pages);
    m_why = new QTextBrowser(m_pages);
    m_why->setObjectName(QStringLiteral("consentReasons"));
    m_prompt = codeView(m_pages);
    m_response = codeView(m_pages);
    m_pages->addTab(m_diff, QString());
    m_pages->addTab(m_why, QString());
    m_pages->addTab(m_prompt, QString());
    m_pages->addTab(m_response, QString());
    auto *split = new QSplitter(this);
    split->addWidget(m_list);
    split->addWidget(m_pages);
    split->setStretchFactor(1, 3);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(split, 1);
    layout->addWidget(m_buttons);
    for (const Optimize::CandidateReview &r : m_reviews)
        m_list->addItem(r.round
                ? QStringLiteral("%1 (%2): %3").arg(r.item.requestId, codeOriginName(r.item.origin), r.round->hypothesis)
                : QStringLiteral("%1 (%2)").arg(r.item.requestId, codeOriginName(r.item.origin)));
    connect(m_list, &QListWidget::currentRowChanged, this, &ConsentDialog::show);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    if (!m_reviews.isEmpty())
        m_list->setCurrentRow(0);
    resize(1000, 640);
}

bool ConsentDialog::ask(QWidget *parent, const QList<ConsentItem> &items, const QString &runner)
{
    if (items.isEmpty())
        return true;
    ConsentDialog dialog(items, runner, parent);
    return dialog.exec() == QDialog::Accepted;
}

void ConsentDialog::show(int row)
{
    if (row < 0 || row >= m_reviews.size())
        return;
    const Optimize::CandidateReview &review = m_reviews[row];
    m_diff->setPlainText(review.item.diff.isEmpty() ? tr("(identical to the task's kernel)") : review.item.diff);
    // A model's exchange as the round stores it (reviewOf): exactly what was sent, and the answer.
    const Optimize::ProposalReview llm = review.round ? Optimize::reviewOf(*review.round) : Optimize::ProposalReview();
    m_why->setHtml(review.round ? reasonsHtml(*review.round) : QString());
    m_prompt->setPlainText(
        llm.fromModel ? QStringLiteral("system:\n%1\n\nuser:\n%2").arg(llm.systemPrompt, llm.userPrompt) : QString());
    m_response->setPlainText(llm.answerError.isEmpty() ? llm.answer : llm.answer + QStringLiteral("\n\n") + llm.answerError);
    m_pages->setTabVisible(1, review.round.has_value());
    m_pages->setTabVisible(2, llm.fromModel);
    m_pages->setTabVisible(3, llm.fromModel);
}

// Why the candidate was written and what it rests on, from its round as recorded (docs/optimize.md).
QString ConsentDialog::reasonsHtml(const Round &r) const
{
    const QJsonObject origin = r.rewriteOrigin;
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p><table cellpadding='2'>").arg(esc(r.ref()), esc(r.hypothesis));
    auto row = [&html](const QString &label, const QString &value) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>").arg(esc(label), esc(value));
    };
    row(tr("Written by"), r.source);
    row(tr("Level"), r.level.isEmpty() ? QString() : r.level + QStringLiteral(" — ") + levelTitle(r.level));
    row(tr("Recipe"), origin.value(QLatin1String("recipe")).toString());
    row(tr("Pattern"), origin.value(QLatin1String("pattern")).toString());
    row(tr("Finding"), origin.value(QLatin1String("finding")).toString());
    if (origin.value(QLatin1String("impact")).isDouble())
        row(tr("Share of the kernel's time it explains"),
            QStringLiteral("%1 %").arg(EngineText::number(100.0 * origin.value(QLatin1String("impact")).toDouble())));
    const Optimize::ProposalReview llm = Optimize::reviewOf(r);
    if (llm.fromModel)
        row(tr("Model"),
            tr("%1 (%2 tokens in, %3 out, %4 USD)")
                .arg(llm.model)
                .arg(llm.inputTokens)
                .arg(llm.outputTokens)
                .arg(llm.costUsd, 0, 'f', 4));
    html += QStringLiteral("</table>");
    const QJsonArray changes = origin.value(QLatin1String("changes")).toArray();
    if (!changes.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(esc(tr("What it changes")));
        for (const QJsonValue &v : changes) {
            const QJsonObject c = v.toObject();
            html += QStringLiteral("<li>%1</li>")
                        .arg(esc(tr("%1: %2 → %3 (line %4)")
                                .arg(c.value(QLatin1String("param")).toString(),
                                    c.value(QLatin1String("from")).toVariant().toString(),
                                    c.value(QLatin1String("to")).toVariant().toString())
                                .arg(c.value(QLatin1String("line")).toInt())));
        }
        html += QStringLiteral("</ul>");
    }
    // The evidence it cites: the findings the prompt showed a model (reviewOf), else the finding a recipe came from,
    // else every finding the round acted on.
    const QString cited = origin.value(QLatin1String("finding")).toString();
    html += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Evidence it cites")));
    int shown = 0;
    for (const QJsonValue &v : llm.fromModel ? llm.cited : r.findings) {
        const QJsonObject f = v.toObject();
        if (!llm.fromModel && !cited.isEmpty() && f.value(QLatin1String("id")).toString() != cited)
            continue;
        ++shown;
        html += QStringLiteral("<p><b>%1</b> <code>%2</code> (%3)</p><ul>")
                    .arg(esc(EngineText::translated(f.value(QLatin1String("title")).toString())),
                        esc(f.value(QLatin1String("category")).toString()), esc(f.value(QLatin1String("level")).toString()));
        for (const QJsonValue &e : f.value(QLatin1String("evidence")).toArray())
            html += evidenceLine(e.toObject());
        html += QStringLiteral("</ul>");
    }
    if (shown == 0)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(esc(cited.isEmpty() ? tr("No finding: a search around the current launch parameters.")
                                             : tr("The finding %1 is not among the round's findings.").arg(cited)));
    if (!r.evidence.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(esc(tr("What the diagnosis rested on, and its cost")));
        for (const QJsonValue &v : r.evidence) {
            const QJsonObject e = v.toObject();
            const QJsonObject cost = e.value(QLatin1String("cost")).toObject();
            const QString costText
                = cost.isEmpty() ? e.value(QLatin1String("cost")).toString() : cost.value(QLatin1String("kind")).toString();
            html += QStringLiteral("<li>%1 %2: %3 <i>(%4)</i></li>")
                        .arg(esc(e.value(QLatin1String("kind")).toString()), esc(e.value(QLatin1String("level")).toString()),
                            esc(e.value(QLatin1String("reason")).toString()), esc(tr("cost: %1").arg(costText)));
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString ConsentDialog::shownDiff() const
{
    return m_diff->toPlainText();
}

QString ConsentDialog::shownReasons() const
{
    return m_why->toPlainText();
}

QString ConsentDialog::shownPrompt() const
{
    return m_prompt->toPlainText();
}

QString ConsentDialog::shownResponse() const
{
    return m_response->toPlainText();
}

void ConsentDialog::retranslateUi()
{
    setWindowTitle(tr("Run code you did not write?"));
    m_intro->setText(tr("%n candidate(s) came from a recipe or an LLM. Each would run on runner '%1' with your permissions. "
                        "Read what each changes in the task's kernel before you run it.",
        nullptr, int(m_reviews.size()))
            .arg(m_runner));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Run"));
    m_pages->setTabText(0, tr("Diff"));
    m_pages->setTabText(1, tr("Why and evidence"));
    m_pages->setTabText(2, tr("Prompt"));
    m_pages->setTabText(3, tr("Answer"));
    show(m_list->currentRow());
}

void ConsentDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace Lowerscope
