// SPDX-License-Identifier: MIT
#include "snapshottext.h"

#include "core/enginetext.h"
#include "core/filestore.h"

#include <QCoreApplication>

namespace Lowerscope {

SnapshotText readSnapshotText(const StageSnapshot &snapshot, int throughLine)
{
    SnapshotText out;
    if (!snapshot.text.isEmpty()) {
        out.text = snapshot.text;
        return out;
    }
    const ArtifactRange &a = snapshot.artifact;
    out.path = a.path;
    const FileBytes file = a.path.isEmpty() ? FileBytes() : FileStore::open(a.path);
    if (!file.isOpen()) {
        out.error = EngineText::english("Trajectory", "%1: cannot read the IR of %2").arg(a.path, snapshot.name);
        return out;
    }
    const QByteArrayView all = file.bytes();
    if (a.byteEnd > a.byteBegin && a.byteBegin <= all.size()) {
        qsizetype end = qMin<qsizetype>(all.size(), a.byteEnd);
        auto lineEnd = [&all](qsizetype from) {
            const qsizetype nl = all.indexOf('\n', from);
            return nl < 0 ? all.size() : nl + 1;
        };
        // Ranges end after their last newline; tolerate one that stops short of it.
        if (throughLine > a.lastLine && end > 0 && all.at(end - 1) != '\n')
            end = lineEnd(end);
        for (int line = a.lastLine + 1; line <= throughLine && end < all.size(); ++line)
            end = lineEnd(end);
        out.text = QString::fromUtf8(all.sliced(a.byteBegin, end - a.byteBegin));
        out.firstLine = qMax(1, a.firstLine);
    } else {
        out.text = QString::fromUtf8(all);
    }
    return out;
}

SnapshotText readSourceText(const LoweringTrajectory &trajectory)
{
    SnapshotText out;
    out.path = trajectory.source.path;
    if (!trajectory.source.text.isEmpty()) {
        out.text = trajectory.source.text;
        return out;
    }
    if (const StageSnapshot *s = trajectory.stage(QStringLiteral("source")))
        return readSnapshotText(*s);
    const FileBytes file = trajectory.source.path.isEmpty() ? FileBytes() : FileStore::open(trajectory.source.path);
    if (!file.isOpen()) {
        out.error = EngineText::english("Trajectory", "the kernel's Python source is not in this folder");
        return out;
    }
    out.text = QString::fromUtf8(file.bytes());
    return out;
}

} // namespace Lowerscope
