// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace Lowerscope {

// Where a fact was read: an artifact (path relative to the kernel folder) and a 1-based line, or 0.
struct FactOrigin {
    QString artifact;
    int line = 0;
    QString excerpt;
};

// The flat vocabulary that detectors (knowledge base, L1) and the diagnosis levels read. Producers:
// the source scanner (source.*, launch.*), the trajectory (stage.*, ptx.*, ttgir.*, ttir.*, llir.*, remark.*,
// meta.*, hivm.*) and the profile (metric.*, signal.*, rule.*, ascend.*). docs/facts.md lists every name;
// a name not listed there is a bug in its producer.
struct Facts {
    QHash<QString, QVariant> values; // numbers (double/qint64), strings, bools
    QHash<QString, FactOrigin> origins; // optional, per fact name, for evidence
    QHash<QString, QString> stageText; // final stage name ("ptx", "ttgir", "source", ...) -> full text, for text checks
    QHash<QString, QString> stageArtifact; // stage name -> artifact path relative to the kernel folder

    void set(const QString &name, const QVariant &value, const FactOrigin &origin = {})
    {
        values.insert(name, value);
        if (!origin.artifact.isEmpty())
            origins.insert(name, origin);
    }
    void add(const QString &name, double delta) { values.insert(name, values.value(name).toDouble() + delta); }
    bool has(const QString &name) const { return values.contains(name); }
    double number(const QString &name, double fallback = 0) const
    {
        const auto it = values.constFind(name);
        return it == values.cend() ? fallback : it->toDouble();
    }
    QString string(const QString &name) const { return values.value(name).toString(); }
    void merge(const Facts &other)
    {
        for (auto it = other.values.cbegin(); it != other.values.cend(); ++it)
            values.insert(it.key(), it.value());
        for (auto it = other.origins.cbegin(); it != other.origins.cend(); ++it)
            origins.insert(it.key(), it.value());
        for (auto it = other.stageText.cbegin(); it != other.stageText.cend(); ++it)
            stageText.insert(it.key(), it.value());
        for (auto it = other.stageArtifact.cbegin(); it != other.stageArtifact.cend(); ++it)
            stageArtifact.insert(it.key(), it.value());
    }
};

} // namespace Lowerscope
