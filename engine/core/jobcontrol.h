// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <atomic>
#include <functional>

namespace Lowerscope {

// Progress and cancellation of one background job: the one control every job takes (the analysis of a path,
// a profile read and each of its readers, the trajectory reader, evidence collection, the curator's and the
// rounds view's jobs). PROGRESS gets DONE of TOTAL units (bytes, files, percent or per mille; TOTAL 0: not
// known) and the step; it is called from the job's thread. CANCEL, when set, is checked between steps (readers:
// every ReportEvery bytes); the job then returns what it has, marked cancelled.
struct JobControl {
    using Progress = std::function<void(qint64 done, qint64 total, const QString &step)>;
    static constexpr qint64 ReportEvery = 1 << 20; // how often a reader reports and checks CANCEL, in bytes

    Progress progress;
    const std::atomic<bool> *cancel = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    void report(qint64 done, qint64 total = 0, const QString &step = {}) const
    {
        if (progress)
            progress(done, total, step);
    }
    void reportPermille(int permille, const QString &step) const { report(permille, 1000, step); }

    // This job's FROM..TO per mille as a job of its own (same CANCEL): what the part reports as DONE of TOTAL
    // lands in that range, under STEP. A part that reports no total reports nothing here.
    JobControl part(int fromPermille, int toPermille, const QString &step) const
    {
        JobControl p { {}, cancel };
        if (progress)
            p.progress = [parent = progress, fromPermille, toPermille, step](qint64 done, qint64 total, const QString &) {
                if (total > 0)
                    parent(fromPermille + qint64(toPermille - fromPermille) * qBound(qint64(0), done, total) / total, 1000, step);
            };
        return p;
    }
    // The part of a job over several inputs that starts after DONEBEFORE units of TOTAL (a read of a folder:
    // bytes of the earlier files): what the part reports as done within it is reported as DONEBEFORE + done.
    JobControl offset(qint64 doneBefore, qint64 total) const
    {
        JobControl p { {}, cancel };
        if (progress)
            p.progress = [parent = progress, doneBefore, total](
                             qint64 done, qint64, const QString &step) { parent(doneBefore + done, total, step); };
        return p;
    }
};

} // namespace Lowerscope
