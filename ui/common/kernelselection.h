// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

namespace Lowerscope::Ui {

// The kernel the views show (Trajectory, Source & IR, Findings; the timeline picks one by double-click): one
// state, so that every kernel selector follows it.
class KernelSelection : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    QString current() const { return m_current; }
    // Emits changed() when KERNEL differs from the current one.
    void select(const QString &kernel)
    {
        if (kernel == m_current)
            return;
        m_current = kernel;
        Q_EMIT changed(m_current);
    }

Q_SIGNALS:
    void changed(const QString &kernel);

private:
    QString m_current;
};

} // namespace Lowerscope::Ui
