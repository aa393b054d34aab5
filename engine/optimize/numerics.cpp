// SPDX-License-Identifier: MIT
#include "numerics.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <cmath>

namespace Lowerscope::Optimize {

namespace {

constexpr double Float32Roundoff = 5.9604644775390625e-08; // 2^-24

struct Default {
    const char *dtype;
    double atol, rtol;
};
// The harness's defaults (taskfmt.py DEFAULT_TOLERANCES; tst_optimize numericalRiskOfAReduction checks they agree).
constexpr Default Defaults[]
    = { { "float16", 1e-2, 1e-2 }, { "bfloat16", 2e-2, 2e-2 }, { "float32", 1e-4, 1e-4 }, { "float64", 1e-8, 1e-8 } };

// Reductions and scans in a Triton kernel's source: the explicit ones first (a scan, a reduction, a dot, atomics).
const QList<std::pair<QRegularExpression, QString>> &reductionPatterns()
{
    static const QList<std::pair<QRegularExpression, QString>> p {
        { QRegularExpression(QStringLiteral("\\btl\\.(cumsum|cumprod|associative_scan)\\s*\\(")),
            QStringLiteral("tl.%1 (a scan)") },
        { QRegularExpression(QStringLiteral("\\btl\\.(sum|reduce|dot)\\s*\\(")), QStringLiteral("tl.%1") },
        { QRegularExpression(QStringLiteral("\\.(sum|cumsum)\\s*\\(")), QStringLiteral(".%1()") },
        { QRegularExpression(QStringLiteral("\\btl\\.(atomic_add)\\s*\\(")), QStringLiteral("tl.%1 (an order set at run time)") },
    };
    return p;
}

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && line.at(n).isSpace())
        ++n;
    return n;
}

// The lines of the @triton.jit functions of SOURCE (index, text) and their parameters.
struct KernelLines {
    QList<std::pair<int, QString>> lines;
    QSet<QString> params;
};
KernelLines kernelLines(const QString &source)
{
    static const QRegularExpression def(QStringLiteral("^def\\s+\\w+\\s*\\(([^)]*)"));
    KernelLines out;
    const QStringList lines = source.split(QLatin1Char('\n'));
    bool jit = false, inKernel = false, inParams = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &l = lines.at(i);
        const QString trimmed = l.trimmed();
        if (trimmed.startsWith(QLatin1String("@triton.jit"))) {
            jit = true;
            continue;
        }
        if (l.startsWith(QLatin1String("def "))) {
            inKernel = jit;
            jit = false;
            inParams = inKernel;
        } else if (!l.isEmpty() && !l.at(0).isSpace() && !l.startsWith(QLatin1Char('@')) && !l.startsWith(QLatin1Char(')'))) {
            inKernel = false; // top-level code: the wrapper's loops are not the kernel's order
        }
        if (!inKernel)
            continue;
        if (inParams) { // the parameters, on the def line and the lines up to its colon
            static const QRegularExpression name(QStringLiteral("^\\s*(?:def\\s+\\w+\\s*\\()?\\s*(\\w+)"));
            for (const QString &part : l.split(QLatin1Char(',')))
                if (const auto m = name.match(part); m.hasMatch() && m.captured(1) != QLatin1String("def"))
                    out.params.insert(m.captured(1));
            if (trimmed.endsWith(QLatin1Char(':')))
                inParams = false;
            continue;
        }
        if (!trimmed.startsWith(QLatin1Char('#')))
            out.lines.append({ int(i) + 1, l });
    }
    return out;
}

QString sci(double v)
{
    return QString::number(v, 'g', 2);
}

} // namespace

std::pair<double, double> taskTolerance(const OpTask &task, const QString &dtype)
{
    const QJsonObject t = task.tolerances.value(dtype).toObject();
    if (t.contains(QStringLiteral("atol")) || t.contains(QStringLiteral("rtol")))
        return { t.value(QStringLiteral("atol")).toDouble(), t.value(QStringLiteral("rtol")).toDouble() };
    for (const Default &d : Defaults)
        if (dtype == QLatin1String(d.dtype))
            return { d.atol, d.rtol };
    return { 0, 0 };
}

