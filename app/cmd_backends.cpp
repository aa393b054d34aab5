// SPDX-License-Identifier: MIT
// `lowerscope backends [--json]`: the loaded backend plugins, their stage catalogs and hardware models.
#include "cli.h"
#include "core/backendregistry.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Lowerscope;

static QJsonObject hardwareJson(const HardwareModel &h)
{
    return QJsonObject { { QStringLiteral("id"), h.id }, { QStringLiteral("name"), h.name }, { QStringLiteral("cores"), h.cores },
        { QStringLiteral("memory_bandwidth"), h.memoryBandwidth }, { QStringLiteral("peak_fp32"), h.peakFp32 },
        { QStringLiteral("peak_tensor_fp16"), h.peakTensorFp16 }, { QStringLiteral("ridge_fp32"), h.ridgePoint(h.peakFp32) },
        { QStringLiteral("ridge_tensor_fp16"), h.ridgePoint(h.peakTensorFp16) }, { QStringLiteral("source"), h.source } };
}

static int runBackends(const Cli::Invocation &inv)
{
    const auto entries = BackendRegistry::instance().entries();
    if (inv.json) {
        QJsonArray arr;
        for (const auto &e : entries) {
            QJsonArray stages, hw;
            for (const StageDef &s : e.backend->stages())
                stages.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("dialect"), s.dialect },
                    { QStringLiteral("patterns"), QJsonArray::fromStringList(s.filePatterns) } });
            for (const HardwareModel &h : e.backend->hardware())
                hw.append(hardwareJson(h));
            arr.append(
                QJsonObject { { QStringLiteral("id"), e.backend->id() }, { QStringLiteral("name"), e.backend->displayName() },
                    { QStringLiteral("metadata"), e.metadata }, { QStringLiteral("stages"), stages },
                    { QStringLiteral("passes"), e.backend->passes().size() }, { QStringLiteral("hardware"), hw } });
        }
        inv.printJson(QJsonObject { { QStringLiteral("backends"), arr }, { QStringLiteral("warnings"), QJsonArray() },
            { QStringLiteral("ignored"), QJsonArray() } });
        return 0;
    }
    for (const auto &e : entries) {
        inv.out << e.backend->id() << "  " << e.backend->displayName() << '\n';
        inv.out << "  " << QCoreApplication::translate("Cli", "stages") << ": "
                << e.backend->stageNames().join(QStringLiteral(" -> ")) << '\n';
        inv.out << "  " << QCoreApplication::translate("Cli", "known passes") << ": " << e.backend->passes().size() << '\n';
        for (const HardwareModel &h : e.backend->hardware())
            inv.out << "  " << h.name << ": "
                    << QCoreApplication::translate("Cli", "%1 cores, %2 TB/s, ridge %3 FLOP/B (fp32), %4 FLOP/B (fp16 matrix)")
                           .arg(h.cores)
                           .arg(h.memoryBandwidth / 1e12)
                           .arg(h.ridgePoint(h.peakFp32), 0, 'f', 1)
                           .arg(h.ridgePoint(h.peakTensorFp16), 0, 'f', 1)
                    << '\n';
    }
    return 0;
}

static Cli::Registration backendsRegistration({ QStringLiteral("backends"), QStringLiteral("backends [--json]"),
    QT_TRANSLATE_NOOP("Cli", "List the backend plugins, their lowering stages and hardware models."), {}, runBackends });
