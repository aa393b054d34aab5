// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QMutex>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace Lowerscope::Test {

// A file or folder under tests/data (copied fixtures; see tests/data/README.md for provenance).
QString dataPath(const QString &relative);

// A torch_npu kernel_details.csv of ROWS rows: the real fixture's 21 rows over and over (ascend/
// torch_npu_profiler_msinsight_gpt3_rank0), start times moved on, as tests/hostile_inputs.py writes it. Its line
// 17 has 31 of 32 fields, so one row in 21 is skipped with a warning.
QByteArray kernelDetailsRows(int rows);

struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};
// Runs the built lowerscope executable with ARGS (a private --kb/--workspace are the caller's to pass).
CliResult runCli(const QStringList &args, int timeoutMs = 60000);
// The same with ENV added to the environment, while this thread's event loop runs (so that a server the test
// started on it, e.g. tests/llmserver.h, answers the command).
CliResult runCliServing(const QStringList &args, const QHash<QString, QString> &env, int timeoutMs = 60000);

// Counts the files the engine's FileStore (its one file-open path) opens from disk while this object lives.
class OpenCounter {
public:
    OpenCounter();
    ~OpenCounter();
    QHash<QString, int> opens() const; // absolute path -> opens

private:
    mutable QMutex m_mutex;
    QHash<QString, int> m_opens;
};

} // namespace Lowerscope::Test
