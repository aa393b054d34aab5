// SPDX-License-Identifier: MIT
#include "passspan.h"

#include "core/backendregistry.h"

namespace Lowerscope {

namespace {
// The final stage snapshot the run PIPELINE produced (its StageDef), or -1.
int finalStageOf(const LoweringTrajectory &t, const QString &pipeline)
{
    const BackendInterface *backend = BackendRegistry::instance().backend(t.backend);
    if (!backend || pipeline.isEmpty())
        return -1;
    for (const StageDef &def : backend->stages())
        if (def.pipeline == pipeline)
            for (int i = 0; i < t.stages.size(); ++i)
                if (t.stages.at(i).kind == QLatin1String("stage") && t.stages.at(i).name == def.name)
                    return i;
    return -1;
}

bool sameRun(const PassDump &a, const PassDump &b)
{
    return a.pipeline == b.pipeline && a.dump == b.dump;
}
} // namespace

PassSpan passSpan(const LoweringTrajectory &t, int pass)
{
    PassSpan span;
    if (pass < 0 || pass >= t.passes.size())
        return span;
    const PassDump &p = t.passes.at(pass);
    if (p.dump == QLatin1String("before")) {
        span.before = p.stage;
        if (pass + 1 < t.passes.size() && sameRun(t.passes.at(pass + 1), p))
            span.after = t.passes.at(pass + 1).stage;
        else
            span.after = finalStageOf(t, p.pipeline);
    } else {
        span.after = p.stage;
        // LLVM's function passes print one function: the previous print of the same scope.
        const bool scoped = p.form == QLatin1String("llvm-opt");
        for (int k = pass - 1; k >= 0; --k) {
            const PassDump &q = t.passes.at(k);
            if (q.pipeline != p.pipeline || q.form != p.form)
                break;
            if (!scoped || q.scope == p.scope) {
                span.before = q.stage;
                break;
            }
        }
    }
    return span;
}

} // namespace Lowerscope
