// SPDX-License-Identifier: MIT
#include "fuzzsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cstdlib>

// A UBSan report stops the run like an ASan one (by default UBSan prints and goes on, which a fuzzer would miss);
// the suppressions file says why each entry is noise. UBSAN_OPTIONS, when set, overrides these.
extern "C" const char *__ubsan_default_options()
{
    return "halt_on_error=1:print_stacktrace=1:external_symbolizer_path=/usr/bin/addr2line:suppressions=" LOWERSCOPE_SANITIZER_DIR
           "/ubsan.supp";
}

namespace Fuzz {

namespace {
QTemporaryDir *folder()
{
    static QTemporaryDir *dir = [] {
        const QString shm = QStringLiteral("/dev/shm");
        const QString base = QFileInfo(shm).isDir() && QFileInfo(shm).isWritable() ? shm : QDir::tempPath();
        auto *d = new QTemporaryDir(base + QStringLiteral("/lowerscope-fuzz-XXXXXX"));
        // libFuzzer leaves through exit() after its last run, and through _Exit() on a crash: remove it on exit().
        std::atexit([] { delete folder(); });
        return d;
    }();
    return dir;
}
} // namespace

QString tempDir()
{
    return folder()->path();
}

QString writeTemp(const QString &name, const QByteArray &content)
{
    const QString path = folder()->filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        abort(); // the harness, not the reader: never a finding
    return path;
}

QString freshFolder(const QString &name)
{
    QDir dir(folder()->filePath(name));
    dir.removeRecursively();
    if (!QDir().mkpath(dir.path()))
        abort();
    return dir.path();
}

} // namespace Fuzz

// One application object for the whole run: readers use QCoreApplication::translate and Qt's file engines.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    static int argc = 1;
    static char name[] = "lowerscope-fuzz";
    static char *argv[] = { name, nullptr };
    static QCoreApplication app(argc, argv);
    if (lowerscopeFuzzSetUp)
        lowerscopeFuzzSetUp();
    return 0;
}
