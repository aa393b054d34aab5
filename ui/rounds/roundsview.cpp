// SPDX-License-Identifier: MIT
#include "rounds/roundsview.h"

#include "analysis/backgroundjob.h"
#include "charts/chartreduce.h"
#include "charts/chartview.h"
#include "core/enginetext.h"
#include "diagnosis/finding.h"
#include "workspace/unifieddiff.h"
#include "workspace/workspace.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

// What the worker reads of a workspace: everything the tab shows but the sources of a diff.
struct WorkspaceSnapshot {
    QString folder;
    bool open = false;
    QString error;
    QList<Operator> operators;
    QList<Round> rounds;
    QHash<qint64, QString> versionNames;
    Report report;
};

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString times(const std::optional<double> &v)
{
    return v ? EngineText::number(*v) + QStringLiteral("×") : QStringLiteral("–");
}

QString millis(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 4) : QStringLiteral("–");
}

WorkspaceSnapshot readWorkspace(const QString &folder, const JobControl &control)
{
    WorkspaceSnapshot s;
    s.folder = folder;
    Workspace ws;
    s.open = !folder.isEmpty() && ws.open(folder, &s.error, Workspace::OpenMode::MustExist);
    if (!s.open)
        return s;
    s.operators = ws.operators();
    control.reportPermille(300, QString());
    s.rounds = ws.rounds();
    control.reportPermille(700, QString());
    s.versionNames = ws.versionNames();
    s.report = Report::build(s.operators, s.rounds);
    return s;
}

// The unified diff of two kernel versions, read on the worker.
QString readDiff(const QString &folder, qint64 a, qint64 b, const QString &labelA, const QString &labelB)
{
    Workspace ws;
    QString error;
    if (!ws.open(folder, &error, Workspace::OpenMode::MustExist))
        return error;
    const std::optional<KernelVersion> va = ws.kernelVersion(a), vb = ws.kernelVersion(b);
    if (!va || !vb)
        return {};
    const QString d = unifiedDiff(va->source, vb->source, labelA, labelB);
    return d.isEmpty() ? QCoreApplication::translate("Lowerscope::Ui::RoundsView", "The two versions are the same.") : d;
}

} // namespace

RoundsView::RoundsView(QWidget *parent)
    : QWidget(parent)
    , m_loadJob(this)
    , m_diffJob(this)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_where = new QLabel(this);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_where->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_reload = new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), QString(), this);
    m_exportMarkdown = new QPushButton(QIcon::fromTheme(QStringLiteral("document-export")), QString(), this);
    m_exportHtml = new QPushButton(QIcon::fromTheme(QStringLiteral("document-export")), QString(), this);
    bar->addWidget(m_where, 1);
    bar->addWidget(m_reload);
    bar->addWidget(m_exportMarkdown);
    bar->addWidget(m_exportHtml);
    layout->addLayout(bar);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    layout->addWidget(m_error);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_tree = new QTreeWidget(split);
    m_tree->setObjectName(QStringLiteral("roundTree"));
    m_tree->setColumnCount(6);
    m_tree->setAlternatingRowColors(true);
    m_tabs = new QTabWidget(split);
    m_tabs->setObjectName(QStringLiteral("roundTabs"));
    m_details = new QTextBrowser(m_tabs);
    m_details->setObjectName(QStringLiteral("roundDetails"));
    auto *diffPage = new QWidget(m_tabs);
    auto *diffLayout = new QVBoxLayout(diffPage);
    auto *pick = new QHBoxLayout;
    m_diffLabel = new QLabel(diffPage);
    m_from = new QComboBox(diffPage);
    m_to = new QComboBox(diffPage);
    m_from->setObjectName(QStringLiteral("diffFrom"));
    m_to->setObjectName(QStringLiteral("diffTo"));
    pick->addWidget(m_diffLabel);
    pick->addWidget(m_from, 1);
    pick->addWidget(new QLabel(QStringLiteral("→"), diffPage));
    pick->addWidget(m_to, 1);
    diffLayout->addLayout(pick);
    m_diff = new QPlainTextEdit(diffPage);
    m_diff->setObjectName(QStringLiteral("versionDiff"));
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    diffLayout->addWidget(m_diff, 1);
    auto *reportPage = new QWidget(m_tabs);
    auto *reportLayout = new QVBoxLayout(reportPage);
    m_reportTable = new QTableWidget(reportPage);
    m_reportTable->setObjectName(QStringLiteral("reportTable"));
    m_reportTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_reportTable->verticalHeader()->setVisible(false);
    m_summary = new QLabel(reportPage);
    m_summary->setObjectName(QStringLiteral("reportSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *charts = new QSplitter(Qt::Horizontal, reportPage);
    m_roundsChart = new Charts::ChartView(charts);
    m_operatorsChart = new Charts::ChartView(charts);
    reportLayout->addWidget(m_reportTable, 2);
    reportLayout->addWidget(m_summary);
    reportLayout->addWidget(charts, 3);
    m_tabs->addTab(reportPage, QString());
    m_tabs->addTab(m_details, QString());
    m_tabs->addTab(diffPage, QString());
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({ 460, 690 });
    layout->addWidget(split, 1);

    connect(m_reload, &QPushButton::clicked, this, &RoundsView::reload);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &RoundsView::showRound);
    connect(m_from, &QComboBox::currentIndexChanged, this, &RoundsView::showDiff);
    connect(m_to, &QComboBox::currentIndexChanged, this, &RoundsView::showDiff);
    connect(m_exportMarkdown, &QPushButton::clicked, this, [this] {
        const QString file
            = QFileDialog::getSaveFileName(this, tr("Export the report"), QStringLiteral("report.md"), tr("Markdown (*.md)"));
        if (!file.isEmpty())
            exportReport(file, false);
    });
    connect(m_exportHtml, &QPushButton::clicked, this, [this] {
        const QString file
            = QFileDialog::getSaveFileName(this, tr("Export the report"), QStringLiteral("report.html"), tr("HTML (*.html)"));
        if (!file.isEmpty())
            exportReport(file, true);
    });
    retranslateUi();
}

