// SPDX-License-Identifier: MIT
// The desktop's runner dialogs (docs/runners.md): the profile editor and the consent dialog with its diffs.
#include "optimize/consentdialog.h"
#include "optimize/runnerprofilesdialog.h"
#include "testsupport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Lowerscope;

class TestRunnerDialogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void profileEditorSavesThroughTheEngine()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        RunnerProfilesDialog dialog(settings);
        QCOMPARE(dialog.list()->count(), 1); // the built-in local profile
        QCOMPARE(dialog.list()->item(0)->text(), QStringLiteral("local"));

        RunnerProfile p;
        p.name = QStringLiteral("cluster");
        p.kind = QStringLiteral("slurm");
        p.partition = QStringLiteral("gpu");
        p.gres = QStringLiteral("gpu:1");
        p.timeLimit = QStringLiteral("00:30:00");
        p.sbatchArgs = { QStringLiteral("--cpus-per-task=8"), QStringLiteral("--mem=64G") };
        dialog.showProfile(p);
        QVERIFY(dialog.saveForm());
        QCOMPARE(dialog.list()->count(), 2);
        QCOMPARE(dialog.list()->currentItem()->text(), QStringLiteral("cluster"));
        const std::optional<RunnerProfile> back = RunnerProfiles::find(settings, QStringLiteral("cluster"));
        QVERIFY(back);
        QCOMPARE(back->gres, QStringLiteral("gpu:1"));
        QCOMPARE(back->sbatchArgs, p.sbatchArgs);
        QCOMPARE(back->timeLimit, QStringLiteral("00:30:00"));

        // The engine's refusals are shown, nothing is stored.
        RunnerProfile ssh;
        ssh.name = QStringLiteral("box");
        ssh.kind = QStringLiteral("ssh");
        dialog.showProfile(ssh);
        QVERIFY(!dialog.saveForm());
        QVERIFY2(dialog.message().contains(QStringLiteral("needs a host")), qPrintable(dialog.message()));
        QVERIFY(!RunnerProfiles::find(settings, QStringLiteral("box")));
        ssh.name = QStringLiteral("bad name");
        dialog.showProfile(ssh);
        QVERIFY(!dialog.saveForm());
        QCOMPARE(dialog.list()->count(), 2);

        QMenu menu;
        QWidget window;
        QAction *a = RunnerProfilesDialog::addMenuEntry(&menu, &window);
        QCOMPARE(a->text(), QStringLiteral("&Runner Profiles…"));
        QCOMPARE(menu.actions().size(), 1);
    }

    void consentShowsEachDiff()
    {
        RunRequest llm;
        llm.id = QStringLiteral("llm");
        llm.taskDir = Test::dataPath(QStringLiteral("runners/scale_add"));
        llm.candidate = Test::dataPath(QStringLiteral("runners/candidates/rewrite.py"));
        llm.origin = CodeOrigin::Llm;
        RunRequest recipe = llm;
        recipe.id = QStringLiteral("recipe");
        recipe.candidate = Test::dataPath(QStringLiteral("runners/candidates/wrong.py"));
        recipe.origin = CodeOrigin::Recipe;
        RunRequest mine = llm;
        mine.id = QStringLiteral("mine");
        mine.origin = CodeOrigin::User;
        QString error;
        const QList<ConsentItem> items
            = consentItems(RunBatch { makeBatchId(), QStringLiteral("/tmp"), { mine, llm, recipe } }, &error);
        QCOMPARE(items.size(), 2);
        ConsentDialog dialog(items, QStringLiteral("cluster"));
        QCOMPARE(dialog.list()->count(), 2);
        QCOMPARE(dialog.list()->item(0)->text(), QStringLiteral("llm (llm)"));
        QVERIFY(dialog.shownDiff().contains(QStringLiteral("+    out[:] = [alpha * a + b for a, b in zip(x, y)]")));
        dialog.list()->setCurrentRow(1);
        QVERIFY(dialog.shownDiff().contains(QStringLiteral("+    out[-1] = x[-1] + y[-1]")));
        // Cancel is the default: Enter does not run anything.
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(buttons->button(QDialogButtonBox::Cancel)->isDefault());
        QTimer::singleShot(0, &dialog, [buttons] { buttons->button(QDialogButtonBox::Cancel)->click(); });
        QCOMPARE(dialog.exec(), int(QDialog::Rejected));
        QTimer::singleShot(0, &dialog, [buttons] { buttons->button(QDialogButtonBox::Ok)->click(); });
        QCOMPARE(dialog.exec(), int(QDialog::Accepted));
        QVERIFY(ConsentDialog::ask(nullptr, {}, QStringLiteral("local"))); // nothing to consent to
    }
};

QTEST_MAIN(TestRunnerDialogs)
#include "tst_runnerdialogs.moc"
