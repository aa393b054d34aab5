// SPDX-License-Identifier: MIT
#pragma once
// A fixture's facts as the diagnosis sees them: the real producers (source scanner, trajectory readers and
// facts, profile readers and signals) run over the fixture's folder or file.
#include "diagnosis/evidencebundle.h"
#include "testsupport.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

#include <QFile>

namespace Lowerscope::Test {

inline QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// "triton-h200/NAME" (a kernel folder) or "ascend/STAGE/NAME" (one triton-ascend IR file; STAGE: ttir,
// ttadapter, npuir).
inline Facts fixtureFacts(const QString &fixture)
{
    const QStringList parts = fixture.split(QLatin1Char('/'));
    Diagnostics diagnostics;
    if (parts.constFirst() == QLatin1String("ascend")) {
        static const QHash<QString, QString> folder { { QStringLiteral("ttir"), QStringLiteral("1_ttir/%1.ttir.mlir") },
            { QStringLiteral("ttadapter"), QStringLiteral("2_ttadapter/%1.ttadapter.mlir") },
            { QStringLiteral("npuir"), QStringLiteral("3_hivm/%1.hivm.mlir") } };
        const QString file = dataPath(QStringLiteral("ascend/triton_ascend_ir/") + folder.value(parts.at(1)).arg(parts.at(2)));
        Facts facts;
        const QList<LoweringTrajectory> ts = TrajectoryReader::read(file, QString(), diagnostics);
        if (!ts.isEmpty())
            addTrajectoryFacts(ts.constFirst(), facts);
        facts.set(QStringLiteral("backend"), QStringLiteral("ascend"));
        return facts;
    }
    const QList<EvidenceBundle> bundles = collectEvidence(dataPath(fixture), QString(), diagnostics);
    return bundles.isEmpty() ? Facts() : bundles.constFirst().facts;
}

} // namespace Lowerscope::Test
