// SPDX-License-Identifier: MIT
// Pattern and knowledge-base JSON (`patterns add|import`, docs/knowledge-base.md): an export document, an array of
// patterns or one pattern, with every detector parsed. What is read must survive its own export: a pattern or an
// entry written with toJson() and read back writes the same JSON again (an export restores what it saved).
#include "fuzzsupport.h"
#include "kb/knowledgebase.h"
#include "kb/pattern.h"

#include <QJsonDocument>
#include <cstdio>
#include <cstdlib>

using namespace Lowerscope;

template<typename T> static void roundTrip(const T &item)
{
    const QJsonObject once = item.toJson();
    QString why;
    const T back = T::fromJson(once, &why);
    const QJsonObject twice = back.toJson();
    if (back.id.isEmpty() || once != twice) {
        fprintf(stderr, "export does not read back (%s):\n%s\n%s\n", qPrintable(why),
            QJsonDocument(once).toJson(QJsonDocument::Compact).constData(),
            QJsonDocument(twice).toJson(QJsonDocument::Compact).constData());
        abort();
    }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    QString error;
    if (!readKnowledgeDocument(Fuzz::bytes(data, size), QStringLiteral("patterns.json"), patterns, knowledge, &error))
        return 0;
    for (const Pattern &p : std::as_const(patterns))
        roundTrip(p);
    for (const CompilerKnowledge &k : std::as_const(knowledge))
        roundTrip(k);
    return 0;
}
