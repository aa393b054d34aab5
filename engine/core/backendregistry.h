// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QJsonObject>

namespace Lowerscope {

// A file name's stage, from the backends' StageDef::filePatterns (the longest matching pattern wins, so that
// "*.ttir.mlir" beats "*.mlir"). BACKEND is set when only one backend lists that pattern for that stage.
struct StageMatch {
    QString stage;
    QString dialect;
    const BackendInterface *backend = nullptr;
    bool isEmpty() const { return stage.isEmpty(); }
};

// The target of a kernel or profile, from the claims of several inputs: the strongest claim wins; equally
// strong claims of two backends leave it unknown unless a stronger one comes.
class TargetVote {
public:
    void add(const BackendInterface *backend, Claim strength);
    void add(const TargetVote &other);
    const BackendInterface *backend() const { return m_tie ? nullptr : m_backend; }
    Claim strength() const { return m_strength; }
    bool operator==(const TargetVote &o) const { return backend() == o.backend(); }

private:
    const BackendInterface *m_backend = nullptr;
    Claim m_strength = Claim::None;
    bool m_tie = false;
};

// The loaded backend plugins. Static plugins register first; plugins are never unloaded. Every question of
// the kind "which backend is this for" is asked here, and answered by the plugins.
class BackendRegistry {
public:
    struct Entry {
        BackendInterface *backend = nullptr;
        QJsonObject metadata; // the plugin's JSON metadata ("MetaData" object)
    };
    static const BackendRegistry &instance();

    QList<Entry> entries() const { return m_entries; }
    BackendInterface *backend(const QString &id) const;
    QStringList ids() const;
    // The backend assumed where a decision cannot wait and nothing claims the input (the plugin whose
    // metadata says "fallback": true): stage order of an unclaimed trajectory, hardware of an unclaimed profile.
    const BackendInterface *fallback() const;
    // The fallback backend's id, the default where a backend must be named (a new task, a demo round, a new
    // pattern); empty when none is loaded. No literal backend id outside plugins/.
    QString fallbackId() const;
    // The fallback backend's default device (its first hardware model): the capacities assumed where no
    // device is known. Empty (id empty) when no backend is loaded.
    HardwareModel defaultHardware() const;
    // The syntax family (StageDef::dialect: mlir, llvm, ptx, sass, python, binary) of a stage the backends name
    // STAGE, the first backend's that lists it; empty for a name no backend lists.
    QString stageDialect(const QString &stage) const;

    StageMatch stageForFile(const QString &fileName) const;
    // The claim of one artifact: its content (the plugins' claimArtifact), else its name (stageForFile).
    TargetVote claimArtifact(const QString &fileName, QByteArrayView head) const;
    TargetVote claimProfile(const ProfileTraits &profile) const;
    // The hardware model for a profile's device: the claiming backend's (else the fallback's) fitting model.
    // Empty (id empty) when no backend is loaded.
    HardwareModel hardwareFor(const ProfileTraits &profile) const;

private:
    BackendRegistry();
    QList<Entry> m_entries;
};

} // namespace Lowerscope
