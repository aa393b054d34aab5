// SPDX-License-Identifier: MIT
#include "trajectory/trajectoryview.h"

#include "common/elidedlabel.h"
#include "core/enginetext.h"
#include "trajectory/irdiff.h"
#include "trajectory/irdiffview.h"
#include "trajectory/irsearchbar.h"
#include "trajectory/irview.h"
#include "trajectory/passlistview.h"
#include "trajectory/passspan.h"
#include "trajectory/snapshottext.h"
#include "trajectory/trajectorygraphview.h"
#include "trajectory/trajectorymodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

TrajectoryView::TrajectoryView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *bar = new QHBoxLayout;
    m_kernelLabel = new QLabel(this);
    m_kernels = new QComboBox(this);
    m_kernels->setObjectName(QStringLiteral("kernelChoice"));
    m_kernels->setSizeAdjustPolicy(QComboBox::AdjustToContents); // filled after the first show: measure each time
    m_summary = new ElidedLabel(this, Qt::ElideRight);
    m_summary->setObjectName(QStringLiteral("trajectorySummary"));
    m_unfold = new QCheckBox(this);
    m_unfold->setObjectName(QStringLiteral("showUnchangedPasses"));
    bar->addWidget(m_kernelLabel);
    bar->addWidget(m_kernels);
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_unfold);
    layout->addLayout(bar);

    auto *split = m_split = new QSplitter(Qt::Horizontal, this);
    m_model = new TrajectoryModel(this);
    m_left = new QTabWidget(split);
    m_left->setObjectName(QStringLiteral("trajectoryLeft"));
    m_left->setDocumentMode(true);
    m_graph = new TrajectoryGraphView(m_left);
    m_graph->setObjectName(QStringLiteral("trajectoryGraph"));
    m_graph->setModel(m_model);
    auto *detail = new QWidget(split);
    auto *dl = new QVBoxLayout(detail);
    dl->setContentsMargins(0, 0, 0, 0);
    dl->setSpacing(2);
    m_detailTitle = new ElidedLabel(detail); // a long title neither widens the pane nor clips: elided, whole in its tooltip
    m_detailTitle->setObjectName(QStringLiteral("trajectoryDetailTitle"));
    m_detail = new QStackedWidget(detail);
    m_ir = new IrView(m_detail);
    m_ir->setObjectName(QStringLiteral("trajectoryIr"));
    m_diff = new IrDiffView(m_detail);
    m_diff->setObjectName(QStringLiteral("trajectoryDiff"));
    m_detail->addWidget(m_ir);
    m_detail->addWidget(m_diff);
    auto *search = new IrSearchBar(m_ir, detail);
    search->setObjectName(QStringLiteral("trajectoryIrSearch"));
    dl->addWidget(m_detailTitle);
    dl->addWidget(search);
    dl->addWidget(m_detail, 1);
    m_passes = new PassListView(m_left);
    m_left->addTab(m_graph, QString());
    m_left->addTab(m_passes, QString());
    split->addWidget(m_left);
    split->addWidget(detail);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({ 5000, 5000 }); // proportions: the IR gets half, so its lines and title are readable beside the docks
    layout->addWidget(split, 1);

    connect(m_graph, &TrajectoryGraphView::nodeActivated, this, &TrajectoryView::showNode);
    connect(m_passes, &PassListView::passActivated, this, &TrajectoryView::showPass);
    connect(m_graph, &TrajectoryGraphView::diffRequested, this, &TrajectoryView::showDiff);
    connect(m_unfold, &QCheckBox::toggled, m_model, &TrajectoryModel::setAllRunsExpanded);
    connect(m_kernels, &QComboBox::activated, this, &TrajectoryView::kernelChosen);
    retranslateUi();
}

void TrajectoryView::setKernelNames(const QStringList &names, int current)
{
    m_kernels->clear();
    m_kernels->addItems(names);
    m_kernels->setCurrentIndex(current);
    m_kernels->setVisible(names.size() > 1);
    m_kernelLabel->setVisible(names.size() > 1);
}

