// SPDX-License-Identifier: MIT
#include "curator/curatorproposals.h"

#include "analysis/backgroundjob.h"
#include "common/html.h"
#include "core/enginetext.h"
#include "diagnosis/finding.h"
#include "workspace/curation.h"
#include "workspace/workspace.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

// What the worker reads: the proposals of one state and the rounds they came from.
struct ProposalSnapshot {
    QString workspace;
    bool open = false;
    QString error;
    QList<PatternProposal> proposals;
    QHash<QString, std::optional<Round>> rounds;
};

// What the synthesis worker did: the proposals it stored, or why it could not.
struct SynthesisOutcome {
    QString workspace;
    Curation::Synthesized synthesized;
};

namespace {
ProposalSnapshot readProposals(const QString &folder, const QString &state, const JobControl &control)
{
    ProposalSnapshot s;
    s.workspace = folder;
    Workspace ws;
    s.open = !folder.isEmpty() && ws.open(folder, &s.error, Workspace::OpenMode::MustExist);
    if (!s.open)
        return s;
    s.proposals = ws.proposals(state);
    for (const PatternProposal &p : std::as_const(s.proposals))
        for (const QString &ref : p.rounds)
            if (!s.rounds.contains(ref) && !control.cancelled())
                s.rounds.insert(ref, ws.findRound(ref.section(QLatin1Char('#'), 0, 0), ref.section(QLatin1Char('#'), 1).toInt()));
    return s;
}
} // namespace

ProposalReview::ProposalReview(QWidget *parent)
    : QWidget(parent)
    , m_loadJob(this)
    , m_synthesisJob(this)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_stateFilter = new QComboBox(this);
    m_stateFilter->setObjectName(QStringLiteral("proposalState"));
    m_synthesize = new QPushButton(this);
    m_synthesize->setObjectName(QStringLiteral("synthesize"));
    bar->addWidget(m_stateFilter);
    bar->addStretch(1);
    m_synthesisProgress = new QProgressBar(this);
    m_synthesisProgress->setObjectName(QStringLiteral("synthesisProgress"));
    m_synthesisProgress->setRange(0, 1000);
    m_synthesisProgress->setMaximumWidth(200);
    m_synthesisProgress->setVisible(false);
    m_cancelSynthesis = new QPushButton(this);
    m_cancelSynthesis->setObjectName(QStringLiteral("cancelSynthesis"));
    m_cancelSynthesis->setVisible(false);
    bar->addWidget(m_synthesisProgress);
    bar->addWidget(m_synthesize);
    bar->addWidget(m_cancelSynthesis);
    layout->addLayout(bar);
    auto *split = new QSplitter(Qt::Horizontal, this);
    m_list = new QTreeWidget(split);
    m_list->setObjectName(QStringLiteral("proposalList"));
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(5);
    m_details = new QTextBrowser(split);
    m_details->setObjectName(QStringLiteral("proposalDetails"));
    m_details->setOpenLinks(false);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    auto *decision = new QHBoxLayout;
    m_noteLabel = new QLabel(this);
    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("proposalNote"));
    m_approve = new QPushButton(this);
    m_approve->setObjectName(QStringLiteral("approveProposal"));
    m_reject = new QPushButton(this);
    m_reject->setObjectName(QStringLiteral("rejectProposal"));
    decision->addWidget(m_noteLabel);
    decision->addWidget(m_note, 1);
    decision->addWidget(m_approve);
    decision->addWidget(m_reject);
    layout->addLayout(decision);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(m_stateFilter, &QComboBox::currentIndexChanged, this, &ProposalReview::reload);
    connect(m_cancelSynthesis, &QPushButton::clicked, this, &ProposalReview::cancelSynthesis);
    connect(m_synthesisJob.job(), &BackgroundJob::progress, m_synthesisProgress, &QProgressBar::setValue);
    connect(m_synthesisJob.job(), &BackgroundJob::cancelled, this, [this] {
        setSynthesizing(false);
        setStatus(tr("Synthesis cancelled; the proposals stored before it stay."), false);
        reload();
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &ProposalReview::showProposal);
    connect(m_synthesize, &QPushButton::clicked, this, &ProposalReview::synthesize);
    connect(m_approve, &QPushButton::clicked, this, [this] { approve(currentId(), m_note->text()); });
    connect(m_reject, &QPushButton::clicked, this, [this] { reject(currentId(), m_note->text()); });
    connect(m_details, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("kb"))
            Q_EMIT patternActivated(url.path());
    });
    retranslateUi();
}

