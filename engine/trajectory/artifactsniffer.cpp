// SPDX-License-Identifier: MIT
#include "artifactsniffer.h"

#include "core/backendregistry.h"
#include "core/enginetext.h"

#include <QCoreApplication>
#include <zlib.h>

namespace Lowerscope::ArtifactSniffer {

using IrScan::Syntax;

static SniffResult stageResult(ArtifactKind kind, const char *stage, Syntax syntax)
{
    return SniffResult { kind, QString::fromLatin1(stage), syntax, false };
}

static bool hasBinaryBytes(QByteArrayView head)
{
    return head.contains('\0');
}

// Prose about kernels (a README quoting "// -----// IR Dump Before", notes with a `tt.func` line) is never
// one: documents by their suffix, and README, NOTES and the like by their name unless a stage pattern claims
// the file (notes.ttgir is IR).
static bool isDocument(const QString &fileName, const StageMatch &named)
{
    const QString base = fileName.section(QLatin1Char('/'), -1);
    const QString suffix = base.section(QLatin1Char('.'), -1).toLower();
    static const QStringList documentSuffixes { QStringLiteral("md"), QStringLiteral("markdown"), QStringLiteral("rst"),
        QStringLiteral("adoc"), QStringLiteral("asciidoc"), QStringLiteral("html"), QStringLiteral("htm"), QStringLiteral("org"),
        QStringLiteral("tex"), QStringLiteral("pdf") };
    if (base.contains(QLatin1Char('.')) && documentSuffixes.contains(suffix))
        return true;
    static const QStringList documentNames { QStringLiteral("readme"), QStringLiteral("notes"), QStringLiteral("note"),
        QStringLiteral("changelog"), QStringLiteral("changes"), QStringLiteral("license"), QStringLiteral("licence"),
        QStringLiteral("copying"), QStringLiteral("authors"), QStringLiteral("notice"), QStringLiteral("sources"),
        QStringLiteral("todo") };
    return named.isEmpty() && documentNames.contains(base.section(QLatin1Char('.'), 0, 0).toLower());
}

SniffResult sniff(const QString &fileName, QByteArrayView head)
{
    const StageMatch named = BackendRegistry::instance().stageForFile(fileName);
    if (isDocument(fileName, named))
        return {};
    if (head.startsWith("\x7f"
                        "ELF"))
        return SniffResult { ArtifactKind::Binary, named.dialect == QLatin1String("binary") ? named.stage : QString(),
            Syntax::Unknown, false };
    if (head.size() >= 2 && quint8(head[0]) == 0x1f && quint8(head[1]) == 0x8b) {
        QString err;
        const QByteArray inner = gunzip(head, 1 << 16, &err); // a truncated stream still yields its first lines
        const bool gz = fileName.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
        SniffResult r = sniff(fileName.left(fileName.size() - (gz ? 3 : 0)), inner);
        r.gzip = true;
        return r.kind == ArtifactKind::TritonParse ? r : SniffResult {};
    }
    // Text followed by binary data (a truncated or zero-filled file) is judged by its text part; the reader
    // then reports the line where the binary data starts.
    if (hasBinaryBytes(head))
        head = head.first(head.indexOf('\0'));
    if (head.trimmed().isEmpty())
        return {};
    const QByteArrayView t = head.trimmed();
    if (t.startsWith("{") && head.contains("\"event_type\""))
        return { ArtifactKind::TritonParse, {}, Syntax::Unknown, false };
    if (t.startsWith("{") && (head.contains("\"num_warps\"") || head.contains("\"triton_version\"")))
        return { ArtifactKind::Metadata, {}, Syntax::Unknown, false };
    if (head.contains("// -----// IR Dump "))
        return { ArtifactKind::MlirPassDump, {}, Syntax::Mlir, false };
    if (head.contains("*** IR Dump "))
        return { ArtifactKind::LlvmPassDump, {}, Syntax::Llvm, false };
    if (head.contains("@triton.jit") || (named.dialect == QLatin1String("python") && head.contains("import triton")))
        return stageResult(ArtifactKind::PythonSource, "source", Syntax::Python);
    if (head.contains("//## File \""))
        return stageResult(ArtifactKind::Nvdisasm, "sass", Syntax::Sass);
    if (head.contains("code for sm_") || (head.contains("Function : ") && head.contains("/*0000*/"))
        || head.startsWith("Function:"))
        return stageResult(ArtifactKind::CuobjdumpSass, "sass", Syntax::Sass);
    if (head.contains(".headerflags") && head.contains("/*0000*/"))
        return stageResult(ArtifactKind::Nvdisasm, "sass", Syntax::Sass);
    if ((head.contains("\n.version ") || head.startsWith(".version ")) && head.contains(".target "))
        return stageResult(ArtifactKind::Ptx, "ptx", Syntax::Ptx);
    if (head.contains("; ModuleID = ") || head.contains("target datalayout = ") || head.startsWith("define "))
        return stageResult(ArtifactKind::Llir, "llir", Syntax::Llvm);
    if (head.contains("hivm.hir.") || named.stage == QLatin1String("npuir"))
        return stageResult(ArtifactKind::AscendHivm, "npuir", Syntax::Mlir);
    if (head.contains("func.func") && (head.contains("memref<") || head.contains("hacc.") || head.contains("bufferization.")))
        return stageResult(ArtifactKind::AscendTtadapter, "ttadapter", Syntax::Mlir);
    if (head.contains("tt.func")) {
        if (head.contains("\"ttg.num-warps\"") || head.contains("#ttg.") || head.contains("ttg.target"))
            return stageResult(ArtifactKind::Ttgir, "ttgir", Syntax::Mlir);
        if (named.stage == QLatin1String("source"))
            return stageResult(ArtifactKind::TritonSource, "source", Syntax::Mlir); // Triton's .source: MLIR from the AST
        return stageResult(ArtifactKind::Ttir, "ttir", Syntax::Mlir);
    }
    return {};
}

QString kernelName(QByteArrayView text, ArtifactKind kind)
{
    IrScan::LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView v = IrScan::trimmedLeft(line);
        switch (kind) {
        case ArtifactKind::Ptx:
            if (v.startsWith(".visible .entry ") || v.startsWith(".entry ")) {
                QByteArrayView rest = v.sliced(v.indexOf("entry ") + 6);
                const qsizetype p = rest.indexOf('(');
                return QString::fromUtf8((p < 0 ? rest : rest.first(p)).trimmed());
            }
            break;
        case ArtifactKind::Llir:
        case ArtifactKind::LlvmPassDump:
            if (v.startsWith("define "))
                return IrScan::symbolAfterAt(v);
            break;
        case ArtifactKind::Nvdisasm:
        case ArtifactKind::CuobjdumpSass:
            if (v.startsWith("Function :") || v.startsWith("Function:"))
                return QString::fromUtf8(v.sliced(v.indexOf(':') + 1).trimmed());
            if (v.startsWith(".global "))
                return QString::fromUtf8(v.sliced(8).trimmed());
            break;
        default:
            if (v.startsWith("tt.func ") || (v.startsWith("func.func ") && !v.contains("HOST") && !v.contains("_function(")))
                return IrScan::symbolAfterAt(v).remove(QLatin1String("_mix_aic")).remove(QLatin1String("_mix_aiv"));
            break;
        }
    }
    return {};
}

