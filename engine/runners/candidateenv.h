// SPDX-License-Identifier: MIT
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// The environment candidate code runs with (docs/runners.md, "The candidate's environment"): an allow-list of
// what the harness, Python, torch, Triton and the device toolkits need, never the user's secrets. This is the one
// place the list is decided; resources/harness/lowerscope_harness/batch.py holds the same list for the requests
// it starts (bundles, ssh, Slurm), and tst_runners checks that the two agree.
//
// A variable passes when its name is on the list (an exact name or a prefix) and it is neither one that an LLM
// profile names as its key variable (keyVariables()) nor one whose name looks like a secret (looksSecret()),
// whatever prefix it matched.
namespace CandidateEnv {

QStringList exactNames(); // PATH, HOME, ...
QStringList prefixes(); // CUDA_, TRITON_, LOWERSCOPE_, ...
QStringList secretParts(); // a name holding one of these (any case) looks like a secret
QStringList secretSuffixes(); // ... or ending with one of these
bool looksSecret(const QString &name);
// Every stored LLM profile's key variable (engine/llm/llmprofile.h, the application's QSettings) and the
// protocols' default ones (OPENAI_API_KEY, ANTHROPIC_API_KEY).
QStringList keyVariables();
// NAME may reach candidate code; DENY: names never passed (keyVariables()).
bool allowed(const QString &name, const QStringList &deny);

// The allowed part of FROM.
QProcessEnvironment filtered(const QProcessEnvironment &from, const QStringList &deny);
// The names of FROM's allowed variables, sorted (Slurm's --export=NAME,...: sbatch takes their values).
QStringList allowedNames(const QProcessEnvironment &from, const QStringList &deny);

// A POSIX sh script that runs COMMAND (already quoted for sh) under `env -i` with only the allowed variables of
// the shell it runs in: the remote side of an ssh run, whose variables cannot be known here. The names are
// matched in the script itself (the same list, the DENY names and the secret patterns, any case).
QString shellScript(const QString &command, const QStringList &deny);

} // namespace CandidateEnv

} // namespace Lowerscope
