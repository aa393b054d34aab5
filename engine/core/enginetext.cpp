// SPDX-License-Identifier: MIT
#include "enginetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace Lowerscope::EngineText {

namespace {

struct Built {
    const char *context = nullptr; // null: ARGS joined by SEPARATOR (join())
    const char *source = nullptr;
    QStringList args;
    QString separator;
    const char *comment = nullptr; // the disambiguation and plural count of English texts
    int n = -1;
};

// English text -> how it was built. Bounded: a process that diagnoses a very large corpus stops recording
// (those texts then show in English) rather than growing without end.
constexpr qsizetype MaxRecorded = 200000;

QMutex &mutex()
{
    static QMutex m;
    return m;
}

QHash<QString, Built> &record()
{
    static QHash<QString, Built> r;
    return r;
}

QString substitute(QString text, const QStringList &args)
{
    // Sequential %1..%n like QString::arg(), but all at once, so that an argument holding "%2" stays as it is.
    if (args.isEmpty())
        return text;
    QString out;
    out.reserve(text.size() + 16 * args.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('%') && i + 1 < text.size() && text.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < text.size() && text.at(j).isDigit() && n < 100)
                n = n * 10 + text.at(j++).digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args.at(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += text.at(i);
    }
    return out;
}

void remember(const QString &english, Built built)
{
    const QMutexLocker lock(&mutex());
    QHash<QString, Built> &r = record();
    if (r.size() < MaxRecorded && !r.contains(english))
        r.insert(english, std::move(built));
}

} // namespace

QString English::toString() const
{
    QString english = QString::fromUtf8(m_source);
    if (m_n >= 0)
        english.replace(QLatin1String("%n"), QString::number(m_n));
    english = substitute(english, m_args);
    remember(english, { m_context, m_source, m_args, {}, m_comment, m_n });
    return english;
}

QString format(const char *context, const char *source, const QStringList &args)
{
    const QString english = substitute(QString::fromUtf8(source), args);
    remember(english, { context, source, args, {} });
    return english;
}

QString join(const QStringList &parts, const QString &separator)
{
    const QString english = parts.join(separator);
    if (parts.size() > 1)
        remember(english, { nullptr, nullptr, parts, separator });
    return english;
}

namespace {

// How TEXT was built, when this process built it.
std::optional<Built> builtOf(const QString &text)
{
    const QMutexLocker lock(&mutex());
    const auto it = record().constFind(text);
    if (it == record().cend())
        return std::nullopt;
    return it.value();
}

// SOURCE as a pattern: its literal text escaped, each %n a lazy group; *order gets the n of each group and
// *literal the count of literal characters (how specific it is).
QRegularExpression patternOf(const QString &source, QList<int> *order, qsizetype *literal)
{
    QString re = QStringLiteral("^");
    QString run;
    *literal = 0;
    for (qsizetype i = 0; i < source.size(); ++i) {
        if (source.at(i) == QLatin1Char('%') && i + 1 < source.size() && source.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < source.size() && source.at(j).isDigit() && n < 100)
                n = n * 10 + source.at(j++).digitValue();
            re += QRegularExpression::escape(run) + QStringLiteral("(.*?)");
            *literal += run.size();
            run.clear();
            order->append(n);
            i = j - 1;
            continue;
        }
        run += source.at(i);
    }
    re += QRegularExpression::escape(run) + QStringLiteral("$");
    *literal += run.size();
    return QRegularExpression(re, QRegularExpression::DotMatchesEverythingOption);
}

} // namespace

QString translatedFrom(const QString &text, const QList<Source> &sources)
{
    if (builtOf(text))
        return translated(text);
    struct Candidate {
        const Source *source;
        QRegularExpression re;
        QList<int> order;
        qsizetype literal = 0;
    };
    QList<Candidate> candidates;
    for (const Source &src : sources) {
        Candidate c { &src, {}, {}, 0 };
        c.re = patternOf(QString::fromUtf8(src.text), &c.order, &c.literal);
        if (c.literal > 0) // a source of placeholders alone would match anything
            candidates.append(std::move(c));
    }
    std::stable_sort(
        candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) { return a.literal > b.literal; });
    for (const Candidate &c : std::as_const(candidates)) {
        const QRegularExpressionMatch m = c.re.match(text);
        if (!m.hasMatch())
            continue;
        QStringList args;
        for (int g = 0; g < c.order.size(); ++g) {
            const int n = c.order.at(g);
            if (args.size() < n)
                args.resize(n);
            const QString arg = m.captured(g + 1);
            args[n - 1] = arg.size() < text.size() ? translatedFrom(arg, sources) : arg;
        }
        return substitute(QCoreApplication::translate(c.source->context, c.source->text), args);
    }
    return text;
}

QString translated(const QString &text)
{
    const std::optional<Built> built = builtOf(text);
    if (!built) // data: the seed knowledge base's titles and the bottleneck classes have translations (kb/seedtexts.cpp)
        return text.isEmpty() ? text : QCoreApplication::translate("Seed", text.toUtf8().constData());
    const Built &b = *built;
    QStringList args;
    args.reserve(b.args.size());
    for (const QString &a : std::as_const(b.args))
        args << (a == text ? a : translated(a));
    if (!b.context)
        return args.join(b.separator);
    return substitute(QCoreApplication::translate(b.context, b.source, b.comment, b.n), args);
}

QString number(double value, int decimals)
{
    QString s = QString::number(value, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

} // namespace Lowerscope::EngineText
