// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerjob.h"
#include "workspace/report.h"
#include "workspace/round.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTabWidget;
class QTextBrowser;
class QTreeView;

namespace Lowerscope::Ui {

class ReportModel;
class RoundsModel;
struct WorkspaceSnapshot;

namespace Charts {
class ChartView;
}

// The "Rounds & Report" tab: the workspace's operators with their rounds in order (hypothesis, level, rewrite
// source, outcome, speed-up), the selected round in full (cases with their times and speed-ups, findings, the
// rewrite), the diff between any two kernel versions of an operator, and the report (engine/workspace/report.h:
// per-operator table, geomean, median, over 2× and 5×, best round, level attribution, and its charts) with
// export as Markdown and HTML. The workspace is read on a worker (loadJob(), then loaded()), and so are the two
// kernel versions a diff compares (diffJob()): the window never waits for SQLite.
class RoundsView : public QWidget {
    Q_OBJECT
public:
    explicit RoundsView(QWidget *parent = nullptr);
    // Reads the workspace in FOLDER (never creates one) in the background; an error is shown in place.
    void setWorkspace(const QString &folder);
    void reload();
    BackgroundJob *loadJob() const { return m_loadJob.job(); }
    BackgroundJob *diffJob() const { return m_diffJob.job(); }
    // Whether the workspace or a diff is being read.
    bool isLoading() const;
    // Shows rounds read elsewhere (the optimization loop reads them on its own thread) for the workspace in FOLDER,
    // with the names of their kernel versions; the selected round stays selected.
    void showRounds(const QString &folder, const QList<Operator> &operators, const QList<Round> &rounds,
        const QHash<qint64, QString> &versionNames);
    const Report &report() const { return m_report; }
    QList<Round> rounds() const { return m_rounds; }
    // The tree of operators and their rounds (RoundsModel), and the report's table (ReportModel).
    QTreeView *roundTree() const { return m_tree; }
    RoundsModel *roundsModel() const { return m_model; }
    QTableView *reportTable() const { return m_reportTable; }
    ReportModel *reportModel() const { return m_reportModel; }
    // Makes round INDEX of operator OPERATORNAME the current one (shown in full); false when it is not shown.
    bool selectRound(const QString &operatorName, int index);
    QLabel *reportSummary() const { return m_summary; }
    QPlainTextEdit *diffView() const { return m_diff; }
    QComboBox *diffFrom() const { return m_from; }
    QComboBox *diffTo() const { return m_to; }
    QTextBrowser *roundDetails() const { return m_details; }
    // The pages beside the round tree (Report, Round, Kernel diff); a view that embeds this one adds its own.
    QTabWidget *pages() const { return m_tabs; }
    bool exportReport(const QString &file, bool html);
    void showDiff();

Q_SIGNALS:
    void message(const QString &text);
    // The workspace's operators, rounds and report are shown.
    void loaded();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createReportPage();
    QWidget *createDiffPage();
    void retranslateUi();
    void showLoaded(const WorkspaceSnapshot &snapshot);
    void showRound();
    void fillTree();
    void fillVersions(const QString &operatorName);
    void fillReport();

    QString m_folder;
    QList<Operator> m_operators;
    QList<Round> m_rounds;
    QHash<qint64, QString> m_versionNames; // kernel version id -> its name, read with the rounds
    Report m_report;
    WorkerJob m_loadJob;
    WorkerJob m_diffJob;
    QLabel *m_where = nullptr;
    QPushButton *m_reload = nullptr;
    QPushButton *m_exportMarkdown = nullptr;
    QPushButton *m_exportHtml = nullptr;
    QTreeView *m_tree = nullptr;
    RoundsModel *m_model = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_details = nullptr;
    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    QLabel *m_diffLabel = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QTableView *m_reportTable = nullptr;
    ReportModel *m_reportModel = nullptr;
    QLabel *m_summary = nullptr;
    Charts::ChartView *m_roundsChart = nullptr;
    Charts::ChartView *m_operatorsChart = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace Lowerscope::Ui
