// SPDX-License-Identifier: MIT
// Opening a workspace and reading it back; writing lives in workspacerecord.cpp and workspaceproposals.cpp.
#include "workspace.h"

#include "core/enginetext.h"
#include "schema.h"
#include "store/sqldatabase.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace Lowerscope {

using Sql::Statement;

QString workspaceTimestamp()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

Workspace::Workspace()
    : m_db(std::make_unique<Sql::Database>())
{
}

Workspace::~Workspace() = default;

QString Workspace::file() const
{
    return QDir(m_folder).filePath(fileName());
}

bool Workspace::open(const QString &folder, QString *error, OpenMode mode)
{
    m_folder = folder;
    const QString path = file();
    if (mode == OpenMode::MustExist && !QFileInfo::exists(path)) {
        *error = EngineText::english("Workspace", "%1: no workspace here (nothing recorded yet)").arg(path);
        return false;
    }
    if (!QDir().mkpath(folder)) {
        *error = EngineText::english("Workspace", "%1: cannot create the workspace folder").arg(folder);
        return false;
    }
    QString why;
    if (!m_db->open(path, &why)) {
        *error = EngineText::english("Workspace", "%1: cannot open: %2").arg(path, why);
        return false;
    }
    // Refusals (not SQLite, another application's file, a newer schema) leave the file untouched.
    if (!WorkspaceSchema::migrate(*m_db, path, error)) {
        m_db->close();
        return false;
    }
    return true;
}

// All operators, or the one named.
static QList<Operator> readOperators(Sql::Database &db, const QString &name)
{
    QList<Operator> result;
    Statement st(db,
        name.isEmpty()
            ? "SELECT id, name, coalesce(backend, ''), coalesce(initial_version, 0), created FROM operators ORDER BY name"
            : "SELECT id, name, coalesce(backend, ''), coalesce(initial_version, 0), created FROM operators WHERE name = ?");
    if (!name.isEmpty())
        st.bind(1, name);
    while (st.next())
        result.append(Operator { st.integer(0), st.text(1), st.text(2), st.integer(3), {}, st.text(4) });
    for (Operator &op : result) {
        Statement cs(db, "SELECT name, shape, initial_ms, reference_ms FROM cases WHERE operator_id = ? ORDER BY position");
        cs.bind(1, op.id);
        while (cs.next())
            op.cases.append(Case { cs.text(0), cs.jsonArray(1), cs.optionalReal(2), cs.optionalReal(3) });
    }
    return result;
}

QList<Operator> Workspace::operators() const
{
    return readOperators(*m_db, {});
}

std::optional<Operator> Workspace::findOperator(const QString &name) const
{
    if (name.isEmpty())
        return std::nullopt;
    const QList<Operator> found = readOperators(*m_db, name);
    return found.isEmpty() ? std::nullopt : std::optional<Operator>(found.constFirst());
}

QList<CaseResult> Workspace::caseResults(qint64 roundId) const
{
    QList<CaseResult> result;
    Statement st(*m_db,
        "SELECT c.name, rc.correct, rc.error, rc.ms, rc.reference_ms FROM round_cases rc "
        "JOIN cases c ON c.id = rc.case_id WHERE rc.round_id = ? ORDER BY c.position");
    st.bind(1, roundId);
    while (st.next()) {
        CaseResult r;
        r.caseName = st.text(0);
        if (!st.isNull(1))
            r.correct = st.integer(1) != 0;
        r.error = st.optionalReal(2);
        r.ms = st.optionalReal(3);
        r.referenceMs = st.optionalReal(4);
        result.append(r);
    }
    return result;
}

static const char *const roundColumns
    = "SELECT r.id, o.name, r.idx, r.hypothesis, coalesce(r.level, ''), coalesce(r.source, ''), r.state, coalesce(r.outcome, "
      "''), "
      "r.findings, r.rewrite, r.rewrite_kind, coalesce(r.base_version, 0), coalesce(r.result_version, 0), r.speedup, "
      "r.speedup_vs_reference, r.started, coalesce(r.finished, ''), r.evidence, r.rewrite_origin, r.reasons, r.llm FROM rounds r "
      "JOIN operators o ON o.id = r.operator_id ";

static Round readRound(const Statement &st)
{
    Round r;
    r.id = st.integer(0);
    r.operatorName = st.text(1);
    r.index = int(st.integer(2));
    st.texts(r, 3, { &Round::hypothesis, &Round::level, &Round::source, &Round::state, &Round::outcome });
    r.findings = st.jsonArray(8);
    st.texts(r, 9, { &Round::rewrite, &Round::rewriteKind });
    r.baseVersion = st.integer(11);
    r.resultVersion = st.integer(12);
    r.speedup = st.optionalReal(13);
    r.speedupVsReference = st.optionalReal(14);
    st.texts(r, 15, { &Round::started, &Round::finished });
    r.evidence = st.jsonArray(17);
    r.rewriteOrigin = st.jsonObject(18);
    r.reasons = st.jsonArray(19);
    r.llm = st.jsonObject(20);
    return r;
}

QList<Round> Workspace::rounds(const QString &operatorName) const
{
    const QByteArray sql
        = QByteArray(roundColumns) + (operatorName.isEmpty() ? "" : "WHERE o.name = ? ") + "ORDER BY o.name, r.idx";
    Statement st(*m_db, sql.constData());
    if (!operatorName.isEmpty())
        st.bind(1, operatorName);
    QList<Round> result;
    while (st.next())
        result.append(readRound(st));
    for (Round &r : result)
        r.cases = caseResults(r.id);
    return result;
}

std::optional<Round> Workspace::findRound(const QString &operatorName, int index) const
{
    const QByteArray sql = QByteArray(roundColumns) + "WHERE o.name = ? AND r.idx = ?";
    Statement st(*m_db, sql.constData());
    st.bind(1, operatorName).bind(2, index);
    if (!st.next())
        return std::nullopt;
    Round r = readRound(st);
    r.cases = caseResults(r.id);
    return r;
}

QList<Round> Workspace::unfinishedRounds() const
{
    QList<Round> result;
    for (const Round &r : rounds())
        if (!r.isDone())
            result.append(r);
    return result;
}

std::optional<KernelVersion> Workspace::kernelVersion(qint64 id) const
{
    Statement st(*m_db,
        "SELECT k.id, o.name, coalesce(k.name, ''), k.source, k.hash, k.created FROM kernel_versions k "
        "JOIN operators o ON o.id = k.operator_id WHERE k.id = ?");
    st.bind(1, id);
    if (!st.next())
        return std::nullopt;
    return KernelVersion { st.integer(0), st.text(1), st.text(2), st.text(3), st.text(4), st.text(5) };
}

QHash<qint64, QString> Workspace::versionNames() const
{
    QHash<qint64, QString> names;
    Statement st(*m_db, "SELECT id, coalesce(name, '') FROM kernel_versions");
    while (st.next())
        names.insert(st.integer(0), st.text(1));
    return names;
}

qint64 Workspace::latestAcceptedVersion(const Operator &op, int beforeIndex) const
{
    Statement st(*m_db,
        "SELECT result_version FROM rounds WHERE operator_id = ? AND idx < ? AND outcome = 'accepted' "
        "AND result_version IS NOT NULL ORDER BY idx DESC LIMIT 1");
    st.bind(1, op.id).bind(2, beforeIndex);
    return st.next() ? st.integer(0) : op.initialVersion;
}

} // namespace Lowerscope
