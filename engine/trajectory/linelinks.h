// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// Both directions of a trajectory's source map, for linked selection across the Python source and every
// final stage: a source line's lines in each stage, and a stage line's source lines and, through them, its
// lines in the other stages. "source" names the kernel's Python file itself.
class LineLinks {
public:
    using SourceMap = QMap<int, QMap<QString, QList<int>>>; // LoweringTrajectory::sourceMap
    static inline const QString Source = QStringLiteral("source");

    LineLinks() = default;
    explicit LineLinks(const SourceMap &map);

    // Lines of STAGE that came from source line LINE (ascending).
    QList<int> stageLines(int sourceLine, const QString &stage) const;
    // Source lines that line LINE of STAGE came from (ascending).
    QList<int> sourceLines(const QString &stage, int line) const;
    // Lines of TO linked to line LINE of FROM through their source lines; either may be Source.
    QList<int> follow(const QString &from, int line, const QString &to) const;
    QStringList stages() const { return m_stages; }
    bool isEmpty() const { return m_map.isEmpty(); }

private:
    SourceMap m_map;
    QHash<QString, QHash<int, QList<int>>> m_reverse; // stage -> stage line -> source lines
    QStringList m_stages;
};

} // namespace Lowerscope
