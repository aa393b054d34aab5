// SPDX-License-Identifier: MIT
#include "bundle.h"

#include "candidateenv.h"
#include "core/identifier.h"
#include "core/jsonkey.h"
#include "core/userfile.h"
#include "runnerfiles.h"
#include "tasks/harness.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace Lowerscope {

namespace {

bool copyTree(const QString &from, const QString &to, QString *error)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString rel = QDir(from).relativeFilePath(src);
        if (rel.contains(QLatin1String("__pycache__")) || it.fileInfo().isSymLink())
            continue;
        const QString dst = QDir(to).filePath(rel);
        QDir().mkpath(QFileInfo(dst).path());
        if (!QFile::copy(src, dst)) {
            *error = QCoreApplication::translate("Runners", "cannot copy %1 to %2").arg(src, dst);
            return false;
        }
    }
    return true;
}

bool runTar(const QStringList &args, QString *error, QByteArray *out = nullptr)
{
    const CommandOutput o = runCommand(key("tar"), args, 600000);
    if (!o.ok) {
        *error = QCoreApplication::translate("Runners", "tar failed: %1").arg(o.err);
        return false;
    }
    if (out)
        *out = o.out.toUtf8();
    return true;
}

} // namespace

bool packFolder(const QString &dir, const QString &archive, QString *error)
{
    const QString tmp = archive + key(".part");
    QFile::remove(tmp);
    if (!runTar({ key("-czf"), tmp, key("-C"), dir, key(".") }, error))
        return false;
    QFile::remove(archive);
    if (!QFile::rename(tmp, archive)) {
        *error = QCoreApplication::translate("Runners", "cannot write %1").arg(archive);
        return false;
    }
    return true;
}

bool unpackArchive(
    const QString &archive, const QString &dir, const std::function<bool(const QString &)> &allowed, QString *error)
{
    using namespace ResultLimits;
    QString notRegular;
    if (!UserFile::isRegular(archive, &notRegular)) {
        *error = notRegular;
        return false;
    }
    if (const qint64 size = QFileInfo(archive).size(); size > MaxArchiveBytes) {
        *error
            = QCoreApplication::translate("Runners", "%1: refused: %2 bytes, larger than the %3 bytes a results archive may have")
                  .arg(archive)
                  .arg(size)
                  .arg(MaxArchiveBytes);
        return false;
    }
    // List first (type, apparent size and name of every member), refuse anything but plain files and folders at
    // allowed names, and any archive whose members would unpack past the limits: the listing's size is the
    // member's apparent size, so a sparse member counts whole.
    QByteArray listing;
    if (!runTar({ key("-tvzf"), archive }, error, &listing)) {
        *error = QCoreApplication::translate("Runners", "%1: not a readable .tar.gz archive: %2").arg(archive, *error);
        return false;
    }
    QByteArray names;
    if (!runTar({ key("-tzf"), archive }, error, &names))
        return false;
    const QList<QByteArray> types = listing.split('\n');
    const QList<QByteArray> members = names.split('\n');
    if (members.size() > MaxMembers + 1) {
        *error = QCoreApplication::translate("Runners", "%1: refused: %2 members, more than the %3 a results archive may have")
                     .arg(archive)
                     .arg(members.size() - 1)
                     .arg(MaxMembers);
        return false;
    }
    qint64 total = 0;
    for (int i = 0; i < members.size(); ++i) {
        QString name = QString::fromUtf8(members[i]);
        if (name.isEmpty())
            continue;
        const QByteArray line = i < types.size() ? types[i] : QByteArray();
        const char type = !line.isEmpty() ? line.at(0) : '?';
        if (name.startsWith(QLatin1String("./")))
            name = name.mid(2);
        if (name.endsWith(QLatin1Char('/')))
            name.chop(1);
        const bool plain = type == '-' || type == 'd';
        if (name.isEmpty() || name == QLatin1String("."))
            continue;
        if (!plain || name.startsWith(QLatin1Char('/')) || name.split(QLatin1Char('/')).contains(key("..")) || !allowed(name)) {
            *error
                = QCoreApplication::translate("Runners", "%1: refused: the member '%2' is not a result file").arg(archive, name);
            return false;
        }
        // "-rw-r--r-- owner/group SIZE DATE TIME NAME": the third field.
        const QList<QByteArray> fields = line.simplified().split(' ');
        bool ok = false;
        const qint64 size = fields.size() > 2 ? fields.at(2).toLongLong(&ok) : -1;
        if (!ok || size < 0 || size > MaxMemberBytes) {
            *error = QCoreApplication::translate(
                "Runners", "%1: refused: the member '%2' is %3 bytes unpacked, more than the %4 bytes one result file may have")
                         .arg(archive, name, ok ? QString::number(size) : key("?"))
                         .arg(MaxMemberBytes);
            return false;
        }
        total += size;
        if (total > MaxUnpackedBytes) {
            *error = QCoreApplication::translate(
                "Runners", "%1: refused: its members unpack to more than the %2 bytes a results archive may hold")
                         .arg(archive)
                         .arg(MaxUnpackedBytes);
            return false;
        }
    }
    if (!QDir().mkpath(dir)) {
        *error = QCoreApplication::translate("Runners", "cannot create %1").arg(dir);
        return false;
    }
    return runTar({ key("-xzf"), archive, key("-C"), dir, key("--no-same-owner"), key("--no-same-permissions") }, error);
}

