// SPDX-License-Identifier: MIT
#include "kernelname.h"

namespace Lowerscope {

namespace {
const QLatin1String KernelSuffixText("_kernel");
} // namespace

KernelNameMatch kernelNameMatch(const QString &name, const QString &function)
{
    KernelNameMatch m;
    if (name == function)
        m |= KernelNameRelation::Exact;
    if (name.size() + KernelSuffixText.size() == function.size() && function.startsWith(name)
        && function.endsWith(KernelSuffixText))
        m |= KernelNameRelation::KernelSuffix;
    if (name.size() > function.size() && name.startsWith(function)
        && (name.at(function.size()) == QLatin1Char('(') || name.at(function.size()) == QLatin1Char('<')))
        m |= KernelNameRelation::Decorated;
    if (name.endsWith(function) || function.endsWith(name))
        m |= KernelNameRelation::Truncated;
    if (name.contains(function))
        m |= KernelNameRelation::Contained;
    return m;
}

QStringList kernelNamesOf(const QString &function)
{
    QStringList names { function };
    if (function.endsWith(KernelSuffixText))
        names.append(function.chopped(KernelSuffixText.size()));
    return names;
}

QString shortKernelName(const QString &name)
{
    QStringView n = QStringView(name).trimmed();
    if (n.startsWith(u"void "))
        n = n.mid(5);
    // The first '<' or '(' outside "operator<" ends the qualified name.
    for (qsizetype i = 0; i < n.size(); ++i) {
        const QChar c = n.at(i);
        if (c != u'<' && c != u'(')
            continue;
        if (i == 0 || n.left(i).endsWith(u"operator"))
            break;
        return n.left(i).toString() + (c == u'<' ? QStringLiteral("<…>") : QString());
    }
    return n.toString();
}

} // namespace Lowerscope
