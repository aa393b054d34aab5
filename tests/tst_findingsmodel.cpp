// SPDX-License-Identifier: MIT
// The Findings dock's model on the real diagnosis of transpose_naive, under QAbstractItemModelTester: a finding
// per top-level row, its evidence as children, and resets when the kernel changes.
#include "analysis/pathanalysis.h"
#include "findingsmodel.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QRegularExpression>
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
        // Metric evidence shows its value rounded, with its unit; other evidence its artifact:line.
        int metrics = 0;
        for (int f = 0; f < model.rowCount(); ++f)
            for (int e = 0; e < model.rowCount(model.index(f, 0)); ++e) {
                const Evidence &ev = d.findings.at(f).evidence.at(e);
                const QString where = model.index(e, FindingsModel::WhereColumn, model.index(f, 0)).data().toString();
                QVERIFY2(!where.isEmpty(), qPrintable(ev.kind));
                if (!ev.metric.isEmpty()) {
                    ++metrics;
                    QCOMPARE(where, ev.valueText());
                    QVERIFY2(!where.contains(QRegularExpression(QStringLiteral("\\.\\d{4,}"))), qPrintable(where));
                }
            }
        QVERIFY(metrics > 0); // transpose_naive has its Nsight Compute exports
        model.setDiagnosis(Diagnosis());
        QCOMPARE(model.rowCount(), 0);
    }
    void metricValuesForPeople() // Evidence::valueText (engine/diagnosis/finding.h)
    {
        Evidence e;
        e.kind = QStringLiteral("metric");
        e.metric = QStringLiteral("signal.dram_pct");
        e.value = 0.26539999999;
        QCOMPARE(e.valueText(), QStringLiteral("0.265 %"));
        e.value = 91.23456;
        QCOMPARE(e.valueText(), QStringLiteral("91.23 %"));
        e.metric = QStringLiteral("dram__bytes_read.sum");
        e.excerpt = QStringLiteral("dram__bytes_read.sum = 33554432 byte");
        e.value = 33554432.0;
        QCOMPARE(e.unit(), QStringLiteral("byte"));
        QCOMPARE(e.valueText(), QStringLiteral("3.36e+07 byte"));
        e.excerpt.clear();
        e.metric = QStringLiteral("profile.kernel_us");
        e.value = 12.3456;
        QCOMPARE(e.valueText(), QStringLiteral("12.35 µs"));
    }
};

QTEST_MAIN(TestFindingsModel)
#include "tst_findingsmodel.moc"
