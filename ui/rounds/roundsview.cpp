// SPDX-License-Identifier: MIT
#include "rounds/roundsview.h"

#include "analysis/backgroundjob.h"
#include "charts/chartreduce.h"
#include "charts/chartview.h"
#include "common/html.h"
#include "core/enginetext.h"
#include "diagnosis/finding.h"
#include "rounds/roundsmodel.h"
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
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>
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
    m_model = new RoundsModel(this);
    m_tree = new QTreeView(split);
    m_tree->setObjectName(QStringLiteral("roundTree"));
    m_tree->setModel(m_model);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tabs = new QTabWidget(split);
    m_tabs->setObjectName(QStringLiteral("roundTabs"));
    m_details = new QTextBrowser(m_tabs);
    m_details->setObjectName(QStringLiteral("roundDetails"));
    m_tabs->addTab(createReportPage(), QString());
    m_tabs->addTab(m_details, QString());
    m_tabs->addTab(createDiffPage(), QString());
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({ 460, 690 });
    layout->addWidget(split, 1);

    connect(m_reload, &QPushButton::clicked, this, &RoundsView::reload);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &RoundsView::showRound);
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

// The report's table, its summary and its two charts.
QWidget *RoundsView::createReportPage()
{
    auto *reportPage = new QWidget(m_tabs);
    auto *reportLayout = new QVBoxLayout(reportPage);
    m_reportModel = new ReportModel(this);
    m_reportTable = new QTableView(reportPage);
    m_reportTable->setObjectName(QStringLiteral("reportTable"));
    m_reportTable->setModel(m_reportModel);
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
    return reportPage;
}

// The diff between two kernel versions of the selected round's operator.
QWidget *RoundsView::createDiffPage()
{
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
    return diffPage;
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
    const QModelIndex current = m_tree->currentIndex();
    const QString selected = current.data(RoundsModel::OperatorRole).toString();
    const int selectedRound = current.data(RoundsModel::RoundRole).toInt();
    m_diffJob.cancel();
    m_model->setRounds(m_operators, m_rounds, m_report);
    m_tree->expandAll();
    for (int c : { RoundsModel::NameColumn, RoundsModel::LevelColumn, RoundsModel::SourceColumn, RoundsModel::OutcomeColumn,
             RoundsModel::SpeedupColumn })
        m_tree->resizeColumnToContents(c);
    m_tree->setColumnWidth(RoundsModel::HypothesisColumn, 320);
    fillReport();
    const QModelIndex keep = selectedRound > 0 ? m_model->roundIndex(selected, selectedRound) : QModelIndex();
    const QModelIndex first = m_model->index(0, 0);
    if (keep.isValid())
        m_tree->setCurrentIndex(keep);
    else if (first.isValid())
        m_tree->setCurrentIndex(m_model->rowCount(first) > 0 ? m_model->index(0, 0, first) : first);
}

bool RoundsView::selectRound(const QString &operatorName, int index)
{
    const QModelIndex i = m_model->roundIndex(operatorName, index);
    if (i.isValid())
        m_tree->setCurrentIndex(i);
    return i.isValid();
}

void RoundsView::fillReport()
{
    m_reportModel->setReport(m_report);
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
    const QModelIndex current = m_tree->currentIndex();
    if (!current.isValid())
        return;
    const Operator *op = m_model->operatorAt(current);
    const QString opName = op ? op->name : QString();
    fillVersions(opName);
    const Round *round = m_model->roundAt(current);
    if (!op || !round) {
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
    row(tr("Speed-up vs the initial kernel"), RoundsModel::speedupText(r.speedup));
    row(tr("Speed-up vs the reference"), RoundsModel::speedupText(r.speedupVsReference));
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
                        esc(millis(base ? base->initialMs : std::nullopt)), esc(millis(c.ms)),
                        esc(RoundsModel::speedupText(speedup)));
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
    m_model->retranslate();
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