void ProposalReview::setPaths(const QString &workspace, const QString &knowledgeBase)
{
    m_workspace = workspace;
    m_kb = knowledgeBase;
    reload();
}

qint64 ProposalReview::currentId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

QString ProposalReview::status() const
{
    return m_status->text();
}

void ProposalReview::setStatus(const QString &text, bool error)
{
    m_status->setText(EngineText::translated(text)); // an engine error is English until shown
    m_status->setStyleSheet(error ? QStringLiteral("color: #c62828;") : QString());
}

bool ProposalReview::isLoading() const
{
    return m_loadJob.isRunning() || m_synthesisJob.isRunning();
}

void ProposalReview::reload()
{
    if (m_workspace.isEmpty()) {
        m_loadJob.cancel();
        showLoaded(ProposalSnapshot());
        return;
    }
    const QString folder = m_workspace, state = m_stateFilter->currentData().toString();
    m_loadJob.start(
        tr("Reading the proposals"), [folder, state](const JobControl &control) { return readProposals(folder, state, control); },
        [this](const ProposalSnapshot &s) { showLoaded(s); });
}

void ProposalReview::showLoaded(const ProposalSnapshot &s)
{
    if (s.workspace != m_workspace)
        return; // read for a workspace no longer set
    const qint64 keep = currentId();
    m_list->clear();
    m_details->clear();
    m_proposalList = s.proposals;
    m_rounds = s.rounds;
    if (!s.open) {
        setStatus(m_workspace.isEmpty() ? tr("No workspace is set (Settings).") : s.error, false);
        m_approve->setEnabled(false);
        m_reject->setEnabled(false);
        Q_EMIT loaded();
        return;
    }
    for (const PatternProposal &p : std::as_const(m_proposalList)) {
        auto *item = new QTreeWidgetItem(
            m_list, { QStringLiteral("#%1").arg(p.id), p.state, p.kind, p.key, p.rounds.join(QStringLiteral(", ")) });
        item->setData(0, Qt::UserRole, p.id);
        if (p.id == keep)
            m_list->setCurrentItem(item);
    }
    for (int c = 0; c < m_list->columnCount(); ++c)
        m_list->resizeColumnToContents(c);
    if (!m_list->currentItem() && m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    if (m_list->topLevelItemCount() == 0)
        setStatus(tr("No proposals. Synthesize reads the accepted rounds of the workspace and proposes patterns."), false);
    showProposal();
    Q_EMIT loaded();
}

// A finding's evidence as its round recorded it: a metric rounded with its unit, else the artifact and line.
static QString evidenceHtml(const QJsonArray &evidence)
{
    QString html;
    for (const QJsonValue &ev : evidence) {
        const QJsonObject e = ev.toObject();
        // A metric reads rounded with its unit, as the diagnosis shows it (Evidence::valueText).
        Evidence metric;
        metric.metric = e.value(QLatin1String("metric")).toString();
        metric.value = e.value(QLatin1String("value")).toVariant();
        metric.excerpt = e.value(QLatin1String("excerpt")).toString();
        const QString where = !metric.metric.isEmpty()
            ? QString(metric.metric + QStringLiteral(" = ") + metric.valueText())
            : QString(e.value(QLatin1String("artifact")).toString()
                  + (e.value(QLatin1String("line")).toInt() > 0
                          ? QStringLiteral(":%1").arg(e.value(QLatin1String("line")).toInt())
                          : QString()));
        html += QStringLiteral("<li>[%1] %2 <code>%3</code></li>")
                    .arg(esc(e.value(QLatin1String("kind")).toString()), esc(where),
                        esc(e.value(QLatin1String("excerpt")).toString().left(200)));
    }
    return html;
}

void ProposalReview::showProposal()
{
    const qint64 id = currentId();
    std::optional<PatternProposal> p;
    for (const PatternProposal &candidate : std::as_const(m_proposalList))
        if (candidate.id == id && id > 0)
            p = candidate;
    m_approve->setEnabled(p && p->state == QLatin1String("pending"));
    m_reject->setEnabled(p && p->state == QLatin1String("pending"));
    if (!p) {
        m_details->clear();
        return;
    }
    const QJsonObject b = p->body;
    QString html = QStringLiteral("<h3>#%1 %2</h3><p><b>%3</b> %4 · <b>%5</b> %6</p>")
                       .arg(p->id)
                       .arg(esc(b.value(QLatin1String("title")).toString(p->key)), esc(tr("Kind:")), esc(p->kind),
                           esc(tr("State:")), esc(p->state));
    html += patternHtml(*p);
    const QJsonObject stats = b.value(QLatin1String("stats")).toObject();
    if (!stats.isEmpty())
        html += QStringLiteral("<p><b>%1</b> <code>%2</code></p>")
                    .arg(esc(tr("Statistics:")), esc(QString::fromUtf8(QJsonDocument(stats).toJson(QJsonDocument::Compact))));
    html += QStringLiteral("<h4>%1</h4>").arg(esc(tr("The rounds it came from")));
    html += roundsHtml(p->rounds);
    if (!p->note.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2 (%3)</p>").arg(esc(tr("Curator's note:")), esc(p->note), esc(p->decided));
    m_details->setHtml(html);
}

// What the proposal adds: a new pattern's category, detectors, recipe and conditions, or the known pattern it backs.
QString ProposalReview::patternHtml(const PatternProposal &p) const
{
    const QJsonObject b = p.body;
    QString html;
    if (p.kind == QLatin1String("new-pattern")) {
        html += QStringLiteral("<p><b>%1</b> <code>%2</code> · <b>%3</b> %4</p>")
                    .arg(esc(tr("Proposed pattern:")), esc(p.key), esc(tr("Category:")),
                        esc(b.value(QLatin1String("category")).toString()));
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Detectors:")));
        for (const QJsonValue &d : b.value(QLatin1String("detectors")).toArray())
            html += QStringLiteral("<li><code>%1</code></li>")
                        .arg(esc(d.isString() ? d.toString() : d.toObject().value(QLatin1String("expression")).toString()));
        html += QStringLiteral("</ul><p><b>%1</b> %2</p>")
                    .arg(esc(tr("Recipe:")), esc(b.value(QLatin1String("recipe")).toString()));
        const QJsonArray conditions = b.value(QLatin1String("conditions")).toArray();
        if (!conditions.isEmpty()) {
            html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Rewrite conditions:")));
            for (const QJsonValue &c : conditions)
                html += QStringLiteral("<li>%1</li>").arg(esc(EngineText::translated(c.toString())));
            html += QStringLiteral("</ul>");
        }
    } else {
        html += QStringLiteral("<p><b>%1</b> <a href='kb:%2'>%2</a></p>").arg(esc(tr("Known pattern:")), esc(p.key));
    }
    return html;
}

// The rounds a proposal came from, each with the findings it acted on and their evidence.
QString ProposalReview::roundsHtml(const QStringList &refs) const
{
    QString html;
    for (const QString &ref : refs) {
        const std::optional<Round> r = m_rounds.value(ref);
        if (!r) {
            html += QStringLiteral("<p>%1: <i>%2</i></p>").arg(esc(ref), esc(tr("not in this workspace")));
            continue;
        }
        html += QStringLiteral("<p><b>%1</b> — %2<br>%3 %4 · %5 %6 · %7 %8 · %9 %10</p>")
                    .arg(esc(ref), esc(r->hypothesis), esc(tr("level")), esc(r->level.isEmpty() ? QStringLiteral("–") : r->level),
                        esc(tr("source")), esc(r->source), esc(tr("outcome")), esc(r->outcome.isEmpty() ? r->state : r->outcome),
                        esc(tr("speed-up")),
                        esc(r->speedup ? EngineText::number(*r->speedup) + QStringLiteral("×") : QStringLiteral("–")));
        html += QStringLiteral("<ul>");
        for (const QJsonValue &fv : r->findings) {
            const QJsonObject f = fv.toObject();
            html += QStringLiteral("<li>%1 <code>%2</code>")
                        .arg(esc(EngineText::translated(f.value(QLatin1String("title")).toString())),
                            esc(f.value(QLatin1String("category")).toString()));
            html += QStringLiteral("<ul>");
            html += evidenceHtml(f.value(QLatin1String("evidence")).toArray());
            html += QStringLiteral("</ul></li>");
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

bool ProposalReview::decide(bool approving, qint64 id, const QString &note)
{
    Workspace ws;
    QString error;
    if (id <= 0 || !ws.open(m_workspace, &error, Workspace::OpenMode::MustExist)) {
        setStatus(id <= 0 ? tr("Select a proposal first.") : error, true);
        return false;
    }
    const Curation::Outcome o = approving ? Curation::approve(ws, m_kb, id, note) : Curation::reject(ws, id, note);
    if (!o.error.isEmpty()) {
        setStatus(o.error, true);
        return false;
    }
    setStatus(approving ? tr("Proposal #%1 approved; the knowledge base has it.").arg(id) : tr("Proposal #%1 rejected.").arg(id),
        false);
    m_note->clear();
    reload();
    if (approving)
        Q_EMIT knowledgeChanged();
    return true;
}

bool ProposalReview::approve(qint64 id, const QString &note)
{
    return decide(true, id, note);
}

bool ProposalReview::reject(qint64 id, const QString &note)
{
    return decide(false, id, note);
}

bool ProposalReview::synthesize()
{
    if (m_workspace.isEmpty()) {
        setStatus(tr("No workspace is set (Settings)."), true);
        return false;
    }
    const QString folder = m_workspace;
    setSynthesizing(true);
    setStatus(tr("Synthesizing proposals from the rounds of %1…").arg(folder), false);
    m_synthesisJob.start(
        tr("Synthesizing proposals"),
        [folder](const JobControl &control) {
            // This worker's own connection; the synthesis checks CONTROL between its steps.
            SynthesisOutcome out;
            out.workspace = folder;
            Workspace ws;
            QString error;
            if (!ws.open(folder, &error, Workspace::OpenMode::MustExist))
                out.synthesized.error = error;
            else
                out.synthesized = Curation::synthesize(ws, control);
            return out;
        },
        [this](const SynthesisOutcome &outcome) { showSynthesized(outcome); });
    return true;
}

void ProposalReview::cancelSynthesis()
{
    m_synthesisJob.cancel();
}

void ProposalReview::setSynthesizing(bool running)
{
    m_synthesize->setEnabled(!running);
    m_cancelSynthesis->setVisible(running);
    m_synthesisProgress->setVisible(running);
    m_synthesisProgress->setValue(0);
}

void ProposalReview::showSynthesized(const SynthesisOutcome &outcome)
{
    setSynthesizing(false);
    if (outcome.workspace != m_workspace)
        return; // synthesized for a workspace no longer shown
    const Curation::Synthesized &s = outcome.synthesized;
    if (!s.error.isEmpty()) {
        setStatus(s.error, true);
    } else {
        int fresh = 0;
        for (const auto &p : s.proposals)
            fresh += p.second ? 1 : 0;
        setStatus(tr("%1 proposal(s), %2 new.").arg(s.proposals.size()).arg(fresh), false);
    }
    reload();
    Q_EMIT synthesized();
}

void ProposalReview::retranslateUi()
{
    {
        const QSignalBlocker block(m_stateFilter);
        const int current = qMax(0, m_stateFilter->currentIndex());
        m_stateFilter->clear();
        m_stateFilter->addItem(tr("Pending"), QStringLiteral("pending"));
        m_stateFilter->addItem(tr("Approved"), QStringLiteral("approved"));
        m_stateFilter->addItem(tr("Rejected"), QStringLiteral("rejected"));
        m_stateFilter->addItem(tr("All"), QString());
        m_stateFilter->setCurrentIndex(current);
    }
    m_synthesize->setText(tr("Synthesize from rounds"));
    m_cancelSynthesis->setText(tr("Cancel"));
    m_list->setHeaderLabels({ tr("Id"), tr("State"), tr("Kind"), tr("About"), tr("From rounds") });
    m_noteLabel->setText(tr("Note:"));
    m_note->setPlaceholderText(tr("why you approve or reject it (kept with the decision)"));
    m_approve->setText(tr("Approve"));
    m_reject->setText(tr("Reject"));
}

void ProposalReview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showProposal();
    }
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
