// SPDX-License-Identifier: MIT
// Runner results (docs/runners.md, "Results in the workspace"): one row per request of a batch.
#include "core/enginetext.h"
#include "store/sqldatabase.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Lowerscope {

using Sql::Statement;

// Inside finishRuns' transaction: the caller checked each entry against its exported request.
int Workspace::insertRuns(const QList<RunEntry> &entries, QString *error)
{
    const QString now = workspaceTimestamp();
    int added = 0;
    for (const RunEntry &e : entries) {
        Statement ins(*m_db,
            "INSERT INTO runs(batch, request, task, task_dir, candidate, candidate_sha256, origin, runner, status, verdict, "
            "speedup, result, evidence, log, error, started, finished, recorded) "
            "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(batch, request) DO NOTHING");
        ins.bind(1, e.batch).bind(2, e.request).bind(3, e.task).bind(4, e.taskDir).bind(5, e.candidate);
        ins.bind(6, e.candidateSha256).bind(7, e.origin).bind(8, e.runner).bind(9, e.status).bind(10, e.verdict);
        ins.bindOptional(11, e.speedup);
        ins.bind(12, QString::fromUtf8(QJsonDocument(e.result).toJson(QJsonDocument::Compact)));
        ins.bind(13, e.evidence).bind(14, e.log).bind(15, e.error).bind(16, e.started).bind(17, e.finished).bind(18, now);
        if (!ins.exec()) {
            *error = EngineText::english("Workspace", "%1: cannot record the run %2 of batch %3: %4")
                         .arg(file(), e.request, e.batch, ins.error());
            return -1;
        }
        added += m_db->changes();
    }
    return added;
}

QList<RunEntry> Workspace::runs(const QString &batch, const QString &request) const
{
    QList<RunEntry> out;
    // An empty BATCH selects every run; an empty REQUEST every request of the batch.
    Statement st(*m_db,
        "SELECT batch, request, task, task_dir, candidate, candidate_sha256, origin, runner, status, verdict, speedup, result, "
        "evidence, log, error, started, finished, recorded FROM runs WHERE (coalesce(?1, '') = '' OR batch = ?1) "
        "AND (coalesce(?2, '') = '' OR request = ?2) ORDER BY id");
    st.bind(1, batch).bind(2, request);
    while (st.next()) {
        RunEntry e;
        st.texts(e, 0,
            { &RunEntry::batch, &RunEntry::request, &RunEntry::task, &RunEntry::taskDir, &RunEntry::candidate,
                &RunEntry::candidateSha256, &RunEntry::origin, &RunEntry::runner, &RunEntry::status, &RunEntry::verdict });
        e.speedup = st.optionalReal(10);
        e.result = st.jsonObject(11);
        st.texts(e, 12,
            { &RunEntry::evidence, &RunEntry::log, &RunEntry::error, &RunEntry::started, &RunEntry::finished,
                &RunEntry::recorded });
        out.append(e);
    }
    return out;
}

} // namespace Lowerscope
