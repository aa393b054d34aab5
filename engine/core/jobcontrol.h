// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <atomic>
#include <functional>

namespace Lowerscope {

// Progress and cancellation of one background job, as the status bar shows it: how far (per mille) and which
// step. CANCEL, when set, is checked between steps; the job then returns what it has, marked cancelled.
struct JobControl {
    std::function<void(int permille, const QString &step)> progress;
    const std::atomic<bool> *cancel = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    void report(int permille, const QString &step) const
    {
        if (progress)
            progress(permille, step);
    }
};

} // namespace Lowerscope
