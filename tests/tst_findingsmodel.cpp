// SPDX-License-Identifier: MIT
// The Findings dock's model on the real diagnosis of transpose_naive, under QAbstractItemModelTester: a finding
// per top-level row, its evidence as children, and resets when the kernel changes.
#include "analysis/pathanalysis.h"
#include "findingsmodel.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;
using Ui::FindingsModel;

class TestFindingsModel : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void findingsAndEvidence()
    {
        const auto a = analyzePath({Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), m_dir.filePath(QStringLiteral("kb.sqlite")), {}});
        QCOMPARE(a->diagnosis.kernels.size(), 1);
        const Diagnosis &d = a->diagnosis.kernels.first();
        QVERIFY(!d.findings.isEmpty());
        FindingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setDiagnosis(d);
        QCOMPARE(model.rowCount(), int(d.findings.size()));
        QCOMPARE(model.columnCount(), int(FindingsModel::ColumnCount));
        const QModelIndex first = model.index(0, FindingsModel::CategoryColumn);
        QCOMPARE(first.data().toString(), d.findings.first().category);
        QCOMPARE(model.rowCount(model.index(0, 0)), int(d.findings.first().evidence.size()));
        if (!d.findings.first().evidence.isEmpty()) {
            const QModelIndex ev = model.index(0, 0, model.index(0, 0));
            QCOMPARE(ev.parent(), model.index(0, 0));
            QCOMPARE(ev.data(FindingsModel::ArtifactRole).toString(), d.findings.first().evidence.first().artifact);
            QCOMPARE(ev.data(FindingsModel::LineRole).toInt(), d.findings.first().evidence.first().line);
        }
        model.setDiagnosis(Diagnosis());
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestFindingsModel)
#include "tst_findingsmodel.moc"