bool checkResultTree(const QString &folder, QString *error)
{
    using namespace ResultLimits;
    qint64 total = 0;
    int entries = 0;
    // No links are followed (QDirIterator without FollowSymlinks) and none is accepted: a Slurm shared folder is
    // writable by candidate code, which could point evidence/ anywhere.
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo fi = it.fileInfo();
        if (++entries > MaxMembers) {
            *error = QCoreApplication::translate("Runners", "%1: refused: more than %2 files and folders")
                         .arg(folder)
                         .arg(MaxMembers);
            return false;
        }
        if (fi.isSymLink() || (!fi.isDir() && !fi.isFile())) {
            *error = QCoreApplication::translate(
                "Runners", "%1: refused: not a regular file or folder (a link, FIFO, socket or device)")
                         .arg(path);
            return false;
        }
        if (fi.isFile()) {
            if (fi.size() > MaxMemberBytes) {
                *error = QCoreApplication::translate(
                    "Runners", "%1: refused: %2 bytes, more than the %3 bytes one result file may have")
                             .arg(path)
                             .arg(fi.size())
                             .arg(MaxMemberBytes);
                return false;
            }
            if ((total += fi.size()) > MaxUnpackedBytes) {
                *error = QCoreApplication::translate(
                    "Runners", "%1: refused: its files hold more than the %2 bytes a batch's results may")
                             .arg(folder)
                             .arg(MaxUnpackedBytes);
                return false;
            }
        }
    }
    return true;
}

