// SPDX-License-Identifier: MIT
#pragma once

#include "irscan.h"

#include <QByteArray>
#include <QList>
#include <QMap>

// Maps lines of a stage's IR to lines of the kernel's own source file, for every location syntax a Triton
// compile prints: MLIR loc(...) with #loc aliases, name locs, callsite chains and fused locs; LLVM !dbg /
// !DILocation with inlinedAt; PTX .loc/.file with inlined_at; nvdisasm //## File line info. Frames in other
// files (triton/language/standard.py, ...) resolve to the outermost frame in the user's file.
namespace Lowerscope::SourceLocations {

// The kernel's own file, matched by file name so that IR paths (/srv/user/.../k.py), PTX comments (k.py) and
// the file on disk agree.
struct UserFile {
    QByteArray fileName; // "transpose_naive.py"
    bool isEmpty() const { return fileName.isEmpty(); }
    bool matches(QByteArrayView path) const;
};

// A resolved source position; line 0 when nothing resolved into the user's file.
struct Position {
    int line = 0;
    int column = 0;
};

// source line -> the 1-based lines of the stage text that came from it (ascending, unique)
using LineMap = QMap<int, QList<int>>;

LineMap mapStage(QByteArrayView text, IrScan::Syntax syntax, const UserFile &user);
// The file named by the first location of a kernel's IR (its def line), or empty.
QByteArray sourceFileOf(QByteArrayView text, IrScan::Syntax syntax);

// Resolves one MLIR location expression (the text inside loc(...)) given the module's alias table.
class MlirLocations {
public:
    MlirLocations(const UserFile &user)
        : m_user(user)
    {
    }
    void addAlias(QByteArrayView line); // "#loc12 = loc(...)"
    Position resolve(QByteArrayView expr, int depth = 0);
    static QByteArrayView lastLocExpr(QByteArrayView line); // inside the last loc(...) of a line

private:
    Position resolveAlias(QByteArrayView name, int depth);
    UserFile m_user;
    QHash<QByteArrayView, QByteArrayView> m_aliases;
    QHash<QByteArrayView, Position> m_resolved;
};

} // namespace Lowerscope::SourceLocations
