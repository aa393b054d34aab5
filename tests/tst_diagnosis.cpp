// SPDX-License-Identifier: MIT
// The diagnosis ladder on the real H200 captures and the Ascend samples: positive and negative cases, the
// escalation policy, the worker API and the CLI's JSON.
#include "diagnosis/diagnosisengine.h"
#include "diagnosis/ttirloads.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

class TestDiagnosis : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString kb() const { return m_dir.filePath(QStringLiteral("kb.sqlite")); }

    Diagnosis run(const QString &rel, const QString &kernel = {})
    {
        DiagnosisRequest req;
        req.path = Test::dataPath(rel);
        req.kernel = kernel;
        req.knowledgeBase = kb();
        const DiagnosisReport r = diagnose(req);
        [&] { QVERIFY2(r.error.isEmpty(), qPrintable(r.error)); QCOMPARE(r.kernels.size(), 1); }();
        return r.kernels.value(0);
    }
    static bool hasEvidence(const Finding &f, const QString &kind, const QString &artifact, int line)
    {
        return std::any_of(f.evidence.cbegin(), f.evidence.cend(),
                           [&](const Evidence &e) { return e.kind == kind && e.artifact.endsWith(artifact) && e.line == line; });
    }
    static QStringList categories(const Diagnosis &d)
    {
        QStringList out;
        for (const Finding &f : d.findings)
            out << f.category;
        return out;
    }

private Q_SLOTS:
    void ttirLoadsOfSoftmax()
    {
        // softmax_3pass.ttir: three tt.load of %x_ptr at lines 31, 48 and 68, each in its own scf.for.
        QFile f(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass/softmax_3pass.ttir")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<TtirLoad> loads = ttirLoads(QString::fromUtf8(f.readAll()));
        QCOMPARE(loads.size(), 3);
        QCOMPARE(loads.at(0).line, 31);
        QCOMPARE(loads.at(1).line, 48);
        QCOMPARE(loads.at(2).line, 68);
        for (const TtirLoad &l : loads)
            QCOMPARE(l.rootArgs, QStringList{QStringLiteral("x_ptr")});
        QCOMPARE(QSet<int>({loads.at(0).loop, loads.at(1).loop, loads.at(2).loop}).size(), 3);
        // softmax_fused: one load, outside any loop.
        QFile g(Test::dataPath(QStringLiteral("triton-h200/softmax_fused/softmax_fused.ttir")));
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QList<TtirLoad> fused = ttirLoads(QString::fromUtf8(g.readAll()));
        QCOMPARE(fused.size(), 1);
        QCOMPARE(fused.at(0).line, 23);
        QCOMPARE(fused.at(0).loop, -1);
    }
};

QTEST_GUILESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
