// SPDX-License-Identifier: MIT
#pragma once

#include <QFlags>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// How a name that a profile, a benchmark or a folder gives (NAME) relates to a Triton function (FUNCTION): the
// one kernel-name rule. Every relation that holds is set; each caller says which it accepts, strongest first:
// - Exact: the same name;
// - KernelSuffix: NAME is FUNCTION without its "_kernel" suffix (a benchmark or folder "vadd" for "vadd_kernel");
// - Decorated: NAME is FUNCTION with a demangled signature or template ("matmul_kernel(float*, ...)",
//   "matmul_kernel<128>");
// - Truncated: one ends with the other (CANN keeps the last 49 characters of long names);
// - Contained: NAME contains FUNCTION (Ascend task names wrap the kernel's name).
enum class KernelNameRelation : unsigned {
    None = 0,
    Exact = 1,
    KernelSuffix = 2,
    Decorated = 4,
    Truncated = 8,
    Contained = 16,
};
Q_DECLARE_FLAGS(KernelNameMatch, KernelNameRelation)
Q_DECLARE_OPERATORS_FOR_FLAGS(KernelNameMatch)

KernelNameMatch kernelNameMatch(const QString &name, const QString &function);

// The names a benchmark or folder may give FUNCTION (those with Exact or KernelSuffix), in that order.
QStringList kernelNamesOf(const QString &function);

// A kernel's name as a label shows it: a demangled C++ name without its return type, template arguments and
// parameters ("void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, ...>(int, ...)"
// -> "at::native::vectorized_elementwise_kernel<…>"), so that elision never cuts it to a fragment; any other name
// unchanged. The full name stays in tooltips and details.
QString shortKernelName(const QString &name);

} // namespace Lowerscope
