// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"

#include <QObject>

namespace Lowerscope {

// Triton's NVIDIA backend (third_party/nvidia/backend/compiler.py).
class CudaBackend : public QObject, public BackendInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LowerscopeBackendInterface_iid FILE "cuda.json")
    Q_INTERFACES(Lowerscope::BackendInterface)
public:
    QString id() const override { return QStringLiteral("cuda"); }
    QString displayName() const override { return QStringLiteral("NVIDIA CUDA"); }
    QList<StageDef> stages() const override;
    QList<PassDef> passes() const override;
    QList<HardwareModel> hardware() const override;
    Claim claimArtifact(QByteArrayView head) const override;
    Claim claimProfile(const ProfileTraits &profile) const override;
    QString captureIrHint() const override;
    QString captureProfileHint() const override;
    QString libraryOf(const QString &kernelName) const override;
    bool mmaMissesTensorCores(const QString &mmaKind) const override;
    KernelSignals deriveSignals(const KernelMeasurements &kernel, const HardwareModel &hardware) const override;
    QString ruleCategory(const QString &rule) const override;
    QStringList rulesFor(const QString &category) const override;
    QStringList stallsFor(const QString &category) const override;
    int computeCapability(const QString &target) const override;
};

} // namespace Lowerscope
