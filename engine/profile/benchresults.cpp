// SPDX-License-Identifier: MIT
#include "benchresults.h"

#include "core/enginetext.h"
#include "core/filestore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Lowerscope {

namespace {
int lineAt(const QByteArray &data, qsizetype offset)
{
    return int(QByteArrayView(data).first(std::min(offset, data.size())).count('\n')) + 1;
}

// Offsets of the top-level array's objects, so that each case can name its line.
QList<qsizetype> objectOffsets(const QByteArray &data)
{
    QList<qsizetype> out;
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (c == '{' && depth == 1)
                out.append(i);
            ++depth;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return out;
}
} // namespace

BenchResults BenchResults::read(const QString &path)
{
    BenchResults r;
    const QString artifact = QFileInfo(path).fileName();
    const FileBytes f = FileStore::open(path);
    if (!f.isOpen()) {
        r.diagnostics.warn(artifact, 0, EngineText::english("Profile", "cannot open the file"));
        return r;
    }
    const QByteArray data = f.data();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray()) {
        r.diagnostics.warn(artifact, error.error != QJsonParseError::NoError ? lineAt(data, error.offset) : 1,
            EngineText::english("Profile", "expected a JSON array of benchmark cases"));
        return r;
    }
    const QList<qsizetype> offsets = objectOffsets(data);
    const QJsonArray cases = doc.array();
    for (qsizetype i = 0; i < cases.size(); ++i) {
        const QJsonObject o = cases.at(i).toObject();
        const int line = i < offsets.size() ? lineAt(data, offsets.at(i)) : 0;
        BenchCase c { o.value(u"kernel").toString(), o.value(u"case").toInt(), o.value(u"ms").toDouble(),
            o.value(u"torch_ms").toDouble(), o.value(u"bytes").toDouble(), o.value(u"flops").toDouble(), line, {}, {} };
        for (const QJsonValue &d : o.value(u"size").toArray())
            c.size.append(d.toInteger());
        if (o.value(u"rel_err").isDouble())
            c.relErr = o.value(u"rel_err").toDouble();
        if (c.kernel.isEmpty() || c.ms <= 0) {
            r.diagnostics.warn(
                artifact, line, EngineText::english("Profile", "benchmark case without kernel name or time; skipped"));
            continue;
        }
        r.cases.append(c);
    }
    return r;
}

QString BenchCase::sizeName() const
{
    QStringList dims;
    for (qint64 d : size)
        dims << QString::number(d);
    return dims.join(QLatin1Char('x'));
}

QList<BenchCase> BenchResults::largestCases() const
{
    QList<BenchCase> out;
    for (const BenchCase &c : cases) {
        auto it = std::find_if(out.begin(), out.end(), [&](const BenchCase &o) { return o.kernel == c.kernel; });
        if (it == out.end())
            out.append(c);
        else if (c.bytes > it->bytes)
            *it = c;
    }
    return out;
}

} // namespace Lowerscope
