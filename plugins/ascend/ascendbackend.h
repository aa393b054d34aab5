// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"

#include <QObject>

namespace Lowerscope {

// triton-ascend (third_party/ascend/backend/compiler.py) with bishengir-compile's HFusion/HIVM pipeline.
class AscendBackend : public QObject, public BackendInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LowerscopeBackendInterface_iid FILE "ascend.json")
    Q_INTERFACES(Lowerscope::BackendInterface)
public:
    QString id() const override { return QStringLiteral("ascend"); }
    QString displayName() const override { return QStringLiteral("Huawei Ascend"); }
    QList<StageDef> stages() const override;
    QList<PassDef> passes() const override;
    QList<HardwareModel> hardware() const override;
    Claim claimArtifact(QByteArrayView head) const override;
    Claim claimProfile(const ProfileTraits &profile) const override;
    QString captureIrHint() const override;
    QString libraryOf(const QString &kernelName) const override;
    QString captureProfileHint() const override;
    QString pipeShareFact(const QString &category) const override;
    KernelSignals deriveSignals(const KernelMeasurements &kernel, const HardwareModel &hardware) const override;
    QString factsBottleneck(const Facts &facts, QStringList &cited) const override;
    QList<PipeDef> pipes() const override;
    QList<PipeShare> pipeShares(const QMap<QString, MetricValue> &metrics, const PipeReading &reading) const override;
};

} // namespace Lowerscope