void RoundsView::setWorkspace(const QString &folder)
{
    m_folder = folder;
    reload();
}

bool RoundsView::isLoading() const
{
    return m_loadJob.isRunning() || m_diffJob.isRunning();
}

void RoundsView::reload()
{
    m_where->setText(tr("Workspace: %1").arg(m_folder.isEmpty() ? tr("none") : m_folder));
    m_reload->setEnabled(false);
    const QString folder = m_folder;
    m_loadJob.start(
        tr("Reading the workspace"), [folder](const JobControl &control) { return readWorkspace(folder, control); },
        [this](const WorkspaceSnapshot &s) { showLoaded(s); });
}

void RoundsView::showLoaded(const WorkspaceSnapshot &s)
{
    m_reload->setEnabled(true);
    if (s.folder != m_folder)
        return; // read for a workspace no longer shown
    m_operators = s.operators;
    m_rounds = s.rounds;
    m_versionNames = s.versionNames;
    m_report = s.report;
    fillTree();
    m_error->setVisible(!s.open);
    m_error->setText(s.open      ? QString()
            : m_folder.isEmpty() ? tr("No workspace is set (Settings).")
                                 : tr("Nothing recorded yet: %1").arg(EngineText::translated(s.error)));
    Q_EMIT loaded();
}

void RoundsView::showRounds(const QString &folder, const QList<Operator> &operators, const QList<Round> &rounds,
    const QHash<qint64, QString> &versionNames)
{
    m_loadJob.cancel();
    m_folder = folder;
    m_where->setText(tr("Workspace: %1").arg(m_folder.isEmpty() ? tr("none") : m_folder));
    m_operators = operators;
    m_rounds = rounds;
    m_versionNames = versionNames;
    m_report = Report::build(m_operators, m_rounds);
    m_error->setVisible(false);
    fillTree();
}

