// SPDX-License-Identifier: MIT
// `diagnose` of one kernel folder (no kernel runs): read everything, build the facts, climb the ladder.
// Target (issue 6): ≤ 300 ms. Run: scripts/test -C BENCHMARK -L benchmark -R bench_diagnosis
#include "diagnosis/diagnosisengine.h"
#include "kb/knowledgebase.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

class BenchDiagnosis : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        KnowledgeBase kb; // seed it once, so that the measured runs only read it
        QVERIFY(kb.open(m_dir.filePath(QStringLiteral("kb.sqlite"))));
    }
    void diagnoseFolder_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char *k : { "transpose_naive", "matmul_naive", "softmax_3pass", "softmax_fused" })
            QTest::newRow(k) << QStringLiteral("triton-h200/") + QLatin1String(k);
    }
    void diagnoseFolder()
    {
        QFETCH(QString, fixture);
        DiagnosisRequest req;
        req.path = Test::dataPath(fixture);
        req.knowledgeBase = m_dir.filePath(QStringLiteral("kb.sqlite"));
        QList<qint64> ms;
        for (int i = 0; i < 7; ++i) {
            QElapsedTimer t;
            t.start();
            const DiagnosisReport r = diagnose(req);
            ms << t.elapsed();
            QCOMPARE(r.kernels.size(), 1);
        }
        std::sort(ms.begin(), ms.end());
        qInfo("%s: diagnose median %lld ms (min %lld, max %lld) over 7 runs; target <= 300 ms", qPrintable(fixture), ms.at(3),
            ms.first(), ms.last());
    }
};

QTEST_GUILESS_MAIN(BenchDiagnosis)
#include "bench_diagnosis.moc"
