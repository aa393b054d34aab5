// SPDX-License-Identifier: MIT
#include "backendregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QPluginLoader>

namespace Lowerscope {

const PassDef *BackendInterface::findPass(const QString &name) const
{
    // passes() returns by value; keep a per-backend cache so the pointer stays valid.
    static thread_local QHash<const BackendInterface *, QList<PassDef>> cache;
    auto it = cache.find(this);
    if (it == cache.end())
        it = cache.insert(this, passes());
    for (const PassDef &p : *it)
        if (p.name == name)
            return &p;
    return nullptr;
}

// Device names compare without case, spaces, '-' and '_': "Ascend950PR_9589" contains "950PR", "NVIDIA H200"
// contains "H200".
static QString deviceKey(const QString &name)
{
    QString out = name.toLower();
    out.remove(u' ').remove(u'-').remove(u'_');
    return out;
}

HardwareModel BackendInterface::hardwareFor(const DeviceInfo &device) const
{
    const QList<HardwareModel> models = hardware();
    if (models.isEmpty())
        return {};
    HardwareModel hw = models.constFirst();
    const QString name = deviceKey(device.name);
    qsizetype longest = 0; // the most specific spelling wins: "950PR PCIe" over "950"
    for (const HardwareModel &m : models)
        for (const QString &spelling : m.deviceNames) {
            const QString key = deviceKey(spelling);
            if (!name.isEmpty() && key.size() > longest && name.contains(key)) {
                hw = m;
                longest = key.size();
            }
        }
    if (device.cores > 0)
        hw.cores = device.cores;
    if (device.vectorCores > 0)
        hw.vectorCores = device.vectorCores;
    return hw;
}

void TargetVote::add(const BackendInterface *backend, Claim strength)
{
    if (!backend || strength == Claim::None || strength < m_strength)
        return;
    if (strength > m_strength) {
        m_backend = backend;
        m_strength = strength;
        m_tie = false;
    } else if (backend != m_backend) {
        m_tie = true;
    }
}

void TargetVote::add(const TargetVote &other)
{
    if (other.m_tie && other.m_strength >= m_strength) {
        if (other.m_strength > m_strength)
            *this = other;
        else
            m_tie = true;
        return;
    }
    add(other.m_backend, other.m_strength);
}

BackendRegistry::BackendRegistry()
{
    const auto statics = QPluginLoader::staticPlugins();
    for (const QStaticPlugin &sp : statics) {
        const QJsonObject meta = sp.metaData();
        if (meta.value(QLatin1String("IID")).toString() != QLatin1String(LowerscopeBackendInterface_iid))
            continue;
        if (auto *b = qobject_cast<BackendInterface *>(sp.instance()))
            m_entries.append({ b, meta.value(QLatin1String("MetaData")).toObject() });
    }
    // Dynamic plugins next to the executable (plugins/lowerscope), for third-party backends.
    if (QCoreApplication::instance()) {
        QDir dir(QCoreApplication::applicationDirPath() + QLatin1String("/plugins/lowerscope"));
        const QStringList files = dir.entryList(QDir::Files);
        for (const QString &f : files) {
            QPluginLoader loader(dir.absoluteFilePath(f));
            if (loader.metaData().value(QLatin1String("IID")).toString() != QLatin1String(LowerscopeBackendInterface_iid))
                continue;
            auto *b = qobject_cast<BackendInterface *>(loader.instance());
            if (b && !backend(b->id()))
                m_entries.append({ b, loader.metaData().value(QLatin1String("MetaData")).toObject() });
        }
    }
}

const BackendRegistry &BackendRegistry::instance()
{
    static const BackendRegistry registry;
    return registry;
}

BackendInterface *BackendRegistry::backend(const QString &id) const
{
    for (const Entry &e : m_entries)
        if (e.backend->id() == id)
            return e.backend;
    return nullptr;
}

const BackendInterface *BackendRegistry::fallback() const
{
    for (const Entry &e : m_entries)
        if (e.metadata.value(QLatin1String("fallback")).toBool())
            return e.backend;
    return m_entries.isEmpty() ? nullptr : m_entries.constFirst().backend;
}

QString BackendRegistry::fallbackId() const
{
    const BackendInterface *b = fallback();
    return b ? b->id() : QString();
}

HardwareModel BackendRegistry::defaultHardware() const
{
    const BackendInterface *b = fallback();
    return b ? b->hardwareFor(DeviceInfo {}) : HardwareModel {};
}

QString BackendRegistry::stageDialect(const QString &stage) const
{
    for (const Entry &e : m_entries)
        for (const StageDef &s : e.backend->stages())
            if (s.name == stage)
                return s.dialect;
    return {};
}

StageMatch BackendRegistry::stageForFile(const QString &fileName) const
{
    StageMatch best;
    qsizetype bestLength = 0;
    bool shared = false;
    for (const Entry &e : m_entries) {
        for (const StageDef &s : e.backend->stages()) {
            for (const QString &pattern : s.filePatterns) {
                // Patterns are "*SUFFIX" globs; compare the suffix, without case.
                if (!pattern.startsWith(u'*') || !fileName.endsWith(QStringView(pattern).mid(1), Qt::CaseInsensitive))
                    continue;
                if (pattern.size() > bestLength) {
                    best = StageMatch { s.name, s.dialect, e.backend };
                    bestLength = pattern.size();
                    shared = false;
                } else if (pattern.size() == bestLength && best.backend != e.backend) {
                    shared = true;
                    if (best.stage != s.name)
                        best = StageMatch {}; // two backends call this name two stages: it says nothing
                }
            }
        }
    }
    if (shared)
        best.backend = nullptr;
    return best;
}

TargetVote BackendRegistry::claimArtifact(const QString &fileName, QByteArrayView head) const
{
    TargetVote vote;
    for (const Entry &e : m_entries)
        vote.add(e.backend, e.backend->claimArtifact(head));
    if (vote.strength() == Claim::None)
        vote.add(stageForFile(fileName).backend, Claim::Naming);
    return vote;
}

TargetVote BackendRegistry::claimProfile(const ProfileTraits &profile) const
{
    TargetVote vote;
    for (const Entry &e : m_entries)
        vote.add(e.backend, e.backend->claimProfile(profile));
    return vote;
}

HardwareModel BackendRegistry::hardwareFor(const ProfileTraits &profile) const
{
    const BackendInterface *backend = claimProfile(profile).backend();
    if (!backend)
        backend = fallback();
    return backend ? backend->hardwareFor(profile.device) : HardwareModel {};
}

QStringList BackendRegistry::ids() const
{
    QStringList out;
    for (const Entry &e : m_entries)
        out << e.backend->id();
    return out;
}

} // namespace Lowerscope
