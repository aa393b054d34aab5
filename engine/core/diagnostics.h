// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// A problem met while reading input: the file, the 1-based line (0 when unknown) and what was expected.
struct Warning {
    QString file;
    int line = 0;
    QString message;
    // The read behind it is incomplete: the file ends inside a row or a quoted field, or holds fewer rows than its
    // own header or a sibling file implies. What was built from it is marked partial ("partial": true in JSON).
    bool partial = false;
    QJsonObject toJson() const;
    QString toText() const; // "file:line: message", the message in the current language (EngineText)
};

// What a read produced besides its result: warnings for people, and paths that were not recognised.
struct Diagnostics {
    // At most this many warnings of one file are listed; the next says that the rest are not (a table of two
    // million malformed rows would otherwise hold, and print, two million warnings).
    static constexpr int MaxPerFile = 1000;
    QList<Warning> warnings;
    QStringList ignored;

    void warn(const QString &file, int line, const QString &message);
    // A warning that the data read from FILE is partial (Warning::partial); returns it as listed.
    Warning warnPartial(const QString &file, int line, const QString &message);
    // The partial-data warnings, in reading order.
    QList<Warning> partial() const;
    void ignore(const QString &path)
    {
        if (!ignored.contains(path))
            ignored.append(path);
    }
    void merge(const Diagnostics &other);
    // Adds "warnings" and "ignored" keys to a JSON document, as every --json output carries them.
    void addTo(QJsonObject &doc) const;

private:
    QHash<QString, int> m_perFile; // warnings given for each file, listed or not
};

} // namespace Lowerscope
