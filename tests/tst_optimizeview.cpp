// SPDX-License-Identifier: MIT
// The optimization loop in the desktop (docs/optimize.md, "In the desktop"), driven for real: the loop's thread
// plans a suite task's round from the recipes, the consent dialog shows the candidate's diff and why it was
// written before anything runs, Cancel leaves the round started (resume), the local runner validates it (this
// machine has no GPU, so the harness's failure is the round's recorded reason), a run cancelled while it runs
// stays started too, and a plain-Python task, which no recipe can rewrite, ends its loop with that note.
#include "core/language.h"
#include "diagnosis/ladderview.h"
#include "optimize/consentdialog.h"
#include "optimize/optimizedialog.h"
#include "optimize/optimizeview.h"
#include "rounds/roundsmodel.h"
#include "rounds/roundsview.h"
#include "shell/mainwindow.h"
#include "testsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {

QString s(const char *t)
{
    return QString::fromUtf8(t);
}
QString repoPath(const QString &relative)
{
    return QDir(dataPath(s("../.."))).absoluteFilePath(relative);
}

Optimize::LoopSpec specFor(const QString &task, const QTemporaryDir &tmp)
{
    Optimize::LoopSpec spec;
    spec.taskDirs = { task };
    spec.rounds = 1;
    spec.workspace = tmp.filePath(s("ws"));
    spec.knowledgeBase = tmp.filePath(s("kb.sqlite"));
    return spec;
}

Optimize::LoopSnapshot stored(const QString &workspace)
{
    QString error;
    return Optimize::readSnapshot(workspace, {}, &error);
}

// The changed lines of a unified diff (without its header lines).
QStringList changedLines(const QString &diff)
{
    QStringList out;
    for (const QString &l : diff.split(QLatin1Char('\n')))
        if ((l.startsWith(QLatin1Char('+')) || l.startsWith(QLatin1Char('-'))) && !l.startsWith(s("+++"))
            && !l.startsWith(s("---")))
            out << l;
    return out;
}

// The texts of round INDEX of operator OP in the rounds tree, a column each; empty when the tree does not show it.
QStringList roundRow(Ui::RoundsView *view, const QString &op, int index)
{
    const Ui::RoundsModel *model = view->roundsModel();
    const QModelIndex row = model->roundIndex(op, index);
    QStringList out;
    for (int c = 0; row.isValid() && c < model->columnCount(row.parent()); ++c)
        out << model->index(row.row(), c, row.parent()).data().toString();
    return out;
}

} // namespace