// The tree of operators and rounds, the report, and the selection (kept when its round is still there).
void RoundsView::fillTree()
{
    const QString selected = m_tree->currentItem() ? m_tree->currentItem()->data(0, Qt::UserRole).toString() : QString();
    const int selectedRound = m_tree->currentItem() ? m_tree->currentItem()->data(0, Qt::UserRole + 1).toInt() : 0;
    QTreeWidgetItem *keep = nullptr;
    m_diffJob.cancel();
    m_tree->clear();
    for (const Operator &op : std::as_const(m_operators)) {
        const auto it = std::find_if(
            m_report.operators.cbegin(), m_report.operators.cend(), [&](const OperatorReport &o) { return o.name == op.name; });
        auto *opItem = new QTreeWidgetItem(m_tree,
            { op.name, tr("%n case(s)", nullptr, int(op.cases.size())), QString(), op.backend, QString(),
                it != m_report.operators.cend() ? times(it->speedup) : QString() });
        opItem->setData(0, Qt::UserRole, op.name);
        QFont f = opItem->font(0);
        f.setBold(true);
        opItem->setFont(0, f);
        for (const Round &r : std::as_const(m_rounds)) {
            if (r.operatorName != op.name)
                continue;
            auto *item = new QTreeWidgetItem(opItem,
                { tr("Round %1").arg(r.index), r.hypothesis, r.level.isEmpty() ? QStringLiteral("–") : r.level, r.source,
                    r.outcome.isEmpty() ? r.state : r.outcome, times(r.speedup) });
            item->setData(0, Qt::UserRole, op.name);
            item->setData(0, Qt::UserRole + 1, r.index);
            item->setToolTip(1, r.hypothesis);
            if (op.name == selected && r.index == selectedRound)
                keep = item;
        }
        opItem->setExpanded(true);
    }
    for (int c : { 0, 2, 3, 4, 5 })
        m_tree->resizeColumnToContents(c);
    m_tree->setColumnWidth(1, 320);
    fillReport();
    if (keep)
        m_tree->setCurrentItem(keep);
    else if (m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(
            m_tree->topLevelItem(0)->childCount() > 0 ? m_tree->topLevelItem(0)->child(0) : m_tree->topLevelItem(0));
}

void RoundsView::fillReport()
{
    const QStringList head = Report::tableHeader();
    const QList<QStringList> rows = m_report.tableRows();
    m_reportTable->clear();
    m_reportTable->setColumnCount(int(head.size()));
    m_reportTable->setRowCount(int(rows.size()));
    m_reportTable->setHorizontalHeaderLabels(head);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows.at(r).size(); ++c) {
            auto *item = new QTableWidgetItem(rows.at(r).at(c));
            item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            m_reportTable->setItem(r, c, item);
        }
    m_reportTable->resizeColumnsToContents();
    m_summary->setText(
        m_report.operators.isEmpty() ? tr("No operator has a recorded round yet.") : m_report.summary().join(QLatin1Char('\n')));
    QList<Charts::OperatorSpeedup> series;
    for (const SpeedupSeries &s : m_report.series) {
        const auto it = std::find_if(m_report.operators.cbegin(), m_report.operators.cend(),
            [&](const OperatorReport &o) { return o.name == s.operatorName; });
        series.append({ s.operatorName, s.perRound, it != m_report.operators.cend() ? it->speedup.value_or(1.0) : 1.0 });
    }
    m_roundsChart->setLineChart(series.isEmpty() ? Charts::LineChart() : Charts::speedupPerRound(series));
    m_operatorsChart->setBarChart(series.isEmpty()
            ? Charts::BarChart()
            : Charts::speedupAcrossOperators(series, tr("Speed-up per operator (best round vs initial kernel)")));
}

void RoundsView::showRound()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return;
    const QString opName = item->data(0, Qt::UserRole).toString();
    fillVersions(opName);
    const int index = item->data(0, Qt::UserRole + 1).toInt();
    const auto op = std::find_if(m_operators.cbegin(), m_operators.cend(), [&](const Operator &o) { return o.name == opName; });
    const auto round = std::find_if(
        m_rounds.cbegin(), m_rounds.cend(), [&](const Round &r) { return r.operatorName == opName && r.index == index; });
    if (op == m_operators.cend() || round == m_rounds.cend()) {
        m_details->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("Select a round."))));
        return;
    }
    const Round &r = *round;
    QString html = QStringLiteral("<h3>%1 · %2</h3><p>%3</p><table cellpadding='2'>")
                       .arg(esc(opName), esc(tr("Round %1").arg(r.index)), esc(r.hypothesis));
    auto row = [&html](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>").arg(esc(label), esc(value));
    };
    row(tr("Level"), r.level.isEmpty() ? QStringLiteral("–") : r.level + QStringLiteral(" — ") + levelTitle(r.level));
    row(tr("Rewrite source"), r.source);
    row(tr("Outcome"), r.outcome.isEmpty() ? r.state : r.outcome);
    row(tr("Speed-up vs the initial kernel"), times(r.speedup));
    row(tr("Speed-up vs the reference"), times(r.speedupVsReference));
    row(tr("Started"), r.started);
    row(tr("Finished"), r.finished);
    html += QStringLiteral("</table><h4>%1</h4><table border='1' cellspacing='0' cellpadding='3'><tr>").arg(esc(tr("Cases")));
    for (const QString &h : { tr("Case"), tr("Correct"), tr("Error"), tr("Initial ms"), tr("ms"), tr("Speed-up") })
        html += QStringLiteral("<th>%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    for (const CaseResult &c : r.cases) {
        const Case *base = op->findCase(c.caseName);
        std::optional<double> speedup;
        if (base && base->initialMs && c.ms && *c.ms > 0)
            speedup = *base->initialMs / *c.ms;
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td align='right'>%4</td><td align='right'>%5</td><td "
                               "align='right'>%6</td></tr>")
                    .arg(esc(c.caseName),
                        esc(!c.correct       ? QStringLiteral("–")
                                : *c.correct ? tr("yes")
                                             : tr("no")),
                        esc(c.error ? QString::number(*c.error, 'g', 3) : QStringLiteral("–")),
                        esc(millis(base ? base->initialMs : std::nullopt)), esc(millis(c.ms)), esc(times(speedup)));
    }
    html += QStringLiteral("</table>");
    if (!r.findings.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(esc(tr("Findings it acted on")));
        for (const QJsonValue &v : r.findings) {
            const QJsonObject f = v.toObject();
            html += QStringLiteral("<li>%1 <code>%2</code> (%3)</li>")
                        .arg(esc(EngineText::translated(f.value(QLatin1String("title")).toString())),
                            esc(f.value(QLatin1String("category")).toString()), esc(f.value(QLatin1String("level")).toString()));
        }
        html += QStringLiteral("</ul>");
    }
    if (!r.rewrite.isEmpty())
        html += QStringLiteral("<h4>%1</h4><pre>%2</pre>").arg(esc(tr("Rewrite")), esc(r.rewrite));
    m_details->setHtml(html);
    // The diff tab shows this round's step: its base version to its result.
    if (r.baseVersion > 0 && r.resultVersion > 0) {
        m_from->setCurrentIndex(m_from->findData(r.baseVersion));
        m_to->setCurrentIndex(m_to->findData(r.resultVersion));
    }
}

