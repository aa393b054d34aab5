// SPDX-License-Identifier: MIT
#pragma once

#include "irscan.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// What a file holds, decided from its content (docs/diagnosis.md, "What is read") with the extension only as a tie-breaker.
enum class ArtifactKind {
    Unknown,
    Binary, // cubin / npubin (ELF)
    PythonSource, // a .py with @triton.jit
    TritonSource, // Triton's .source stage (MLIR straight from the AST)
    Ttir,
    Ttgir,
    Llir,
    Ptx,
    Nvdisasm,
    CuobjdumpSass,
    AscendTtadapter,
    AscendHivm,
    Metadata, // Triton's .json or our .meta.json
    MlirPassDump,
    LlvmPassDump,
    TritonParse, // NDJSON, plain or gzip
};

struct SniffResult {
    ArtifactKind kind = ArtifactKind::Unknown;
    QString stage; // final stage name for stage files ("ttgir", "sass", "npuir", ...)
    IrScan::Syntax syntax = IrScan::Syntax::Unknown;
    bool gzip = false;
};

namespace ArtifactSniffer {
// Decides from the first bytes of a file (64 KiB are plenty) and its name. The name counts only through the
// backends' stage file patterns (BackendRegistry::stageForFile); which backend a file is for is the
// registry's question (BackendRegistry::claimArtifact), not the sniffer's.
SniffResult sniff(const QString &fileName, QByteArrayView head);
// The kernel (Triton function) an IR text is about, or empty.
QString kernelName(QByteArrayView text, ArtifactKind kind);
// Kernels defined with @triton.jit in a Python file.
QStringList pythonKernels(QByteArrayView text);
// The def line and last body line (1-based) of a kernel in Python source, or {0, 0}.
std::pair<int, int> pythonKernelRange(QByteArrayView text, const QString &kernel);
// Inflates gzip data; stops with an error text when it is corrupt or larger than maxBytes.
QByteArray gunzip(QByteArrayView data, qint64 maxBytes, QString *error);
} // namespace ArtifactSniffer

} // namespace Lowerscope