std::optional<NumericalRisk> numericalRisk(const OpTask &task, const QString &source)
{
    NumericalRisk r;
    const KernelLines kernel = kernelLines(source);
    for (const auto &[number, l] : kernel.lines) {
        for (const auto &[re, label] : reductionPatterns())
            if (const QRegularExpressionMatch m = re.match(l); m.hasMatch()) {
                r.reduction = label.arg(m.captured(1));
                r.line = number;
                break;
            }
        if (!r.reduction.isEmpty())
            break;
    }
    // Else a running sum in a loop: `acc += ...` inside a for/while body, on a name that is not a parameter (a
    // pointer advanced by a stride) nor a pointer or offset.
    if (r.reduction.isEmpty()) {
        static const QRegularExpression loop(QStringLiteral("^\\s*(for|while)\\b"));
        static const QRegularExpression accumulate(QStringLiteral("^\\s*(\\w+)\\s*\\+="));
        QList<int> loops; // the indentation of the loops the line is in
        for (const auto &[number, l] : kernel.lines) {
            if (l.trimmed().isEmpty())
                continue;
            const int indent = indentOf(l);
            while (!loops.isEmpty() && indent <= loops.last())
                loops.removeLast();
            if (loop.match(l).hasMatch()) {
                loops.append(indent);
                continue;
            }
            const QRegularExpressionMatch m = accumulate.match(l);
            if (loops.isEmpty() || !m.hasMatch())
                continue;
            const QString name = m.captured(1);
            const QString lower = name.toLower();
            if (kernel.params.contains(name) || lower.contains(QLatin1String("ptr")) || lower.startsWith(QLatin1String("off")))
                continue;
            r.reduction = QStringLiteral("the running sum %1 in a loop").arg(name);
            r.line = number;
            break;
        }
    }
    if (r.reduction.isEmpty())
        return std::nullopt;
    for (const OpTask::Case &c : task.cases)
        for (const QJsonValue &shape : c.shape)
            for (const QJsonValue &d : shape.toArray())
                if (qint64(d.toDouble()) > r.length) {
                    r.length = qint64(d.toDouble());
                    r.caseName = c.name;
                }
    // The tolerance that binds: the tightest over the float dtypes the cases use.
    for (const OpTask::Case &c : task.cases)
        for (const QString &dt : c.dtypes) {
            const auto [atol, rtol] = taskTolerance(task, dt);
            if (atol <= 0 && rtol <= 0)
                continue;
            if (r.dtype.isEmpty() || atol + rtol < r.atol + r.rtol) {
                r.dtype = dt;
                r.atol = atol;
                r.rtol = rtol;
            }
        }
    const double n = double(std::max<qint64>(r.length, 1));
    r.typical = std::sqrt(n) * Float32Roundoff;
    r.worst = n * Float32Roundoff;
    return r;
}

QString NumericalRisk::text() const
{
    QString out = QStringLiteral(
        "The kernel reduces with %1 (line %2). A rewrite that changes the reduction's order (block size, a split, atomics) "
        "changes its rounding: reordering a sum of n terms in float32 accumulation moves it by about sqrt(n)*u of sum|x| "
        "typically, at most about n*u (u = 2^-24). Here n is at most %3 (the largest dimension of case %4): about %5 "
        "typically, at most %6.")
                      .arg(reduction)
                      .arg(line)
                      .arg(length)
                      .arg(caseName, sci(typical), sci(worst));
    if (!dtype.isEmpty())
        out += QStringLiteral(
            " The task checks %1 results with atol %2 and rtol %3: keep the accumulation in float32 and the order's error well "
            "inside that.")
                   .arg(dtype, sci(atol), sci(rtol));
    return out;
}

QJsonObject NumericalRisk::toJson() const
{
    return QJsonObject { { QStringLiteral("reduction"), reduction }, { QStringLiteral("line"), line },
        { QStringLiteral("length"), length }, { QStringLiteral("case"), caseName }, { QStringLiteral("dtype"), dtype },
        { QStringLiteral("atol"), atol }, { QStringLiteral("rtol"), rtol }, { QStringLiteral("typical"), typical },
        { QStringLiteral("worst"), worst } };
}

} // namespace Lowerscope::Optimize