void TrajectoryView::setTrajectory(const LoweringTrajectory &trajectory)
{
    m_trajectory = trajectory;
    {
        const QSignalBlocker block(m_unfold);
        m_unfold->setChecked(false);
    }
    m_model->setTrajectory(trajectory);
    m_passes->setTrajectory(trajectory);
    m_left->setTabVisible(1, !trajectory.passes.isEmpty());
    updateSummary();
    // Open where the compiler complained, else on the last final stage.
    int start = -2;
    int remarkLine = 0;
    for (const Remark &r : trajectory.remarks)
        if (r.passIndex >= 0 && r.passIndex < trajectory.passes.size() && trajectory.passes.at(r.passIndex).stage >= 0) {
            start = trajectory.passes.at(r.passIndex).stage;
            remarkLine = r.artifactLine;
            break;
        }
    if (start == -2)
        for (int i = int(trajectory.stages.size()) - 1; i >= 0 && start == -2; --i)
            if (trajectory.stages.at(i).kind == QLatin1String("stage"))
                start = i;
    if (start == -2 && !trajectory.source.text.isEmpty())
        start = -1;
    if (start != -2) {
        if (!m_model->indexOfStage(start).isValid()) // inside a folded run: unfold it
            for (int r = 0; r < m_model->runCount() && !m_model->indexOfStage(start).isValid(); ++r)
                m_model->setRunExpanded(r, true);
        m_graph->selectStage(start);
        showStage(start);
        if (remarkLine > 0) {
            m_ir->setCurrentLine(remarkLine - m_ir->firstLineNumber() + 1);
            m_ir->scrollToLine(remarkLine - m_ir->firstLineNumber() + 1);
        }
    } else {
        m_ir->setText(QString(), {});
        m_shownA = m_shownB = -2;
        m_detail->setCurrentWidget(m_ir);
        retranslateUi();
    }
}

static SnapshotText nodeText(const LoweringTrajectory &t, int stage, bool withRemarks = false)
{
    if (stage >= 0 && stage < t.stages.size()) {
        const StageSnapshot &s = t.stages.at(stage);
        int through = 0;
        for (const Remark &r : t.remarks)
            if (withRemarks && s.passIndex >= 0 && r.passIndex == s.passIndex && r.artifact == s.artifact.path)
                through = qMax(through, r.artifactLine + 3); // the remark, its source line and caret
        return readSnapshotText(s, through);
    }
    return readSourceText(t);
}

static QString nodeName(const LoweringTrajectory &t, int stage)
{
    if (stage < 0 || stage >= t.stages.size())
        return QFileInfo(t.source.file).fileName();
    const StageSnapshot &s = t.stages.at(stage);
    if (s.kind == QLatin1String("pass") && s.passIndex >= 0)
        return QCoreApplication::translate("Lowerscope::Ui::TrajectoryView", "before %1 (pass %2)").arg(s.name).arg(s.passIndex);
    return s.name.toUpper();
}

void TrajectoryView::showStage(int stage)
{
    const SnapshotText text = nodeText(m_trajectory, stage, true);
    const StageSnapshot *s = stage >= 0 && stage < m_trajectory.stages.size() ? &m_trajectory.stages.at(stage) : nullptr;
    auto def = definitionFor(s ? s->syntax : QStringLiteral("python"));
    if (s && !def.isValid())
        def = definitionFor(s->name);
    m_ir->setText(text.text, def);
    m_ir->setFirstLineNumber(text.firstLine);
    // Remarks sit on their line in the dump, inline.
    QHash<int, QString> notes;
    const int lines = m_ir->lineCount();
    for (const Remark &r : m_trajectory.remarks) {
        if (s && r.artifact == text.path && r.artifactLine >= text.firstLine && r.artifactLine < text.firstLine + lines)
            notes[r.artifactLine - text.firstLine + 1] += r.severity + QStringLiteral(": ") + r.message;
        else if (!s && r.line > 0)
            notes[r.line] += r.severity + QStringLiteral(": ") + r.message;
    }
    m_ir->setAnnotations(notes);
    m_shownA = stage;
    m_shownB = -2;
    m_shownPass = -1;
    m_detail->setCurrentWidget(m_ir);
    retranslateUi();
    if (!text.error.isEmpty())
        m_detailTitle->setText(EngineText::translated(text.error));
}

void TrajectoryView::showDiff(int stageA, int stageB)
{
    const SnapshotText a = nodeText(m_trajectory, stageA), b = nodeText(m_trajectory, stageB);
    const QStringList before = IrDiff::splitLines(a.text), after = IrDiff::splitLines(b.text);
    m_diff->setDiff(before, after, IrDiff::diff(before, after), a.firstLine, b.firstLine);
    m_shownA = stageA;
    m_shownB = stageB;
    m_shownPass = -1;
    m_detail->setCurrentWidget(m_diff);
    retranslateUi();
}

