// SPDX-License-Identifier: MIT
#pragma once
// Facts for a fixture, built only from what the knowledge-base module can read itself: source facts (its
// scanner), final stage texts (for count()/check()), meta.* from .meta.json and the remark lines of the pass
// dump. Trajectory facts (ptx.*, ttgir.*, mma.kind, ...) and profile facts (metric.*, signal.*, rule.*,
// ascend.*) are left absent: detectors that need them are unknown here. Switch to the real producers once
// they exist.
#include "kb/sourcefacts.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Lowerscope::Test {

inline QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// "triton-h200/NAME" or "ascend/STAGE/NAME" (STAGE: ttir, ttadapter, npuir).
inline Facts fixtureFacts(const QString &fixture)
{
    Facts facts;
    const QStringList parts = fixture.split(QLatin1Char('/'));
    if (parts.constFirst() == QLatin1String("ascend")) {
        static const QHash<QString, QString> folder{{QStringLiteral("ttir"), QStringLiteral("1_ttir/%1.ttir.mlir")},
                                                    {QStringLiteral("ttadapter"), QStringLiteral("2_ttadapter/%1.ttadapter.mlir")},
                                                    {QStringLiteral("npuir"), QStringLiteral("3_hivm/%1.hivm.mlir")}};
        const QString rel = folder.value(parts.at(1)).arg(parts.at(2));
        facts.set(QStringLiteral("backend"), QStringLiteral("ascend"));
        facts.stageText.insert(parts.at(1), readText(dataPath(QStringLiteral("ascend/triton_ascend_ir/") + rel)));
        facts.stageArtifact.insert(parts.at(1), rel);
        return facts;
    }
    const QString name = parts.at(1);
    const QString dir = dataPath(fixture) + QLatin1Char('/');
    facts.set(QStringLiteral("backend"), QStringLiteral("cuda"));
    const QJsonObject meta = QJsonDocument::fromJson(readText(dir + name + QLatin1String(".meta.json")).toUtf8()).object();
    if (!meta.isEmpty()) {
        facts.set(QStringLiteral("kernel"), meta.value(QStringLiteral("name")).toString());
        for (const char *key : {"num_warps", "num_stages", "shared", "n_regs", "n_spills"})
            facts.set(QLatin1String("meta.") + QLatin1String(key), meta.value(QLatin1String(key)).toDouble(),
                      FactOrigin{name + QLatin1String(".meta.json"), 0, {}});
    }
    const QString py = readText(dir + name + QLatin1String(".py"));
    addSourceFacts(py, name + QLatin1String(".py"), facts);
    facts.stageText.insert(QStringLiteral("source"), py);
    facts.stageArtifact.insert(QStringLiteral("source"), name + QLatin1String(".py"));
    for (const char *stage : {"ttir", "ttgir", "llir", "ptx", "sass"}) {
        const QString file = name + QLatin1Char('.') + QLatin1String(stage);
        if (QFile::exists(dir + file)) {
            facts.stageText.insert(QLatin1String(stage), readText(dir + file));
            facts.stageArtifact.insert(QLatin1String(stage), file);
        }
    }
    // Remark lines of the pass dump; other lines are left empty so that line numbers stay those of the dump.
    const QString dumpName = name + QLatin1String(".mlir-passes.txt");
    if (QFile::exists(dir + dumpName)) {
        static const QRegularExpression remark(QStringLiteral("^\\S+:\\d+:\\d+: (remark|warning): (.*)$"));
        QStringList lines = readText(dir + dumpName).split(QLatin1Char('\n'));
        for (QString &l : lines) {
            const auto m = remark.match(l);
            l = m.hasMatch() ? m.captured(2) : QString();
        }
        facts.stageText.insert(QStringLiteral("remarks"), lines.join(QLatin1Char('\n')));
        facts.stageArtifact.insert(QStringLiteral("remarks"), dumpName);
    }
    return facts;
}

} // namespace Lowerscope::Test