class TestOptimizeView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { Language::install(s("en")); }

    void consentCancelThenResume()
    {
        QTemporaryDir tmp;
        const QString task = repoPath(s("tasks/suite/vector_add"));
        Optimize::LoopSpec spec = specFor(task, tmp);
        Ui::OptimizeView view;
        view.resize(1200, 800);
        view.show();
        QSignalSpy finished(&view, &Ui::OptimizeView::loopFinished);
        QVERIFY(view.start(spec));
        QVERIFY(!view.start(spec)); // one loop at a time
        QVERIFY(!view.startButton()->isEnabled());
        QVERIFY(view.cancelButton()->isEnabled());

        // The step planned round 1 from a recipe; before anything runs, the dialog shows it.
        QTRY_VERIFY_WITH_TIMEOUT(view.consentDialog() != nullptr, 180000);
        ConsentDialog *dialog = view.consentDialog();
        QCOMPARE(dialog->list()->count(), 1);
        QVERIFY(dialog->list()->item(0)->text().startsWith(s("vector_add.r1 (recipe): ")));
        QCOMPARE(view.snapshot().rounds.size(), 1);
        const Round round = view.snapshot().rounds.first();
        QCOMPARE(round.operatorName, s("vector_add"));
        QCOMPARE(round.index, 1);
        QCOMPARE(round.state, s("started"));
        QCOMPARE(round.source, s("recipe"));
        // The diff is the candidate against the task's kernel (here the initial kernel, so the round's rewrite
        // changes the same lines), and each parameter the recipe changes shows its new value.
        const QString diff = dialog->shownDiff();
        QVERIFY2(diff.startsWith(s("--- ")), qPrintable(diff));
        QVERIFY(!changedLines(diff).isEmpty());
        QCOMPARE(changedLines(diff), changedLines(round.rewrite));
        const QJsonArray changes = round.rewriteOrigin.value(s("changes")).toArray();
        QVERIFY(!changes.isEmpty());
        for (const QJsonValue &c : changes)
            QVERIFY2(diff.contains(c.toObject().value(s("to")).toVariant().toString()), qPrintable(diff));
        // Why it was written and the evidence it rests on, from the round as recorded.
        const QString why = dialog->shownReasons();
        QVERIFY2(why.contains(round.hypothesis), qPrintable(why));
        QVERIFY(why.contains(round.rewriteOrigin.value(s("recipe")).toString()));
        QVERIFY(why.contains(s("Evidence it cites")));
        QVERIFY(why.contains(s("source L1: the kernel file")));
        QVERIFY(dialog->pages()->isTabVisible(1));
        QVERIFY(!dialog->pages()->isTabVisible(2)); // no LLM exchange in a recipe round
        // Meanwhile the window shows the round, the ladder of the best kernel (the initial one) and the best so far.
        QStringList item = roundRow(view.roundsView(), s("vector_add"), 1);
        QVERIFY(!item.isEmpty());
        QCOMPARE(item.at(3), s("recipe"));
        QCOMPARE(item.at(4), s("started"));
        QCOMPARE(view.ladderOperator()->currentText(), s("vector_add"));
        QCOMPARE(view.ladderView()->diagnosis().kernel, s("vector_add_kernel"));
        QVERIFY2(view.bestLabel()->text().contains(s("vector_add: the initial kernel (no round accepted yet)")),
            qPrintable(view.bestLabel()->text()));

        // Cancel: nothing ran; the round stays started in the workspace, as `optimize` leaves it without consent.
        dialog->reject();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(finished.at(0).at(1).toBool(), true);
        QVERIFY(view.startButton()->isEnabled());
        QVERIFY(view.log()->toPlainText().contains(s("No consent: nothing ran")));
        Optimize::LoopSnapshot after = stored(spec.workspace);
        QCOMPARE(after.rounds.size(), 1);
        QCOMPARE(after.rounds.first().state, s("started"));

        // Without "continue", the workspace's rounds of the task are refused, as `optimize` refuses them.
        QVERIFY(view.start(spec));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
        QCOMPARE(finished.at(1).at(0).toBool(), false);
        QVERIFY2(view.lastError().contains(s("continue them with --resume")), qPrintable(view.lastError()));

        // Continue: the same round is asked for again, runs on the local runner and is recorded with the harness's
        // outcome; on this machine (no GPU) the run fails and its reason is the runner's.
        spec.resume = true;
        QVERIFY(view.start(spec));
        QTRY_VERIFY_WITH_TIMEOUT(view.consentDialog() != nullptr, 180000);
        QCOMPARE(view.consentDialog()->list()->item(0)->text().left(13), s("vector_add.r1"));
        view.consentDialog()->accept();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 300000);
        QCOMPARE(finished.at(2).at(0).toBool(), true);
        QCOMPARE(finished.at(2).at(1).toBool(), false);
        after = stored(spec.workspace);
        QCOMPARE(after.rounds.size(), 1);
        const Round done = after.rounds.first();
        QVERIFY(done.isDone());
        QCOMPARE(done.outcome, view.snapshot().rounds.first().outcome);
        item = roundRow(view.roundsView(), s("vector_add"), 1);
        QVERIFY(!item.isEmpty());
        QCOMPARE(item.at(4), done.outcome);
        QVERIFY(!done.reasons.isEmpty());
        if (done.outcome == QLatin1String("failed") && !QFile::exists(s("/dev/nvidia0")))
            QCOMPARE(done.reasons.first().toObject().value(s("check")).toString(), s("runner"));
        QVERIFY(view.log()->toPlainText().contains(s("vector_add: round 1: ") + done.outcome));
        QVERIFY(view.log()->toPlainText().contains(s("[vector_add.r1]"))); // the runner's live log

        // Reopened at rest, the tab reads the workspace in the background: the round, and the ladder of the best
        // kernel (still the initial one) in the folder the loop diagnosed it in.
        Ui::OptimizeView reopened;
        reopened.setWorkspace(spec.workspace, spec.knowledgeBase);
        QTRY_COMPARE_WITH_TIMEOUT(reopened.ladderOperator()->count(), 1, 60000);
        QCOMPARE(reopened.ladderOperator()->currentText(), s("vector_add"));
        QCOMPARE(reopened.ladderView()->diagnosis().kernel, s("vector_add_kernel"));
        QCOMPARE(roundRow(reopened.roundsView(), s("vector_add"), 1).value(4), done.outcome);
    }

    void cancelWhileRunning()
    {
        // A runner whose interpreter waits before it starts the harness: the request is still running when Cancel
        // comes. The request is killed; the round stays started and the run is kept as cancelled.
        QTemporaryDir tmp;
        const QString slow = tmp.filePath(s("slow-python"));
        QFile script(slow);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nsleep 120\nexec python3 \"$@\"\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
        Optimize::LoopSpec spec = specFor(repoPath(s("tasks/suite/vector_add")), tmp);
        spec.runner.python = slow;
        Ui::OptimizeView view;
        QSignalSpy finished(&view, &Ui::OptimizeView::loopFinished);
        QVERIFY(view.start(spec));
        QTRY_VERIFY_WITH_TIMEOUT(view.consentDialog() != nullptr, 180000);
        view.consentDialog()->accept();
        QTRY_VERIFY_WITH_TIMEOUT(view.phaseLabel()->text().contains(s("running on local")), 30000);
        QTest::qWait(500);
        view.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(finished.at(0).at(1).toBool(), true);
        QVERIFY2(view.log()->toPlainText().contains(
                     s("vector_add.r1 was cancelled or preempted; it runs again when the loop continues")),
            qPrintable(view.log()->toPlainText()));
        const Optimize::LoopSnapshot after = stored(spec.workspace);
        QCOMPARE(after.rounds.size(), 1);
        QCOMPARE(after.rounds.first().state, s("started"));
    }

    void plainPythonTaskEndsWithItsNote()
    {
        QTemporaryDir tmp;
        Ui::OptimizeView view;
        QSignalSpy finished(&view, &Ui::OptimizeView::loopFinished);
        QVERIFY(view.start(specFor(dataPath(s("runners/scale_add")), tmp)));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(finished.at(0).at(1).toBool(), false);
        QVERIFY(view.consentDialog() == nullptr);
        QVERIFY2(view.log()->toPlainText().contains(s("scale_add: no untried rewrite: 0 findings, 0 rounds")),
            qPrintable(view.log()->toPlainText()));
        QVERIFY(stored(tmp.filePath(s("ws"))).rounds.isEmpty());
        QVERIFY(view.bestLabel()->text().contains(s("no round recorded yet")));
    }

    void offlineProfileExportsTheBundle()
    {
        QTemporaryDir tmp;
        Optimize::LoopSpec spec = specFor(repoPath(s("tasks/suite/vector_add")), tmp);
        spec.runner.name = s("h200-offline");
        spec.runner.kind = s("offline");
        Ui::OptimizeView view;
        QSignalSpy finished(&view, &Ui::OptimizeView::loopFinished);
        QVERIFY(view.start(spec));
        QTRY_VERIFY_WITH_TIMEOUT(view.consentDialog() != nullptr, 180000);
        view.consentDialog()->accept();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY(!view.offlineLabel()->isHidden());
        const QStringList bundles = QDir(spec.workspace + s("/optimize/bundles")).entryList({ s("*.tar.gz") });
        QCOMPARE(bundles.size(), 1);
        const QString text = view.offlineLabel()->text();
        QVERIFY2(text.contains(spec.workspace + s("/optimize/bundles/") + bundles.first()), qPrintable(text));
        QVERIFY(text.contains(s("--runner h200-offline --results results.tar.gz")));
        QCOMPARE(stored(spec.workspace).rounds.first().state, s("started"));

        // Run the bundle as the air-gapped machine would (python3 only), and continue with its results: the import
        // finishes the round with the harness's outcome, and the loop, at its one round, ends without a new bundle.
        const QString machine = tmp.filePath(s("device"));
        QVERIFY(QDir().mkpath(machine));
        QCOMPARE(QProcess::execute(
                     s("tar"), { s("-xzf"), spec.workspace + s("/optimize/bundles/") + bundles.first(), s("-C"), machine }),
            0);
        QProcess run;
        run.setWorkingDirectory(machine);
        run.start(s("python3"), { s("run.py") });
        QVERIFY(run.waitForFinished(180000));
        QVERIFY2(QFile::exists(machine + s("/results.tar.gz")), run.readAllStandardError().constData());
        spec.resultsArchive = machine + s("/results.tar.gz");
        QVERIFY(view.start(spec));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 120000);
        QVERIFY2(finished.at(1).at(0).toBool(), qPrintable(view.lastError()));
        QVERIFY(view.log()->toPlainText().contains(s("1 result(s); 1 unfinished round(s) or evidence request(s) finished")));
        const Round done = stored(spec.workspace).rounds.first();
        QVERIFY(done.isDone());
        QCOMPARE(roundRow(view.roundsView(), s("vector_add"), 1).value(4), done.outcome);
        QCOMPARE(QDir(spec.workspace + s("/optimize/bundles")).entryList({ s("*.tar.gz") }).size(), 1);
    }

    void startDialogAndWindow()
    {
        QTemporaryDir tmp;
        RunnerProfile offline;
        offline.name = s("bundle");
        offline.kind = s("offline");
        Ui::OptimizeDialog dialog({ repoPath(s("tasks/suite/vector_add")) }, { offline });
        QCOMPARE(dialog.taskList()->count(), 1);
        QCOMPARE(dialog.runnerBox()->count(), 2); // local always, then the stored ones
        dialog.roundsBox()->setValue(3);
        dialog.candidatesBox()->setValue(2);
        dialog.runnerBox()->setCurrentIndex(1);
        dialog.resumeBox()->setChecked(true);
        const Optimize::LoopSpec spec = dialog.spec();
        QCOMPARE(spec.taskDirs, QStringList { QDir::cleanPath(repoPath(s("tasks/suite/vector_add"))) });
        QCOMPARE(spec.rounds, 3);
        QCOMPARE(spec.candidates, 2);
        QCOMPARE(spec.runner.kind, s("offline"));
        QVERIFY(spec.resume);

        Ui::MainWindow::Options options;
        options.persistSettings = false;
        options.workspace = tmp.filePath(s("ws"));
        options.knowledgeBase = tmp.filePath(s("kb.sqlite"));
        Ui::MainWindow window(options);
        QVERIFY(window.showView(s("optimize")));
        QCOMPARE(window.centralTabs()->currentWidget(), window.optimizeView());
        Optimize::LoopSpec plain;
        plain.taskDirs = { dataPath(s("runners/scale_add")) };
        plain.rounds = 1;
        QSignalSpy finished(window.optimizeView(), &Ui::OptimizeView::loopFinished);
        QVERIFY(window.startOptimize(plain));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
        QVERIFY(QFile::exists(options.workspace + s("/workspace.sqlite"))); // the session's workspace
    }
};

QTEST_MAIN(TestOptimizeView)
#include "tst_optimizeview.moc"
