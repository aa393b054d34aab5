// SPDX-License-Identifier: MIT
#include "demo.h"

#include "core/backendregistry.h"
#include "core/enginetext.h"
#include "demofindings.h"
#include "profile/benchresults.h"
#include "workspace/unifieddiff.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>

namespace Lowerscope::Demo {

QString kernelsFolder(const QString &kit)
{
    return QDir(kit).filePath(QStringLiteral("kernels"));
}

namespace {

std::optional<KernelSource> kernelSource(const QString &kit, const QString &name, QString *error)
{
    const QString path = QDir(kernelsFolder(kit)).filePath(name + QLatin1Char('/') + name + QStringLiteral(".py"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = EngineText::english("Demo", "%1: cannot open the demo kernel").arg(path);
        return std::nullopt;
    }
    return KernelSource { name + QStringLiteral(".py"), QString::fromUtf8(f.readAll()) };
}

QList<BenchCase> casesOf(const BenchResults &bench, const QString &kernel)
{
    QList<BenchCase> out;
    for (const BenchCase &c : bench.cases)
        if (c.kernel == kernel && !c.size.isEmpty())
            out.append(c);
    return out;
}

// One round: initial -> rewritten, with the cases both kernels were measured on.
std::optional<RoundRecord> roundOf(
    const QString &kit, const QJsonObject &o, const BenchResults &bench, const QString &kb, QString *error)
{
    RoundRecord r;
    const QString initial = o.value(u"initial").toString(), rewritten = o.value(u"rewritten").toString();
    r.origin = QStringLiteral("rounds.json: ") + o.value(u"operator").toString();
    r.operatorName = o.value(u"operator").toString();
    r.backend = BackendRegistry::instance().fallbackId(); // the demo rounds were measured on an H200
    r.index = 1;
    r.hypothesis = o.value(u"hypothesis").toString();
    r.source = o.value(u"source").toString();
    r.outcome = QStringLiteral("accepted");
    r.initial = kernelSource(kit, initial, error);
    r.kernel = kernelSource(kit, rewritten, error);
    if (!r.initial || !r.kernel)
        return std::nullopt;
    r.rewrite = unifiedDiff(r.initial->source, r.kernel->source, r.initial->name, r.kernel->name);
    const QList<BenchCase> after = casesOf(bench, rewritten);
    for (const BenchCase &c : casesOf(bench, initial)) {
        const auto same = std::find_if(after.cbegin(), after.cend(), [&](const BenchCase &a) { return a.size == c.size; });
        if (same == after.cend())
            continue;
        QJsonArray shape;
        for (qint64 d : c.size)
            shape.append(d);
        r.cases.append({ c.sizeName(), shape, c.ms, c.torchMs });
        CaseResult v;
        v.caseName = c.sizeName();
        v.ms = same->ms;
        v.referenceMs = same->torchMs;
        if (same->relErr) {
            v.error = same->relErr;
            v.correct = *same->relErr <= 1e-3; // fp32 pairs stay below 2e-7, fp16 ones are exact
        }
        r.validation.append(v);
    }
    // The findings and the level are what diagnose says about the initial kernel, here and now.
    r.findings = diagnosedFindings(QDir(kernelsFolder(kit)).filePath(initial), kb, &r.level);
    return r;
}

// When the kit's measurements were taken: the time nvidia-smi printed at the start of the capture, the first line
// of its env.txt ("Sun Nov 29 07:12:48 2026"), as ISO 8601 in the capture machine's clock; empty without one.
QString capturedAt(const QString &kit)
{
    QFile f(QDir(kit).filePath(QStringLiteral("env.txt")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString first = QString::fromUtf8(f.readLine()).simplified();
    const QDateTime t = QLocale::c().toDateTime(first, QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return t.isValid() ? t.toString(Qt::ISODate) : QString();
}

} // namespace

Result buildWorkspace(const QString &kit, const QString &workspace, const QString &kb, const JobControl &control)
{
    Result out;
    const QString manifestPath = QDir(kit).filePath(QStringLiteral("rounds.json"));
    QFile manifest(manifestPath);
    if (!manifest.open(QIODevice::ReadOnly)) {
        out.error = EngineText::english("Demo", "%1: the demo is not installed").arg(manifestPath);
        return out;
    }
    const QJsonArray rounds = QJsonDocument::fromJson(manifest.readAll()).object().value(u"rounds").toArray();
    const BenchResults bench = BenchResults::read(QDir(kit).filePath(QStringLiteral("bench.json")));
    if (rounds.isEmpty() || bench.cases.isEmpty()) {
        out.error = EngineText::english("Demo", "%1: no rounds or no measurements in the demo").arg(kit);
        return out;
    }
    Workspace ws;
    if (!ws.open(workspace, &out.error))
        return out;
    // A demo round was not run now: its times are those of the measurements it is made of (the rounds showed the
    // moment the demo was opened as both start and finish).
    const QString measured = capturedAt(kit);
    int done = 0;
    for (const QJsonValue &v : rounds) {
        if (control.cancelled())
            break;
        const QJsonObject o = v.toObject();
        control.reportPermille(1000 * done++ / int(rounds.size()), o.value(u"operator").toString());
        if (ws.findRound(o.value(u"operator").toString(), 1)) {
            ++out.existing;
            continue;
        }
        std::optional<RoundRecord> rec = roundOf(kit, o, bench, kb, &out.error);
        if (!rec)
            return out;
        rec->started = rec->finished = measured;
        if (!ws.record(*rec, &out.error))
            return out;
        ++out.rounds;
    }
    return out;
}

} // namespace Lowerscope::Demo
