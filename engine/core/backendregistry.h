// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QJsonObject>

namespace Lowerscope {

// The loaded backend plugins. Static plugins register first; plugins are never unloaded.
class BackendRegistry
{
public:
    struct Entry {
        BackendInterface *backend = nullptr;
        QJsonObject metadata; // the plugin's JSON metadata ("MetaData" object)
    };
    static const BackendRegistry &instance();

    QList<Entry> entries() const { return m_entries; }
    BackendInterface *backend(const QString &id) const;
    QStringList ids() const;

private:
    BackendRegistry();
    QList<Entry> m_entries;
};

} // namespace Lowerscope
