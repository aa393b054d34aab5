// SPDX-License-Identifier: MIT
// Workspace throughput: recording rounds, reading them back, the report and the synthesis over a workspace of
// 200 operators x 10 rounds x 5 cases, made at run time from the three measured bench.json pairs (operator k
// is a copy of pair k % 3 under another name).
#include "benchrounds.h"
#include "testsupport.h"
#include "workspace/report.h"
#include "workspace/roundfile.h"
#include "workspace/synthesis.h"
#include "workspace/workspace.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

class BenchWorkspace : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void workspaceAtScale()
    {
        constexpr int operators = 200, roundsPerOperator = 10;
        const QJsonArray base = Test::benchRounds();
        const QJsonObject pairs[3] = { base.at(0).toObject(), base.at(2).toObject(), base.at(3).toObject() };
        QList<RoundRecord> records;
        for (int k = 0; k < operators; ++k) {
            for (int i = 1; i <= roundsPerOperator; ++i) {
                QJsonObject o = pairs[k % 3];
                o.insert(QStringLiteral("operator"), QStringLiteral("op%1").arg(k));
                o.insert(QStringLiteral("index"), i);
                // Later rounds of an operator are rejected attempts with the same measurements.
                if (i > 1)
                    o.insert(QStringLiteral("outcome"), QStringLiteral("rejected"));
                QString error;
                records.append(*parseRoundRecord(o, QStringLiteral("bench"), QString(), &error));
            }
        }
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        QElapsedTimer t;
        t.start();
        for (const RoundRecord &r : std::as_const(records))
            QVERIFY2(ws.record(r, &error), qPrintable(error));
        const qint64 recordMs = t.elapsed();
        t.restart();
        const QList<Round> rounds = ws.rounds();
        const QList<Operator> ops = ws.operators();
        const qint64 readMs = t.elapsed();
        t.restart();
        const Report report = Report::build(ops, rounds);
        const QByteArray json = QJsonDocument(report.toJson()).toJson();
        const qint64 reportMs = t.elapsed();
        t.restart();
        const QList<PatternProposal> proposals = Synthesis::propose(ops, rounds);
        const qint64 synthMs = t.elapsed();
        QCOMPARE(rounds.size(), operators * roundsPerOperator);
        QVERIFY(!proposals.isEmpty());
        qInfo("record %d rounds (5 cases each, one transaction per round): %lld ms (%.0f rounds/s)", int(records.size()),
            recordMs, records.size() * 1000.0 / qMax<qint64>(1, recordMs));
        qInfo("read back %d rounds and %d operators: %lld ms", int(rounds.size()), int(ops.size()), readMs);
        qInfo("report over %d operators (+ JSON, %d bytes): %lld ms", int(ops.size()), int(json.size()), reportMs);
        qInfo("synthesis over %d rounds: %lld ms, %d proposals", int(rounds.size()), synthMs, int(proposals.size()));
    }
};

QTEST_GUILESS_MAIN(BenchWorkspace)
#include "bench_workspace.moc"
