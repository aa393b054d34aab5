// SPDX-License-Identifier: MIT
// msprof unified SQLite database msprof_*.db (ascend-formats.md §1.3): TASK rows (startNs, endNs, streamId,
// globalTaskId) named through COMPUTE_TASK_INFO / COMMUNICATION_TASK_INFO and STRING_IDS; NPU_INFO for the
// device; CANN_API for host calls. Opened read-only and immutable: a sample's -wal/-shm files stay untouched.
#include "profilereader.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QUrl>

#include <sqlite3.h>

namespace Lowerscope {

namespace {

class Database
{
public:
    explicit Database(const QString &path)
    {
        const QByteArray uri = QUrl::fromLocalFile(path).toEncoded() + "?immutable=1";
        if (sqlite3_open_v2(uri.constData(), &m_db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) != SQLITE_OK) {
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
            sqlite3_close(m_db);
            m_db = nullptr;
        }
    }
    ~Database() { sqlite3_close(m_db); }
    bool isOpen() const { return m_db; }
    QString error() const { return m_error; }
    QSet<QString> columns(const char *table) const
    {
        QSet<QString> out;
        sqlite3_stmt *st = prepare(QByteArray("PRAGMA table_info(\"") + table + "\")");
        while (st && sqlite3_step(st) == SQLITE_ROW)
            out.insert(QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 1))));
        sqlite3_finalize(st);
        return out;
    }
    sqlite3_stmt *prepare(const QByteArray &sql) const
    {
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(m_db, sql.constData(), -1, &st, nullptr) != SQLITE_OK) {
            sqlite3_finalize(st);
            return nullptr;
        }
        return st;
    }

private:
    sqlite3 *m_db = nullptr;
    QString m_error;
};

QString text(sqlite3_stmt *st, int col)
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(st, col));
    return p ? QString::fromUtf8(p) : QString();
}

} // namespace

bool ProfileReaders::msprofDb(const QString &path, const QString &artifact, Profile &profile)
{
    Database db(path);
    if (!db.isOpen()) {
        profile.diagnostics.warn(artifact, 0, db.error());
        return false;
    }
    const QSet<QString> task = db.columns("TASK");
    const QSet<QString> strings = db.columns("STRING_IDS");
    for (const char *c : {"startNs", "endNs", "streamId", "globalTaskId", "deviceId"}) {
        if (!task.contains(QLatin1String(c)) || !strings.contains(QStringLiteral("value"))) {
            profile.diagnostics.warn(artifact, 0, QCoreApplication::translate("Profile", "not an msprof database of a known schema: expected table %1 with column %2")
                                                      .arg(strings.contains(QStringLiteral("value")) ? QStringLiteral("TASK") : QStringLiteral("STRING_IDS"),
                                                           strings.contains(QStringLiteral("value")) ? QLatin1String(c) : QStringLiteral("value")));
            return false;
        }
    }
    if (sqlite3_stmt *st = db.prepare("SELECT name FROM NPU_INFO ORDER BY id LIMIT 1")) {
        if (sqlite3_step(st) == SQLITE_ROW && profile.device.name.isEmpty()) {
            profile.device.name = text(st, 0);
            profile.device.vendor = QStringLiteral("huawei");
        }
        sqlite3_finalize(st);
    }
    // Compute tasks name kernels; older exports spell the block dim column block_dim.
    const QSet<QString> compute = db.columns("COMPUTE_TASK_INFO");
    const QByteArray blockCol = compute.contains(QStringLiteral("blockDim")) ? "c.blockDim" : compute.contains(QStringLiteral("block_dim")) ? "c.block_dim" : "0";
    const bool haveCompute = compute.contains(QStringLiteral("name")) && compute.contains(QStringLiteral("globalTaskId"));
    const bool haveComm = db.columns("COMMUNICATION_TASK_INFO").contains(QStringLiteral("globalTaskId"));
    QByteArray sql("SELECT t.startNs, t.endNs, t.deviceId, t.streamId, ");
    if (haveCompute) {
        sql += "(SELECT value FROM STRING_IDS WHERE id = c.name), ";
        sql += blockCol;
        sql += ", (SELECT value FROM STRING_IDS WHERE id = c.taskType), ";
    } else {
        sql += "NULL, 0, NULL, ";
    }
    sql += haveComm ? "(SELECT value FROM STRING_IDS WHERE id = m.name), " : "NULL, ";
    sql += "(SELECT value FROM STRING_IDS WHERE id = t.taskType) FROM TASK t ";
    if (haveCompute)
        sql += "LEFT JOIN COMPUTE_TASK_INFO c ON c.globalTaskId = t.globalTaskId ";
    if (haveComm)
        sql += "LEFT JOIN COMMUNICATION_TASK_INFO m ON m.globalTaskId = t.globalTaskId ";
    sql += "ORDER BY t.startNs";
    sqlite3_stmt *st = db.prepare(sql);
    if (!st) {
        profile.diagnostics.warn(artifact, 0, QCoreApplication::translate("Profile", "cannot query the TASK table"));
        return false;
    }
    QHash<QString, int> deviceTracks, streamTracks;
    int rows = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        ++rows;
        const qint64 start = sqlite3_column_int64(st, 0), end = sqlite3_column_int64(st, 1);
        const QString device = text(st, 2), stream = text(st, 3);
        const QString computeName = text(st, 4), commName = text(st, 7), typeName = text(st, 8);
        const QString name = !computeName.isEmpty() ? computeName : !commName.isEmpty() ? commName : typeName;
        int &dev = deviceTracks[device];
        if (dev == 0)
            dev = profile.addTrack(QStringLiteral("NPU ") + device, TrackKind::Process) + 1;
        int &track = streamTracks[device + QLatin1Char('/') + stream];
        if (track == 0)
            track = profile.addTrack(QStringLiteral("Stream ") + stream, TrackKind::Stream, dev - 1) + 1;
        Event e;
        e.start = start;
        e.duration = qMax<qint64>(0, end - start);
        e.name = profile.strings.intern(name);
        e.argsBegin = profile.args.size();
        profile.tracks[track - 1].events.append(e);
        if (!computeName.isEmpty()) {
            Kernel &k = profile.kernel(computeName);
            ++k.launches;
            k.totalUs += double(e.duration) / 1000.0;
            if (k.blockDim == 0)
                k.blockDim = sqlite3_column_int(st, 5);
            if (k.taskType.isEmpty())
                k.taskType = text(st, 6);
        }
    }
    sqlite3_finalize(st);
    profile.sourceEvents += rows;
    return true; // a known schema with no tasks is still an msprof database
}

} // namespace Lowerscope
