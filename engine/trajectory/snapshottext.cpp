// SPDX-License-Identifier: MIT
#include "snapshottext.h"

#include <QCoreApplication>
#include <QFile>

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
    QFile f(a.path);
    if (a.path.isEmpty() || !f.open(QIODevice::ReadOnly)) {
        out.error = QCoreApplication::translate("Trajectory", "%1: cannot read the IR of %2").arg(a.path, snapshot.name);
        return out;
    }
    if (a.byteEnd > a.byteBegin && f.seek(a.byteBegin)) {
        QByteArray bytes = f.read(a.byteEnd - a.byteBegin);
        // Ranges end after their last newline; tolerate one that stops short of it.
        if (throughLine > a.lastLine && !bytes.endsWith('\n'))
            bytes += f.readLine();
        for (int line = a.lastLine + 1; line <= throughLine && !f.atEnd(); ++line)
            bytes += f.readLine();
        out.text = QString::fromUtf8(bytes);
        out.firstLine = qMax(1, a.firstLine);
    } else {
        out.text = QString::fromUtf8(f.readAll());
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
    QFile f(trajectory.source.path);
    if (trajectory.source.path.isEmpty() || !f.open(QIODevice::ReadOnly)) {
        out.error = QCoreApplication::translate("Trajectory", "the kernel's Python source is not in this folder");
        return out;
    }
    out.text = QString::fromUtf8(f.readAll());
    return out;
}

} // namespace Lowerscope