void TrajectoryView::showNode(int stage)
{
    const StageSnapshot *s = stage >= 0 && stage < m_trajectory.stages.size() ? &m_trajectory.stages.at(stage) : nullptr;
    if (s && s->kind == QLatin1String("pass") && s->passIndex >= 0)
        showPass(s->passIndex);
    else
        showStage(stage);
}

void TrajectoryView::showPass(int pass)
{
    if (pass < 0 || pass >= m_trajectory.passes.size())
        return;
    const PassSpan span = passSpan(m_trajectory, pass);
    if (span.isComplete()) {
        showDiff(span.before, span.after);
        m_shownPass = pass;
    } else {
        showStage(m_trajectory.passes.at(pass).stage);
        m_shownPass = pass;
    }
    // The graph and the list follow each other.
    const int stage = m_trajectory.passes.at(pass).stage;
    if (m_model->indexOfStage(stage).isValid())
        m_graph->selectStage(stage);
    m_passes->selectPass(pass);
    retranslateUi();
}

bool TrajectoryView::showsDiff() const
{
    return m_detail->currentWidget() == m_diff;
}
QString TrajectoryView::detailTitle() const
{
    return m_detailTitle->text();
}

void TrajectoryView::updateSummary()
{
    const LoweringTrajectory &t = m_trajectory;
    int changed = 0, finals = 0;
    for (const PassDump &p : t.passes)
        changed += p.changed.value_or(false) ? 1 : 0;
    for (const StageSnapshot &s : t.stages)
        finals += s.kind == QLatin1String("stage") ? 1 : 0;
    if (t.stages.isEmpty() && t.passes.isEmpty())
        m_summary->setText(tr("No trajectory loaded"));
    else
        m_summary->setText(tr("%1 (%2): %n final stage(s)", nullptr, finals).arg(t.kernel, t.backend) + QStringLiteral(" · ")
            + tr("%n pass(es)", nullptr, int(t.passes.size())) + QStringLiteral(", ") + tr("%n changed the IR", nullptr, changed)
            + QStringLiteral(" · ") + tr("%n remark(s)", nullptr, int(t.remarks.size())));
}

void TrajectoryView::retranslateUi()
{
    m_kernelLabel->setText(tr("Kernel:"));
    m_unfold->setText(tr("Show unchanged passes"));
    m_unfold->setToolTip(
        tr("Passes that left the IR unchanged are folded into one node per run; click a folded node to unfold it."));
    updateSummary();
    m_left->setTabText(0, tr("Graph"));
    m_left->setTabText(1, tr("Passes (%1)").arg(m_trajectory.passes.size()));
    QString title;
    if (m_shownPass >= 0) {
        const PassDump &p = m_trajectory.passes.at(m_shownPass);
        if (m_shownB != -2) {
            const IrDiff::Result &d = m_diff->diff();
            title = d.added == 0 && d.removed == 0
                ? tr("%1 (pass %2) changed nothing").arg(p.name).arg(p.index)
                : tr("What %1 (pass %2) changed: +%3 −%4 lines (N / P: next / previous change)")
                      .arg(p.name)
                      .arg(p.index)
                      .arg(d.added)
                      .arg(d.removed);
        } else {
            title = p.dump == QLatin1String("before")
                ? tr("IR before %1 (pass %2); the dump holds no IR after it").arg(p.name).arg(p.index)
                : tr("IR after %1 (pass %2); the dump holds no IR before it").arg(p.name).arg(p.index);
        }
    }
    if (!title.isEmpty()) {
        m_detailTitle->setText(title);
    } else if (m_shownA == -2) {
        m_detailTitle->setText(tr("Click a node to see its IR; Ctrl+click a second node to compare the two."));
    } else if (m_shownB == -2) {
        const QString path = m_shownA >= 0 ? m_trajectory.stages.value(m_shownA).artifact.path : m_trajectory.source.path;
        m_detailTitle->setText(tr("%1 — %2").arg(nodeName(m_trajectory, m_shownA), QFileInfo(path).fileName()));
    } else {
        const IrDiff::Result &d = m_diff->diff();
        m_detailTitle->setText(tr("%1 → %2: +%3 −%4 lines (N / P: next / previous change)")
                .arg(nodeName(m_trajectory, m_shownA), nodeName(m_trajectory, m_shownB))
                .arg(d.added)
                .arg(d.removed));
    }
    m_detailTitle->setToolTip(m_detailTitle->text()); // the label may be narrower than its text
}

void TrajectoryView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_sized && width() > 0) {
        m_sized = true; // now that the tab has its real width
        m_split->setSizes({ width() / 2, width() - width() / 2 });
    }
}

void TrajectoryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
