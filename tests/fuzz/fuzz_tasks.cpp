// SPDX-License-Identifier: MIT
// Task folders (engine/tasks, docs/tasks.md). The task format itself is read by the Python harness; what the
// engine computes from input in-process is the cases of an imported operator, chosen and scaled from the shapes
// of its perf file as the harness reports them ({"shapes": [{"args": [...], "bytes": B, "flops": F}]}), on the
// H200 hardware model.
#include "core/backend.h"
#include "core/backendregistry.h"
#include "fuzzsupport.h"
#include "tasks/taskfolder.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const HardwareModel hw = BackendRegistry::instance().backend(QStringLiteral("cuda"))->hardware().first();
    casesFromPerf(QJsonDocument::fromJson(Fuzz::bytes(data, size)).object(), QStringLiteral("op_perf.py"), hw);
    return 0;
}