void RoundsView::fillVersions(const QString &operatorName)
{
    const QSignalBlocker b1(m_from), b2(m_to);
    m_from->clear();
    m_to->clear();
    const auto op
        = std::find_if(m_operators.cbegin(), m_operators.cend(), [&](const Operator &o) { return o.name == operatorName; });
    if (op == m_operators.cend())
        return;
    QList<std::pair<qint64, QString>> versions;
    auto add = [&](qint64 id, const QString &label) {
        if (id <= 0 || std::any_of(versions.cbegin(), versions.cend(), [&](const auto &v) { return v.first == id; }))
            return;
        const auto name = m_versionNames.constFind(id);
        versions.append({ id, label + (name != m_versionNames.cend() ? QStringLiteral(" — ") + *name : QString()) });
    };
    add(op->initialVersion, tr("initial kernel"));
    for (const Round &r : std::as_const(m_rounds))
        if (r.operatorName == operatorName)
            add(r.resultVersion, tr("after round %1").arg(r.index));
    for (const auto &[id, label] : versions) {
        m_from->addItem(label, id);
        m_to->addItem(label, id);
    }
    m_from->setCurrentIndex(0);
    m_to->setCurrentIndex(m_to->count() - 1);
    showDiff();
}

void RoundsView::showDiff()
{
    const qint64 a = m_from->currentData().toLongLong(), b = m_to->currentData().toLongLong();
    if (a <= 0 || b <= 0 || m_from->count() < 2) {
        m_diffJob.cancel();
        m_diff->setPlainText(m_from->count() < 2 ? tr("This operator has only one kernel version.") : QString());
        return;
    }
    m_diff->setPlainText(tr("Reading the two versions…"));
    const QString folder = m_folder, labelA = m_from->currentText(), labelB = m_to->currentText();
    m_diffJob.start(
        tr("Comparing kernel versions"),
        [folder, a, b, labelA, labelB](const JobControl &) { return readDiff(folder, a, b, labelA, labelB); },
        [this](const QString &text) { m_diff->setPlainText(text); });
}

bool RoundsView::exportReport(const QString &file, bool html)
{
    QSaveFile out(file);
    const QByteArray bytes = (html ? m_report.toHtml() : m_report.toMarkdown()).toUtf8();
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) < 0 || !out.commit()) {
        Q_EMIT message(tr("%1: could not write the report: %2").arg(file, out.errorString()));
        return false;
    }
    Q_EMIT message(tr("Report written to %1").arg(file));
    return true;
}

void RoundsView::retranslateUi()
{
    m_reload->setText(tr("Reload"));
    m_exportMarkdown->setText(tr("Export Markdown…"));
    m_exportHtml->setText(tr("Export HTML…"));
    m_tree->setHeaderLabels(
        { tr("Operator / round"), tr("Hypothesis"), tr("Level"), tr("Source"), tr("Outcome"), tr("Speed-up") });
    // By page, not by index: a view that embeds this one adds pages of its own (ui/optimize/optimizeview.cpp).
    m_tabs->setTabText(m_tabs->indexOf(m_reportTable->parentWidget()), tr("Report"));
    m_tabs->setTabText(m_tabs->indexOf(m_details), tr("Round"));
    m_tabs->setTabText(m_tabs->indexOf(m_diff->parentWidget()), tr("Kernel diff"));
    m_diffLabel->setText(tr("Compare"));
}

void RoundsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_folder.isEmpty())
            reload();
    }
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
