// SPDX-License-Identifier: MIT
// 10,000 patterns in a knowledge base (generated at run time from the seed index, with varied thresholds),
// all detectors evaluated against one kernel's facts (transpose_naive). Target: <= 100 ms.
#include "fixturefacts.h"
#include "kb/knowledgebase.h"
#include "kb/patternmatch.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Test;

class BenchKb : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void evaluateTenThousand()
    {
        QTemporaryDir dir;
        KnowledgeBase kb;
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite"))));
        const QList<Pattern> seeds = kb.patterns();
        // Vary the numeric thresholds so that most expressions are distinct texts (no shared parse).
        static const QRegularExpression number(QStringLiteral("(?<![\\w.])(\\d+)(?![\\w.])"));
        QJsonArray generated;
        for (int i = 0; generated.size() < 10000 - seeds.size(); ++i) {
            Pattern p = seeds.at(i % seeds.size());
            p.id = QStringLiteral("gen.%1.%2").arg(i, 5, 10, QLatin1Char('0')).arg(p.id);
            for (PatternDetector &d : p.detectors) {
                QString e = d.expression;
                if (!e.contains(QLatin1Char('"')))
                    e.replace(number, QString::number(i % 97));
                d.expression = e;
            }
            generated.append(p.definitionJson());
        }
        QElapsedTimer t;
        t.start();
        const ImportReport r = kb.importJson(
            QJsonDocument(QJsonObject { { QStringLiteral("patterns"), generated } }).toJson(), QStringLiteral("gen.json"), 1000);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        qInfo("import of %d patterns: %lld ms", int(generated.size()), t.elapsed());
        t.restart();
        const QList<Pattern> all = kb.patterns();
        QCOMPARE(all.size(), 10000);
        qInfo("load 10000 patterns from SQLite: %lld ms", t.elapsed());
        int detectors = 0;
        for (const Pattern &p : all)
            detectors += int(p.detectors.size());
        const Facts facts = fixtureFacts(QStringLiteral("triton-h200/transpose_naive"));
        // First run parses every distinct expression once (then cached).
        t.restart();
        QList<PatternMatch> matches = evaluateAll(all, facts);
        qInfo("first evaluation incl. parsing, %d detectors: %lld ms", detectors, t.elapsed());
        int matched = 0;
        QBENCHMARK
        {
            matches = evaluateAll(all, facts);
        }
        for (const PatternMatch &m : matches)
            matched += m.matched;
        qInfo("applicable: %d, matched: %d", int(matches.size()), matched);
        QVERIFY(matched > 0);
    }
};

QTEST_GUILESS_MAIN(BenchKb)
#include "bench_kb.moc"
