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

BackendRegistry::BackendRegistry()
{
    const auto statics = QPluginLoader::staticPlugins();
    for (const QStaticPlugin &sp : statics) {
        const QJsonObject meta = sp.metaData();
        if (meta.value(QLatin1String("IID")).toString() != QLatin1String(LowerscopeBackendInterface_iid))
            continue;
        if (auto *b = qobject_cast<BackendInterface *>(sp.instance()))
            m_entries.append({b, meta.value(QLatin1String("MetaData")).toObject()});
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
                m_entries.append({b, loader.metaData().value(QLatin1String("MetaData")).toObject()});
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

QStringList BackendRegistry::ids() const
{
    QStringList out;
    for (const Entry &e : m_entries)
        out << e.backend->id();
    return out;
}

} // namespace Lowerscope
