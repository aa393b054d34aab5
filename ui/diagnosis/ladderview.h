// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/diagnosisengine.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;
class QTreeWidget;

namespace Lowerscope::Ui {

class FindingsBrowser;
class KernelChooser;

// The "Diagnosis" tab, the first thing shown after a path is read: the ladder's four rungs, each with its
// state (not reached, running, or what it established) and why the diagnosis climbed past it or stopped
// there; then every finding in full (title, category, level, impact, source location, why, rewrite
// conditions) with its evidence (artifact:line and excerpt, or the metric's rounded value and unit). Activating
// an evidence item asks the window to show it (IR line, timeline, pattern). Run again and Cancel drive the
// analysis job; its progress shows here. The engine's texts are shown translated (core/enginetext.h).
class LadderView : public QWidget {
    Q_OBJECT
public:
    enum class RungState { NotReached, Running, Established };

    explicit LadderView(QWidget *parent = nullptr);
    void setReport(const DiagnosisReport &report);
    void setRunning(bool running);
    void setProgress(int permille, const QString &step);
    // Shows the diagnosis of KERNEL when the report has one (the shared kernel selection).
    void selectKernel(const QString &kernel);
    const Diagnosis &diagnosis() const { return m_diagnosis; }
    bool isRunning() const { return m_running; }

    RungState rungState(int level) const; // LEVEL 1..4
    QString rungText(int level) const; // what the rung says now, as shown (its HTML)
    QLabel *rungLabel(int level) const { return level >= 1 && level <= m_rungs.size() ? m_rungs.at(level - 1) : nullptr; }
    // The note over the rungs when the report was built from partial data (Warning::partial), as shown; empty
    // and hidden otherwise.
    QString partialNote() const;
    FindingsBrowser *findingsBrowser() const { return m_findings; }
    // The launch facts of the shown kernel (Diagnosis::launch), first over the rungs: one row per fact, with its
    // value, the case it holds for and where it was read. Facts, not findings: nothing here judges them.
    QTreeWidget *launchFactsView() const { return m_facts; }
    QToolButton *launchFactsToggle() const { return m_factsToggle; }
    // Each shown fact as "Title | value | case | source", as the rows read (for tests and the screen reader).
    QStringList launchFactRows() const;
    // What a launch fact NAME ("programs", "measured_waves", "constexpr.BLOCK") is called in the view.
    static QString launchFactTitle(const QString &name);
    QPushButton *runAgainButton() const { return m_runAgain; }
    QPushButton *cancelButton() const { return m_cancel; }
    // Activates evidence EVIDENCE of finding FINDING of the shown diagnosis, as a click on its link does.
    void activateEvidence(int finding, int evidence);

Q_SIGNALS:
    void runAgainRequested();
    void cancelRequested();
    void kernelChosen(const QString &kernel);
    // An evidence item was activated; SOURCELINE is its finding's line in the kernel source (0 if none).
    void evidenceActivated(const Lowerscope::Evidence &evidence, int sourceLine);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showKernel(int index);
    void retranslateUi();
    void updateRungs();
    void updatePartial();
    void updateLaunchFacts();

    DiagnosisReport m_report;
    Diagnosis m_diagnosis;
    bool m_running = false;
    KernelChooser *m_kernels = nullptr;
    QLabel *m_kernelLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_partial = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_runAgain = nullptr;
    QPushButton *m_cancel = nullptr;
    QToolButton *m_factsToggle = nullptr;
    QTreeWidget *m_facts = nullptr;
    QList<QLabel *> m_rungTitles;
    QList<QLabel *> m_rungs;
    FindingsBrowser *m_findings = nullptr;
};

} // namespace Lowerscope::Ui
