// SPDX-License-Identifier: MIT
// The detector language, parsed and evaluated against the facts of a real kernel: softmax_fused of the H200
// captures (tests/data/triton-h200/softmax_fused: every stage, the per-pass dump, Nsight Compute CSV), so that
// fact names, stage texts, count()/check()/remarks() and the metric facts of a real profile are all there.
#include "fuzzsupport.h"
#include "kb/detector.h"
#include "kb/sourcefacts.h"
#include "profile/profilereader.h"
#include "profile/profilesignals.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

#include <QDir>
#include <QFile>
#include <cstdio>
#include <cstdlib>

using namespace Lowerscope;

static const Facts &kernelFacts()
{
    static const Facts facts = [] {
        Facts f;
        const QString folder = QStringLiteral(LOWERSCOPE_TEST_DATA "/triton-h200/softmax_fused");
        Diagnostics diagnostics;
        const QList<LoweringTrajectory> trajectories = TrajectoryReader::read(folder, QString(), diagnostics);
        if (trajectories.isEmpty()) {
            fprintf(stderr, "no trajectory in %s\n", qPrintable(folder));
            abort();
        }
        addTrajectoryFacts(trajectories.first(), f);
        QFile py(QDir(folder).filePath(QStringLiteral("softmax_fused.source")));
        if (py.open(QIODevice::ReadOnly))
            addSourceFacts(QString::fromUtf8(py.readAll()), QStringLiteral("softmax_fused.source"), f);
        const ProfileReadResult profile = readProfile(folder);
        for (const Kernel &k : profile.profile.kernels)
            addProfileFacts(profile.profile, k.name, f);
        if (f.values.size() < 50 || f.stageText.isEmpty()) {
            fprintf(stderr, "too few facts from %s: %lld\n", qPrintable(folder), qlonglong(f.values.size()));
            abort();
        }
        return f;
    }();
    return facts;
}

extern "C" void lowerscopeFuzzSetUp()
{
    kernelFacts();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Facts &facts = kernelFacts();
    const Detector d = Detector::parse(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!d.isValid())
        return 0;
    DetectorCache cache;
    d.evaluate(facts, cache);
    d.evaluate(facts); // without a cache: the same code paths, and the cached ones run again from the cache
    return 0;
}
