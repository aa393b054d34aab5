// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Lowerscope::Optimize {

// One piece of evidence a round acquired (docs/optimize.md "Escalation"): what (source, timing, dump,
// profile, compiler-knowledge), the level it feeds, why it was acquired and what it cost.
//   source              L1  free (the kernel file)
//   numerics            L1  free (the numerical risk of reordering its reduction: the source and the task's tolerance)
//   timing              -   comes with every validation (cost: validation)
//   dump                L3  stage files and the per-pass dump of one compile (cost: compile)
//   profile             L2  an Nsight Compute run of the kernel (cost: runner-call)
//   compiler-knowledge  L4  reading compiler knowledge for the decisive finding (cost: l4-step)
struct EvidenceItem {
    QString kind;
    QString level;
    QString reason;
    QString cost; // none | validation | compile | runner-call | l4-step
    QString artifact; // where it is (a folder of the workspace), when it is a file
    QJsonObject toJson() const;
    static EvidenceItem fromJson(const QJsonObject &o);
};

// The cost and level of an evidence kind (the table above); empty strings for an unknown kind.
QString evidenceCost(const QString &kind);
QString evidenceLevel(const QString &kind);

// What the escalation decides from, for one operator: the measured time of its best kernel and the bound its
// cases allow on the hardware model (geometric means over cases, ms), how much of the gap the findings at hand
// explain (the largest impact among findings that still have an untried rewrite), how many rounds since the
// last improvement or acquisition did not improve (failed, incorrect, or not faster), and what is held.
struct GapState {
    std::optional<double> measuredMs;
    std::optional<double> boundMs;
    double explained = 0;
    int untried = 0;
    int stalled = 0;
    bool haveDump = false; // held: the best kernel's evidence folder has its stage files or pass dump
    bool haveProfile = false; // held: it has an Nsight Compute CSV
    bool triedDump = false; // asked for this kernel before (held, failed or came back without the files)
    bool triedProfile = false;
};

struct EscalationDecision {
    QString acquire; // dump | profile | empty: nothing
    QString reason;
    std::optional<double> gap; // 1 - bound/measured
};

// Evidence is acquired only when the cheaper levels leave the measured gap unexplained or their rewrites
// failed: no timing yet or a gap under 20 % acquires nothing; findings whose untried rewrites explain at least
// half of the gap, with no stalled round since, acquire nothing; otherwise the cheapest evidence not held and
// not tried before for this kernel: a dump (a compile) before a profile (a runner call). An acquisition that
// failed is not asked for again for the same kernel; the reason says so.
EscalationDecision decideEscalation(const GapState &state);

// The fraction of the measured time the bound leaves unexplained (1 - bound/measured, at least 0).
std::optional<double> measuredGap(std::optional<double> measuredMs, std::optional<double> boundMs);

} // namespace Lowerscope::Optimize
