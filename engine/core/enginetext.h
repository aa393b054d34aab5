// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <concepts>

namespace Lowerscope::EngineText {

// Text the engine builds for people (escalation reasons, stop reasons, finding titles, rewrite conditions).
// The engine stores and prints it in English: `--json` is never translated and tests compare the English.
// The desktop shows it translated: format() remembers which source and arguments built each English text,
// and translated() rebuilds that text from the translated source, translating arguments that were built the
// same way (a stop reason that quotes an escalation reason). Call sites mark the source with
// QT_TRANSLATE_NOOP("Diagnosis", "...") so that lupdate collects it under that literal context.
// Thread-safe; the workers that diagnose and the GUI thread that shows the result share the record.
QString format(const char *context, const char *source, const QStringList &args = {});

// A text the engine builds and may store (a round's reason), declared once where lupdate sees it:
// `inline constexpr EngineText::Source X{"Llm", QT_TRANSLATE_NOOP("Llm", "...")};`.
struct Source {
    const char *context;
    const char *text;
};
inline QString format(const Source &source, const QStringList &args = {})
{
    return format(source.context, source.text, args);
}
// PARTS joined by SEPARATOR (the sentences of one explanation), remembered so that translated() translates
// each part that format() built. English in results, like format().
QString join(const QStringList &parts, const QString &separator);
// The English TEXT in the current language when format() or join() built it, else TEXT unchanged (data such as a
// pattern's title from the knowledge base, or text from another process) unless it is one of the seed's texts
// (a seed pattern's title, a bottleneck class: engine/kb/seedtexts.cpp, context "Seed"), which have translations.
QString translated(const QString &text);
// Stored English TEXT in the current language, also when another process built it (a round's reason read back
// from the workspace): as translated() when this process knows it, else by the first of SOURCES whose English it
// matches (%1..%n stand for any text, the most specific source first), its arguments translated the same way
// (a reason that quotes another). TEXT unchanged when none matches (data, or a text from elsewhere).
QString translatedFrom(const QString &text, const QList<Source> &sources);

// English(CONTEXT, SOURCE).arg(...)...: the engine's counterpart of QCoreApplication::translate(CONTEXT,
// SOURCE).arg(...) for text it builds for people outside the diagnosis (errors, warnings, refusals): the same
// arguments as QString::arg, but the result is the English text, remembered like format() so that
// translated() shows it in the current language where it is shown. lupdate collects it as translate()
// (ui/CMakeLists.txt: -tr-function-alias translate+=english); `--json` and the tests see the English.
class English {
public:
    English(const char *context, const char *source, const char *comment = nullptr, int n = -1)
        : m_context(context)
        , m_source(source)
        , m_comment(comment)
        , m_n(n)
    {
    }
    English &arg(const QString &a)
    {
        m_args << a;
        return *this;
    }
    template<typename... More>
        requires(sizeof...(More) > 0 && (std::convertible_to<const More &, QString> && ...))
    English &arg(const QString &a, const More &...more)
    {
        m_args << a;
        (m_args << ... << QString(more));
        return *this;
    }
    English &arg(QLatin1StringView a) { return arg(QString(a)); }
    English &arg(QStringView a) { return arg(a.toString()); }
    English &arg(QChar a) { return arg(QString(a)); }
    template<std::integral T>
        requires(!std::same_as<T, bool> && !std::same_as<T, char>)
    English &arg(T a, int fieldWidth = 0, int base = 10, QChar fill = QLatin1Char(' '))
    {
        return arg(QStringLiteral("%1").arg(a, fieldWidth, base, fill));
    }
    English &arg(double a, int fieldWidth = 0, char format = 'g', int precision = -1, QChar fill = QLatin1Char(' '))
    {
        return arg(QStringLiteral("%1").arg(a, fieldWidth, format, precision, fill));
    }
    QString toString() const;
    operator QString() const { return toString(); } // NOLINT: used where QString::arg's result was

private:
    const char *m_context;
    const char *m_source;
    const char *m_comment;
    int m_n;
    QStringList m_args;
};
inline English english(const char *context, const char *source, const char *comment = nullptr, int n = -1)
{
    return English(context, source, comment, n);
}

// A number as the engine's texts print it: at most DECIMALS decimals, trailing zeros dropped.
QString number(double value, int decimals = 2);

} // namespace Lowerscope::EngineText
