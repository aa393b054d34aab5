// SPDX-License-Identifier: MIT
#include "candidateenv.h"

#include "core/jsonkey.h"
#include "llm/llmprofile.h"

#include <QRegularExpression>
#include <QSettings>
#include <algorithm>

namespace Lowerscope::CandidateEnv {

namespace {

// A shell glob that matches S in any case ("key" -> "[Kk][Ee][Yy]"); S holds letters, digits and '_' only.
QString anyCase(const QString &s)
{
    QString out;
    for (const QChar c : s)
        out += c.isLetter() ? QStringLiteral("[%1%2]").arg(c.toUpper(), c.toLower()) : QString(c);
    return out;
}

bool validName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(name).hasMatch();
}

} // namespace

// batch.py's ENV_NAMES, ENV_PREFIXES, SECRET_PARTS and SECRET_SUFFIXES are these four lists; change both together.
QStringList exactNames()
{
    return {
        key("PATH"), // python3, ptxas, nvdisasm, ncu, msprof
        key("HOME"), // Triton's and torch's default caches (~/.triton, ~/.cache)
        key("USER"), key("LOGNAME"), // getpass.getuser(): torch's and Triton's per-user cache folders
        key("LANG"), key("LANGUAGE"), key("TZ"), // text encoding of the log, time stamps
        key("TMPDIR"), // tempfile: the evidence capture's dump and cache folders
        key("PYTHONPATH"), // the runner prepends the harness; the user's entries may hold the torch or Triton under test
        key("LD_LIBRARY_PATH"), // CUDA and CANN runtime libraries outside the system paths (CANN's set_env.sh sets it)
        key("XDG_CACHE_HOME"), // where torch and Triton put their caches when it is set
        key("OMP_NUM_THREADS"), key("MKL_NUM_THREADS"), // CPU threads of the reference: steadier timing
        key("TOOLCHAIN_HOME"), // CANN's compiler toolchain (set_env.sh)
    };
}

QStringList prefixes()
{
    return {
        key("LC_"), // locale categories
        key("CUDA_"), // CUDA_VISIBLE_DEVICES (the device a request is timed on), CUDA_HOME/CUDA_PATH (the toolkit),
                      // CUDA_MODULE_LOADING
        key("NVIDIA_"), // the container runtime's device and driver selection (NVIDIA_VISIBLE_DEVICES,
                        // NVIDIA_DRIVER_CAPABILITIES)
        key("CUBLAS_"), key("CUDNN_"), // library settings the reference's results depend on (CUBLAS_WORKSPACE_CONFIG)
        key("TRITON_"), // Triton's own switches: TRITON_CACHE_DIR, TRITON_PTXAS_PATH, TRITON_LIBCUDA_PATH, ...
        key("TORCH"), // torch's: TORCH_CUDA_ARCH_LIST, TORCHINDUCTOR_CACHE_DIR, TORCH_NPU_*, ...
        key("PYTORCH_"), // PYTORCH_CUDA_ALLOC_CONF, PYTORCH_NVML_BASED_CUDA_CHECK
        key("ASCEND_"), // CANN's paths and device selection (ASCEND_TOOLKIT_HOME, ASCEND_OPP_PATH, ASCEND_RT_VISIBLE_DEVICES):
                        // torch_npu needs them
        key("PYENV_"), // pyenv's shims choose the interpreter by PYENV_VERSION and PYENV_ROOT
        key("LOWERSCOPE_"), // the runners' own (LOWERSCOPE_OFFSET of a Slurm array task, LOWERSCOPE_PYTHON)
    };
}

QStringList secretParts()
{
    return { key("PASSWORD"), key("PASSWD"), key("SECRET"), key("TOKEN"), key("CREDENTIAL"), key("APIKEY"), key("API_KEY"),
        key("ACCESS_KEY"), key("PRIVATE_KEY") };
}

QStringList secretSuffixes()
{
    return { key("_KEY"), key("_KEYS") };
}

bool looksSecret(const QString &name)
{
    const QString upper = name.toUpper();
    for (const QString &part : secretParts())
        if (upper.contains(part))
            return true;
    for (const QString &suffix : secretSuffixes())
        if (upper.endsWith(suffix))
            return true;
    return false;
}

QStringList keyVariables()
{
    QStringList out { key("OPENAI_API_KEY"), key("ANTHROPIC_API_KEY") };
    QSettings settings;
    for (const LlmProfile &p : LlmProfiles::load(settings))
        if (!p.noKey && !out.contains(p.keyVariable()))
            out.append(p.keyVariable());
    return out;
}

bool allowed(const QString &name, const QStringList &deny)
{
    if (name.isEmpty() || deny.contains(name) || looksSecret(name))
        return false;
    if (exactNames().contains(name))
        return true;
    const QStringList p = prefixes();
    return std::any_of(p.cbegin(), p.cend(), [&](const QString &prefix) { return name.startsWith(prefix); });
}

QStringList allowedNames(const QProcessEnvironment &from, const QStringList &deny)
{
    QStringList out;
    for (const QString &name : from.keys())
        if (allowed(name, deny))
            out.append(name);
    out.sort();
    return out;
}

QProcessEnvironment filtered(const QProcessEnvironment &from, const QStringList &deny)
{
    QProcessEnvironment env;
    for (const QString &name : allowedNames(from, deny))
        env.insert(name, from.value(name));
    return env;
}

QString shellScript(const QString &command, const QStringList &deny)
{
    QStringList denied;
    for (const QString &name : deny)
        if (validName(name))
            denied << name;
    for (const QString &part : secretParts())
        denied << QLatin1Char('*') + anyCase(part) + QLatin1Char('*');
    for (const QString &suffix : secretSuffixes())
        denied << QLatin1Char('*') + anyCase(suffix);
    QStringList allow = exactNames();
    for (const QString &prefix : prefixes())
        allow << prefix + QLatin1Char('*');
    // Names are taken only where they are plain identifiers, so the eval below sees nothing but NAME=${NAME}.
    return key("set --; for n in $(env | sed -n 's/^\\([A-Za-z_][A-Za-z0-9_]*\\)=.*/\\1/p'); do case $n in ")
        + denied.join(QLatin1Char('|')) + key(") ;; ") + allow.join(QLatin1Char('|'))
        + key(") eval \"set -- \\\"\\$@\\\" \\\"$n=\\${$n}\\\"\" ;; esac; done; exec env -i \"$@\" ") + command;
}

} // namespace Lowerscope::CandidateEnv
