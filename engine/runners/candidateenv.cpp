// SPDX-License-Identifier: MIT
#include "candidateenv.h"

#include "llm/llmprofile.h"

#include <QRegularExpression>
#include <QSettings>
#include <algorithm>

namespace Lowerscope::CandidateEnv {

namespace {

QString k(const char *s)
{
    return QString::fromLatin1(s);
}

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
        k("PATH"), // python3, ptxas, nvdisasm, ncu, msprof
        k("HOME"), // Triton's and torch's default caches (~/.triton, ~/.cache)
        k("USER"), k("LOGNAME"), // getpass.getuser(): torch's and Triton's per-user cache folders
        k("LANG"), k("LANGUAGE"), k("TZ"), // text encoding of the log, time stamps
        k("TMPDIR"), // tempfile: the evidence capture's dump and cache folders
        k("PYTHONPATH"), // the runner prepends the harness; the user's entries may hold the torch or Triton under test
        k("LD_LIBRARY_PATH"), // CUDA and CANN runtime libraries outside the system paths (CANN's set_env.sh sets it)
        k("XDG_CACHE_HOME"), // where torch and Triton put their caches when it is set
        k("OMP_NUM_THREADS"), k("MKL_NUM_THREADS"), // CPU threads of the reference: steadier timing
        k("TOOLCHAIN_HOME"), // CANN's compiler toolchain (set_env.sh)
    };
}

QStringList prefixes()
{
    return {
        k("LC_"), // locale categories
        k("CUDA_"), // CUDA_VISIBLE_DEVICES (the device a request is timed on), CUDA_HOME/CUDA_PATH (the toolkit),
                    // CUDA_MODULE_LOADING
        k("NVIDIA_"), // the container runtime's device and driver selection (NVIDIA_VISIBLE_DEVICES, NVIDIA_DRIVER_CAPABILITIES)
        k("CUBLAS_"), k("CUDNN_"), // library settings the reference's results depend on (CUBLAS_WORKSPACE_CONFIG)
        k("TRITON_"), // Triton's own switches: TRITON_CACHE_DIR, TRITON_PTXAS_PATH, TRITON_LIBCUDA_PATH, ...
        k("TORCH"), // torch's: TORCH_CUDA_ARCH_LIST, TORCHINDUCTOR_CACHE_DIR, TORCH_NPU_*, ...
        k("PYTORCH_"), // PYTORCH_CUDA_ALLOC_CONF, PYTORCH_NVML_BASED_CUDA_CHECK
        k("ASCEND_"), // CANN's paths and device selection (ASCEND_TOOLKIT_HOME, ASCEND_OPP_PATH, ASCEND_RT_VISIBLE_DEVICES):
                      // torch_npu needs them
        k("PYENV_"), // pyenv's shims choose the interpreter by PYENV_VERSION and PYENV_ROOT
        k("LOWERSCOPE_"), // the runners' own (LOWERSCOPE_OFFSET of a Slurm array task, LOWERSCOPE_PYTHON)
    };
}

QStringList secretParts()
{
    return { k("PASSWORD"), k("PASSWD"), k("SECRET"), k("TOKEN"), k("CREDENTIAL"), k("APIKEY"), k("API_KEY"), k("ACCESS_KEY"),
        k("PRIVATE_KEY") };
}

QStringList secretSuffixes()
{
    return { k("_KEY"), k("_KEYS") };
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
    QStringList out { k("OPENAI_API_KEY"), k("ANTHROPIC_API_KEY") };
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
    return k("set --; for n in $(env | sed -n 's/^\\([A-Za-z_][A-Za-z0-9_]*\\)=.*/\\1/p'); do case $n in ")
        + denied.join(QLatin1Char('|')) + k(") ;; ") + allow.join(QLatin1Char('|'))
        + k(") eval \"set -- \\\"\\$@\\\" \\\"$n=\\${$n}\\\"\" ;; esac; done; exec env -i \"$@\" ") + command;
}

} // namespace Lowerscope::CandidateEnv
