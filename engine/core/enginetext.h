// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace Lowerscope::EngineText {

// Text the engine builds for people (escalation reasons, stop reasons, finding titles, rewrite conditions).
// The engine stores and prints it in English: `--json` is never translated and tests compare the English.
// The desktop shows it translated: format() remembers which source and arguments built each English text,
// and translated() rebuilds that text from the translated source, translating arguments that were built the
// same way (a stop reason that quotes an escalation reason). Call sites mark the source with
// QT_TRANSLATE_NOOP("Diagnosis", "...") so that lupdate collects it under that literal context.
// Thread-safe; the workers that diagnose and the GUI thread that shows the result share the record.
QString format(const char *context, const char *source, const QStringList &args = {});
// PARTS joined by SEPARATOR (the sentences of one explanation), remembered so that translated() translates
// each part that format() built. English in results, like format().
QString join(const QStringList &parts, const QString &separator);
// The English TEXT in the current language when format() or join() built it, else TEXT unchanged (data such as a
// pattern's title from the knowledge base, or text from another process).
QString translated(const QString &text);

// A number as the engine's texts print it: at most DECIMALS decimals, trailing zeros dropped.
QString number(double value, int decimals = 2);

} // namespace Lowerscope::EngineText
