// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// The Python harness (resources/harness, docs/tasks.md): it owns the task format's hashes, the static checks
// on kernels and the reading of TritonBench-G files, because the same code must run where the GPU is. The
// engine calls it with python3 (LOWERSCOPE_PYTHON overrides) from a copy of the sources embedded in the
// binary, or from LOWERSCOPE_HARNESS when set (a resources/harness folder).
class Harness {
public:
    struct Reply {
        int exitCode = -1; // the harness's own exit code; -1 when it could not be started
        QJsonObject json; // its stdout, when that is one JSON object
        QString error; // why there is no reply (start failure, timeout, unreadable output), or its stderr
    };
    // Runs `python3 -m lowerscope_harness ARGS`; waits at most timeoutMs.
    static Reply run(const QStringList &args, int timeoutMs = 120000);
    // The static checks of a candidate kernel file (`static FILE --entry ... --initial INITIAL`): the reasons it is
    // rejected, each {check, line, message}; empty when it passes.
    static QJsonArray staticReasons(const QString &file, const QStringList &entry, const QString &initialFile);
    static QString python();
    // The folder that holds the lowerscope_harness package (extracted once per process).
    static QString root(QString *error = nullptr);
};

} // namespace Lowerscope