bool writeManifest(const RunBatch &batch, const RunnerProfile &profile, const QString &dir,
    const QHash<QString, QString> &taskPaths, QString *error)
{
    QJsonArray reqs;
    for (const RunRequest &r : batch.requests) {
        const QString abs = QDir(r.taskDir).absolutePath();
        const bool inBundle = taskPaths.contains(abs);
        QJsonObject o { { key("id"), r.id }, { key("task"), inBundle ? taskPaths.value(abs) : abs },
            { key("candidate"), r.candidate.isEmpty() ? QJsonValue() : QJsonValue(key("requests/%1/candidate.py").arg(r.id)) },
            { key("evidence"), r.evidence }, { key("ncu"), r.ncu }, { key("timing"), r.timing },
            { key("timeout_s"), r.timeoutS > 0 ? r.timeoutS : profile.timeoutS }, { key("origin"), codeOriginName(r.origin) },
            { key("source_task"), abs }, { key("source_candidate"), r.candidate } };
        if (r.calibrate)
            o.insert(key("calibrate"), true);
        reqs.append(o);
    }
    // env_deny: the LLM profiles' key variables by name (never their values), which run.py also keeps from requests.
    QJsonArray deny;
    for (const QString &name : CandidateEnv::keyVariables())
        deny.append(name);
    const QJsonObject manifest { { key("format"), 1 }, { key("batch"), batch.id }, { key("nonce"), batch.nonce },
        { key("env_deny"), deny }, { key("runner"), profile.name },
        { key("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) }, { key("requests"), reqs } };
    const QString file = QDir(dir).filePath(key("manifest.json"));
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(manifest).toJson()) < 0 || !f.commit()) {
        *error = QCoreApplication::translate("Runners", "cannot write %1").arg(file);
        return false;
    }
    return true;
}

bool writeBundleFolder(const RunBatch &batch, const RunnerProfile &profile, const QString &dir, QString *error)
{
    QDir root(dir);
    if (root.exists() && !root.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
        *error = QCoreApplication::translate("Runners", "%1 is not empty").arg(dir);
        return false;
    }
    if (!QDir().mkpath(dir)) {
        *error = QCoreApplication::translate("Runners", "cannot create %1").arg(dir);
        return false;
    }
    const QString harness = Harness::root(error);
    if (harness.isEmpty())
        return false;
    if (!copyTree(QDir(harness).filePath(key("lowerscope_harness")), root.filePath(key("harness/lowerscope_harness")), error))
        return false;
    if (!QFile::copy(QDir(harness).filePath(key("lowerscope_harness/entry.py")), root.filePath(key("run.py")))) {
        *error = QCoreApplication::translate("Runners", "cannot write %1").arg(root.filePath(key("run.py")));
        return false;
    }
    QFile::setPermissions(root.filePath(key("run.py")),
        QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ReadOther);
    // Each task folder once, under its own name (a second folder of the same name gets a suffix).
    QHash<QString, QString> taskNames; // absolute folder -> tasks/NAME
    for (const RunRequest &r : batch.requests) {
        const QString abs = QDir(r.taskDir).absolutePath();
        if (!taskNames.contains(abs)) {
            QString name = QFileInfo(abs).fileName();
            QString rel = key("tasks/") + name;
            for (int n = 2; root.exists(rel); ++n)
                rel = key("tasks/%1-%2").arg(name).arg(n);
            if (!copyTree(abs, root.filePath(rel), error))
                return false;
            taskNames.insert(abs, rel);
        }
        if (!stageRequest(r, root.filePath(key("requests/") + r.id), error))
            return false;
    }
    return writeManifest(batch, profile, dir, taskNames, error);
}

bool exportBundle(const RunBatch &batch, const RunnerProfile &profile, const QString &archive, QString *error)
{
    const QString problem = batch.problem();
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    const QString staging = QDir(batch.workDir).filePath(key("bundle-") + batch.id);
    QDir(staging).removeRecursively();
    if (!writeBundleFolder(batch, profile, staging, error))
        return false;
    const bool ok = packFolder(staging, QFileInfo(archive).absoluteFilePath(), error);
    QDir(staging).removeRecursively();
    return ok;
}

std::optional<ImportedResults> importResults(const QString &archiveOrFolder, const QString &extractDir, QString *error)
{
    QString folder = archiveOrFolder;
    if (QFileInfo(archiveOrFolder).isFile()) {
        static const QRegularExpression member(QStringLiteral(
            "^(manifest\\.json|requests(/[A-Za-z0-9._-]{1,64}(/(result\\.json|status\\.json|log\\.txt|evidence(/.*)?))?)?)$"));
        if (!unpackArchive(archiveOrFolder, extractDir, [](const QString &m) { return member.match(m).hasMatch(); }, error))
            return std::nullopt;
        folder = extractDir;
    }
    // The requests' folders of a folder import are read in place: no link, special file or oversized file in them.
    if (QFileInfo(QDir(folder).filePath(key("requests"))).isDir()
        && !checkResultTree(QDir(folder).filePath(key("requests")), error))
        return std::nullopt;
    const QString manifestFile = QDir(folder).filePath(key("manifest.json"));
    if (!QFileInfo::exists(manifestFile)) {
        *error = QCoreApplication::translate("Runners", "%1: no manifest.json (not a Lowerscope bundle or results archive)")
                     .arg(archiveOrFolder);
        return std::nullopt;
    }
    QByteArray manifestBytes;
    if (!UserFile::read(manifestFile, UserFile::MaxDocumentBytes, &manifestBytes, error))
        return std::nullopt;
    QJsonParseError perr;
    const QJsonObject m = QJsonDocument::fromJson(manifestBytes, &perr).object();
    if (m.value(key("format")).toInt() != 1 || !m.value(key("requests")).isArray()) {
        *error
            = QCoreApplication::translate("Runners", "%1: manifest.json is not a format-1 bundle manifest").arg(archiveOrFolder);
        return std::nullopt;
    }
    if (m.value(key("requests")).toArray().size() > ResultLimits::MaxRequests) {
        *error = QCoreApplication::translate("Runners", "%1: manifest.json: %2 requests, more than the %3 a batch may have")
                     .arg(archiveOrFolder)
                     .arg(m.value(key("requests")).toArray().size())
                     .arg(ResultLimits::MaxRequests);
        return std::nullopt;
    }
    ImportedResults out;
    out.batch.id = m.value(key("batch")).toString();
    out.batch.nonce = m.value(key("nonce")).toString();
    if (!isSafeIdentifier(out.batch.id)) {
        *error = QCoreApplication::translate("Runners", "%1: manifest.json names no valid batch id").arg(archiveOrFolder);
        return std::nullopt;
    }
    out.batch.workDir = QDir(folder).absolutePath();
    out.runner = m.value(key("runner")).toString();
    for (const QJsonValue &v : m.value(key("requests")).toArray()) {
        const QJsonObject o = v.toObject();
        RunRequest r;
        r.id = o.value(key("id")).toString();
        r.taskDir = o.value(key("source_task")).toString();
        r.candidate = o.value(key("source_candidate")).toString();
        r.origin = codeOriginFromName(o.value(key("origin")).toString()).value_or(CodeOrigin::User);
        r.evidence = o.value(key("evidence")).toBool();
        r.ncu = o.value(key("ncu")).toBool();
        r.timing = o.value(key("timing")).toBool(true);
        r.calibrate = o.value(key("calibrate")).toBool();
        r.timeoutS = o.value(key("timeout_s")).toInt();
        if (!isSafeIdentifier(r.id)) {
            *error = QCoreApplication::translate("Runners", "%1: manifest.json: the request id '%2' is not valid")
                         .arg(archiveOrFolder, r.id);
            return std::nullopt;
        }
        for (const RunRequest &seen : std::as_const(out.batch.requests))
            if (seen.id == r.id) {
                *error = QCoreApplication::translate("Runners", "%1: manifest.json: the request %2 is listed twice")
                             .arg(archiveOrFolder, r.id);
                return std::nullopt;
            }
        out.batch.requests.append(r);
        const QString reqDir = QDir(folder).filePath(key("requests/") + r.id);
        RunResult res = readRequestFolder(r, reqDir);
        if (!QFileInfo(QDir(reqDir).filePath(key("status.json"))).isFile() && res.result.isEmpty()) {
            // Not run (a time limit stopped the batch first): the request stays waiting and runs again.
            res.status = RunStatus::Cancelled;
            res.error = QCoreApplication::translate("Runners", "the archive holds no result for this request (it did not run)");
        }
        if (res.status != RunStatus::Done)
            res.verdict = key("failed");
        out.results.append(res);
    }
    return out;
}

} // namespace Lowerscope
