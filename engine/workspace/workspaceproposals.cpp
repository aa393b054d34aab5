// SPDX-License-Identifier: MIT
// Pattern proposals: stored by the retrospective synthesis, decided by a curator.
#include "core/enginetext.h"
#include "store/sqldatabase.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>

namespace Lowerscope {

using Sql::Statement;

QList<PatternProposal> Workspace::proposals(const QString &state) const
{
    QList<PatternProposal> result;
    // An empty STATE selects every proposal.
    Statement st(*m_db,
        "SELECT id, kind, key, body, state, note, created, coalesce(decided, '') FROM pattern_proposals "
        "WHERE coalesce(?1, '') = '' OR state = ?1 ORDER BY id");
    st.bind(1, state);
    while (st.next()) {
        PatternProposal p;
        p.id = st.integer(0);
        st.texts(p, 1, { &PatternProposal::kind, &PatternProposal::key });
        p.body = st.jsonObject(3);
        st.texts(p, 4, { &PatternProposal::state, &PatternProposal::note, &PatternProposal::created, &PatternProposal::decided });
        result.append(p);
    }
    for (PatternProposal &p : result) {
        Statement rs(*m_db,
            "SELECT o.name || '#' || r.idx FROM proposal_rounds pr JOIN rounds r ON r.id = pr.round_id "
            "JOIN operators o ON o.id = r.operator_id WHERE pr.proposal_id = ? ORDER BY o.name, r.idx");
        rs.bind(1, p.id);
        while (rs.next())
            p.rounds.append(rs.text(0));
    }
    return result;
}

std::optional<PatternProposal> Workspace::findProposal(qint64 id) const
{
    for (const PatternProposal &p : proposals())
        if (p.id == id)
            return p;
    return std::nullopt;
}

std::optional<PatternProposal> Workspace::addProposal(const PatternProposal &proposal, QString *error, bool *existed)
{
    const QStringList wanted = proposal.rounds;
    const QSet<QString> wantedSet(wanted.cbegin(), wanted.cend());
    // The duplicate check and the insert share one write transaction: two synthesizers never both insert.
    Sql::Transaction tx(*m_db);
    if (!tx.isActive()) {
        *error = tx.error();
        return std::nullopt;
    }
    for (const PatternProposal &p : proposals()) {
        if (p.kind == proposal.kind && p.key == proposal.key && QSet<QString>(p.rounds.cbegin(), p.rounds.cend()) == wantedSet) {
            if (existed)
                *existed = true;
            return p;
        }
    }
    if (existed)
        *existed = false;
    Statement ins(*m_db, "INSERT INTO pattern_proposals(kind, key, body, state, created) VALUES(?, ?, ?, 'pending', ?)");
    ins.bind(1, proposal.kind)
        .bind(2, proposal.key)
        .bind(3, QString::fromUtf8(QJsonDocument(proposal.body).toJson(QJsonDocument::Compact)));
    ins.bind(4, workspaceTimestamp());
    if (!ins.exec()) {
        *error = ins.error();
        return std::nullopt;
    }
    const qint64 id = m_db->lastInsertId();
    for (const QString &ref : wanted) {
        const qsizetype hash = ref.lastIndexOf(QLatin1Char('#'));
        const auto round = findRound(ref.left(hash), ref.mid(hash + 1).toInt());
        if (!round) {
            *error = EngineText::english("Workspace", "no round %1 in this workspace").arg(ref);
            return std::nullopt;
        }
        Statement link(*m_db, "INSERT INTO proposal_rounds(proposal_id, round_id) VALUES(?, ?)");
        link.bind(1, id).bind(2, round->id);
        if (!link.exec()) {
            *error = link.error();
            return std::nullopt;
        }
    }
    if (!tx.commit(error))
        return std::nullopt;
    return findProposal(id);
}

bool Workspace::decideProposal(qint64 id, const QString &state, const QString &note, QString *error)
{
    const auto p = findProposal(id);
    if (!p) {
        *error = EngineText::english("Workspace", "no pattern proposal %1 in this workspace").arg(id);
        return false;
    }
    if (state != QLatin1String("approved") && state != QLatin1String("rejected")) {
        *error = EngineText::english("Workspace", "a proposal can only be approved or rejected, not '%1'").arg(state);
        return false;
    }
    if (p->state != QLatin1String("pending")) {
        *error = EngineText::english("Workspace", "proposal %1 was already %2 on %3").arg(id).arg(p->state, p->decided);
        return false;
    }
    Statement up(*m_db, "UPDATE pattern_proposals SET state = ?, note = ?, decided = ? WHERE id = ? AND state = 'pending'");
    up.bind(1, state).bind(2, note).bind(3, workspaceTimestamp()).bind(4, id);
    if (!up.exec()) {
        *error = up.error();
        return false;
    }
    if (m_db->changes() == 0) { // another curator decided it since it was read
        const auto now = findProposal(id);
        *error = EngineText::english("Workspace", "proposal %1 was already %2 on %3")
                     .arg(id)
                     .arg(now ? now->state : QString(), now ? now->decided : QString());
        return false;
    }
    return true;
}

} // namespace Lowerscope
