// SPDX-License-Identifier: MIT
#pragma once
// Round descriptions (docs/rounds.md) built from the measured pairs of tests/data/triton-h200/bench.json:
// initial kernel softmax_3pass / transpose_naive / matmul_naive, rewritten kernel softmax_fused /
// transpose_tiled / matmul_tuned, per case their real `ms`, `torch_ms` (the reference) and `rel_err` (the
// error metric). Findings cite real lines of the fixture files (checked by hand, see each excerpt).
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Lowerscope::Test {

inline QJsonArray benchRows(const QString &kernel)
{
    QFile f(dataPath(QStringLiteral("triton-h200/bench.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonArray rows;
    for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).array())
        if (v.toObject().value(QLatin1String("kernel")).toString() == kernel)
            rows.append(v);
    return rows;
}

inline QString caseName(const QJsonObject &row)
{
    QStringList dims;
    for (const QJsonValue &d : row.value(QLatin1String("size")).toArray())
        dims << QString::number(d.toInt());
    return dims.join(QLatin1Char('x'));
}

// The rewritten kernel's cases that also exist for the initial kernel (matched by size).
inline QJsonArray validationOf(const QString &initial, const QString &rewritten)
{
    QStringList initialCases;
    for (const QJsonValue &v : benchRows(initial))
        initialCases << caseName(v.toObject());
    QJsonArray out;
    for (const QJsonValue &v : benchRows(rewritten)) {
        const QJsonObject r = v.toObject();
        if (!initialCases.contains(caseName(r)))
            continue;
        // bench.json records only the relative error; every pair stays below 2e-7 (fp32) or is exact (fp16).
        out.append(QJsonObject { { QStringLiteral("case"), caseName(r) },
            { QStringLiteral("correct"), r.value(QLatin1String("rel_err")).toDouble() <= 1e-3 },
            { QStringLiteral("error"), r.value(QLatin1String("rel_err")) },
            { QStringLiteral("ms"), r.value(QLatin1String("ms")) },
            { QStringLiteral("reference_ms"), r.value(QLatin1String("torch_ms")) } });
    }
    return out;
}

inline QJsonArray casesOf(const QString &initial)
{
    QJsonArray out;
    for (const QJsonValue &v : benchRows(initial)) {
        const QJsonObject r = v.toObject();
        out.append(
            QJsonObject { { QStringLiteral("case"), caseName(r) }, { QStringLiteral("shape"), r.value(QLatin1String("size")) },
                { QStringLiteral("initial_ms"), r.value(QLatin1String("ms")) },
                { QStringLiteral("reference_ms"), r.value(QLatin1String("torch_ms")) } });
    }
    return out;
}

inline QJsonObject evidence(const QString &kind, const QString &artifact, int line, const QString &excerpt)
{
    return QJsonObject { { QStringLiteral("kind"), kind }, { QStringLiteral("artifact"), artifact },
        { QStringLiteral("line"), line }, { QStringLiteral("excerpt"), excerpt } };
}

inline QJsonObject finding(const QString &category, const QString &level, const QString &title, const QJsonArray &ev)
{
    return QJsonObject { { QStringLiteral("id"),
                             QString(
                                 category + QLatin1Char('@') + ev.at(0).toObject().value(QLatin1String("artifact")).toString()) },
        { QStringLiteral("category"), category }, { QStringLiteral("level"), level },
        { QStringLiteral("severity"), QStringLiteral("high") }, { QStringLiteral("title"), title },
        { QStringLiteral("evidence"), ev } };
}

// softmax_3pass.ptx lines 70, 150, 238 hold its three scalar `ld.global.b32`; the three loops load the row at
// softmax_3pass.py lines 10, 15 and 19.
inline QJsonArray softmaxFindings()
{
    return { finding(QStringLiteral("missed-vectorization"), QStringLiteral("L3"), QStringLiteral("Scalar 32-bit global loads"),
                 { evidence(QStringLiteral("ir"), QStringLiteral("softmax_3pass.ptx"), 70,
                       QStringLiteral("@%p4 ld.global.b32 { %r13 }, [ %rd6 + 0 ];")),
                     evidence(QStringLiteral("ir"), QStringLiteral("softmax_3pass.ptx"), 150,
                         QStringLiteral("@%p7 ld.global.b32 { %r32 }, [ %rd7 + 0 ];")) }),
        finding(QStringLiteral("redundant-global-traffic"), QStringLiteral("L3"),
            QStringLiteral("Each row is read from global memory three times"),
            { evidence(QStringLiteral("source"), QStringLiteral("softmax_3pass.py"), 10,
                QStringLiteral("x = tl.load(base + cols, mask=cols < n_cols, other=-float(\"inf\"))")) }) };
}

// transpose_naive.mlir-passes.txt line 3619 holds the vectorization remark; transpose_naive.ptx line 69 the scalar load.
inline QJsonArray transposeFindings(bool withVectorization = true)
{
    const QJsonObject remark = evidence(QStringLiteral("remark"), QStringLiteral("transpose_naive.mlir-passes.txt"), 3619,
        QStringLiteral("/srv/user/projects/ops/kernels/transpose_naive.py:10:20: remark: Warning: vectorization fails vec = 1 "
                       "origin vec = 1 numElems = 2 mask is 16"));
    QJsonArray out { finding(QStringLiteral("uncoalesced-access"), QStringLiteral("L3"),
        QStringLiteral("Column-strided load: 1 element per access"),
        { remark,
            evidence(QStringLiteral("source"), QStringLiteral("transpose_naive.py"), 10,
                QStringLiteral("v = tl.load(x_ptr + rows * N + col, mask=mask)")) }) };
    if (withVectorization)
        out.append(
            finding(QStringLiteral("missed-vectorization"), QStringLiteral("L3"), QStringLiteral("Scalar 32-bit global loads"),
                { evidence(QStringLiteral("ir"), QStringLiteral("transpose_naive.ptx"), 69,
                      QStringLiteral("@%p2 ld.global.b32 { %r13 }, [ %rd5 + 0 ];")),
                    remark }));
    return out;
}

// matmul_naive.mlir-passes.txt line 3978 (repeated at 3982); matmul_naive.ptx line 159 the mma.sync it fell back to.
inline QJsonArray matmulFindings()
{
    return { finding(QStringLiteral("missed-tensor-core"), QStringLiteral("L4"),
        QStringLiteral("tl.dot lowered to mma.sync, not wgmma"),
        { evidence(QStringLiteral("remark"), QStringLiteral("matmul_naive.mlir-passes.txt"), 3978,
              QStringLiteral("remark: MMA version 3 acceleration not applied due to unsupported shapes or data types.")),
            evidence(QStringLiteral("ir"), QStringLiteral("matmul_naive.ptx"), 159,
                QStringLiteral("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { %r93, %r94, %r95, %r96 }, ...")) }) };
}

// One accepted round from initial to rewritten kernel, with the operator's set-up (initial kernel, cases).
inline QJsonObject benchRound(const QString &op, const QString &initial, const QString &rewritten, int index,
    const QString &level, const QString &hypothesis, const QJsonArray &findings)
{
    return QJsonObject { { QStringLiteral("operator"), op }, { QStringLiteral("backend"), QStringLiteral("cuda") },
        { QStringLiteral("initial"),
            QJsonObject { { QStringLiteral("path"),
                dataPath(
                    QString(QStringLiteral("triton-h200/") + initial + QLatin1Char('/') + initial + QStringLiteral(".py"))) } } },
        { QStringLiteral("cases"), casesOf(initial) }, { QStringLiteral("index"), index },
        { QStringLiteral("hypothesis"), hypothesis }, { QStringLiteral("level"), level },
        { QStringLiteral("source"), QStringLiteral("analyst") }, { QStringLiteral("outcome"), QStringLiteral("accepted") },
        { QStringLiteral("findings"), findings },
        { QStringLiteral("kernel"),
            QJsonObject { { QStringLiteral("path"),
                dataPath(QString(
                    QStringLiteral("triton-h200/") + rewritten + QLatin1Char('/') + rewritten + QStringLiteral(".py"))) } } },
        { QStringLiteral("validation"), validationOf(initial, rewritten) } };
}

// The workspace the report and synthesis tests share: softmax#1 (L3), transpose#1 failed before any
// measurement (a recorded dead end; it carries no times) and transpose#2 (L3), matmul#1 (L4).
inline QJsonArray benchRounds(bool transposeVectorization = true)
{
    QJsonObject failed { { QStringLiteral("operator"), QStringLiteral("transpose") }, { QStringLiteral("index"), 1 },
        { QStringLiteral("hypothesis"), QStringLiteral("Launch more warps per column") },
        { QStringLiteral("level"), QStringLiteral("L1") }, { QStringLiteral("source"), QStringLiteral("llm") },
        { QStringLiteral("outcome"), QStringLiteral("failed") } };
    QJsonObject transpose = benchRound(QStringLiteral("transpose"), QStringLiteral("transpose_naive"),
        QStringLiteral("transpose_tiled"), 2, QStringLiteral("L3"),
        QStringLiteral("Load 64x64 tiles so that both the load and the store run along contiguous rows"),
        transposeFindings(transposeVectorization));
    return { benchRound(QStringLiteral("softmax"), QStringLiteral("softmax_3pass"), QStringLiteral("softmax_fused"), 1,
                 QStringLiteral("L3"),
                 QStringLiteral("Read each row once, as one block, instead of three passes of 128 scalar loads"),
                 softmaxFindings()),
        failed, transpose,
        benchRound(QStringLiteral("matmul"), QStringLiteral("matmul_naive"), QStringLiteral("matmul_tuned"), 1,
            QStringLiteral("L4"),
            QStringLiteral("32x32 tiles with one stage cannot use wgmma; 128x128x64 tiles, 3 stages, grouped order"),
            matmulFindings()) };
}

} // namespace Lowerscope::Test