QStringList pythonKernels(QByteArrayView text)
{
    QStringList out;
    bool jit = false;
    IrScan::LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView v = IrScan::trimmedLeft(line);
        if (v.startsWith("@triton.jit") || v.startsWith("@jit") || v.startsWith("@triton.autotune")
            || v.startsWith("@triton.heuristics"))
            jit = jit || v.startsWith("@triton.jit") || v.startsWith("@jit");
        else if (v.startsWith("def ") && jit) {
            QByteArrayView rest = v.sliced(4);
            const qsizetype p = rest.indexOf('(');
            out << QString::fromUtf8((p < 0 ? rest : rest.first(p)).trimmed());
            jit = false;
        } else if (!v.startsWith("@") && !v.trimmed().isEmpty())
            jit = false;
    }
    return out;
}

std::pair<int, int> pythonKernelRange(QByteArrayView text, const QString &kernel)
{
    const QByteArray def = "def " + kernel.toUtf8() + '(';
    IrScan::LineCursor cur(text);
    QByteArrayView line;
    int first = 0, last = 0;
    qsizetype indent = 0;
    while (cur.next(line)) {
        const QByteArrayView v = IrScan::trimmedLeft(line);
        if (!first) {
            if (v.startsWith(def)) {
                first = last = cur.lineNumber();
                indent = line.size() - v.size();
            }
            continue;
        }
        if (v.trimmed().isEmpty() || v.startsWith("#"))
            continue;
        if (line.size() - v.size() <= indent && !v.startsWith(")"))
            break;
        last = cur.lineNumber();
    }
    return { first, last };
}

QByteArray gunzip(QByteArrayView data, qint64 maxBytes, QString *error)
{
    z_stream zs {};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
        if (error)
            *error = EngineText::english("Trajectory", "zlib init failed");
        return {};
    }
    QByteArray out;
    // Reserved, not touched: untouched pages cost no memory, and the output is never copied while it grows
    // (growing by doubling peaked at twice the cap on a gzip bomb).
    out.reserve(qsizetype(maxBytes) + qsizetype(1 << 16));
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = uInt(data.size());
    char buf[1 << 16];
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        zs.next_out = reinterpret_cast<Bytef *>(buf);
        zs.avail_out = sizeof buf;
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            if (error)
                *error = rc == Z_BUF_ERROR ? EngineText::english("Trajectory", "gzip stream ends early")
                                           : EngineText::english("Trajectory", "corrupt gzip data");
            out.append(buf, qsizetype(sizeof buf - zs.avail_out));
            break;
        }
        out.append(buf, qsizetype(sizeof buf - zs.avail_out));
        if (out.size() > maxBytes) {
            if (error)
                *error = EngineText::english("Trajectory", "gzip data larger than %1 bytes").arg(maxBytes);
            break;
        }
        if (zs.avail_in == 0 && zs.avail_out != 0 && rc != Z_STREAM_END) {
            if (error)
                *error = EngineText::english("Trajectory", "gzip stream ends early");
            break;
        }
    }
    inflateEnd(&zs);
    return out;
}

} // namespace Lowerscope::ArtifactSniffer
