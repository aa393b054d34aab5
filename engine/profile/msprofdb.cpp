// SPDX-License-Identifier: MIT
// msprof unified SQLite database msprof_*.db (Ascend/msprof@9ba1ac7b profile_data_file_references_db.md): TASK rows (startNs,
// endNs, streamId, globalTaskId) named through COMPUTE_TASK_INFO / COMMUNICATION_TASK_INFO and STRING_IDS; NPU_INFO for the
// device; CANN_API for host calls. Opened read-only and immutable: a sample's -wal/-shm files stay untouched.
#include "core/enginetext.h"
#include "profilereader.h"
#include "store/sqldatabase.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace Lowerscope {

namespace {

// The longest any query on an msprof database may run (docs/reliability.md).
constexpr int MsprofDbSeconds = 30;

// The TASK query for the tables this export has: compute tasks name kernels (older exports spell the block
// dim column block_dim), communication tasks name collectives, and a task's type names the rest.
// Columns: startNs, endNs, deviceId, streamId, compute name, block dim, compute task type, comm name, type.
QByteArray taskQuery(Sql::Database &db)
{
    const QSet<QString> compute = db.columns("COMPUTE_TASK_INFO");
    const QByteArray blockCol = compute.contains(QStringLiteral("blockDim")) ? "c.blockDim"
        : compute.contains(QStringLiteral("block_dim"))                      ? "c.block_dim"
                                                                             : "0";
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
    return sql;
}

// The tables and columns every msprof database this reader knows has; a warning naming the first missing.
bool knownSchema(Sql::Database &db, const QString &artifact, Profile &profile)
{
    const QSet<QString> task = db.columns("TASK");
    const bool strings = db.columns("STRING_IDS").contains(QStringLiteral("value"));
    for (const char *c : { "startNs", "endNs", "streamId", "globalTaskId", "deviceId" }) {
        if (!task.contains(QLatin1String(c)) || !strings) {
            profile.diagnostics.warn(artifact, 0,
                EngineText::english("Profile", "not an msprof database of a known schema: expected table %1 with column %2")
                    .arg(strings ? QStringLiteral("TASK") : QStringLiteral("STRING_IDS"),
                        strings ? QLatin1String(c) : QStringLiteral("value")));
            return false;
        }
    }
    return true;
}

// The objects the TASK query reads must be tables, as msprof writes them: a view could compute anything (a
// recursive one never returns), so a file with one is refused with a warning naming it.
bool onlyTables(Sql::Database &db, const QString &artifact, Profile &profile)
{
    for (const char *name : { "TASK", "STRING_IDS", "COMPUTE_TASK_INFO", "COMMUNICATION_TASK_INFO", "NPU_INFO" }) {
        if (db.objectType(name) == QLatin1String("view")) {
            profile.diagnostics.warn(artifact, 0,
                EngineText::english("Profile", "%1 is a view, not a table as msprof writes it: the database is not read")
                    .arg(QLatin1String(name)));
            return false;
        }
    }
    return true;
}

void readDevice(Sql::Database &db, Profile &profile)
{
    Sql::Statement st(db, "SELECT name FROM NPU_INFO ORDER BY id LIMIT 1");
    if (st.next() && profile.device.name.isEmpty()) {
        profile.device.name = st.text(0);
        profile.device.vendor = QStringLiteral("huawei");
    }
}

// One TASK row as an event on its device's stream track, counted on its kernel when a compute task names one.
class TaskTracks {
public:
    explicit TaskTracks(Profile &profile)
        : m_profile(profile)
    {
    }
    void add(const Sql::Statement &st)
    {
        const qint64 start = st.integer(0), end = st.integer(1);
        const QString device = st.text(2), stream = st.text(3);
        const QString computeName = st.text(4), commName = st.text(7), typeName = st.text(8);
        const QString name = !computeName.isEmpty() ? computeName : !commName.isEmpty() ? commName : typeName;
        Event e;
        e.start = start;
        qint64 duration = 0; // 0 when the end precedes the start or the difference overflows (fuzz_msprof_db)
        e.duration = __builtin_sub_overflow(end, start, &duration) ? 0 : qMax<qint64>(0, duration);
        e.name = m_profile.strings.intern(name);
        e.argsBegin = m_profile.args.size();
        m_profile.tracks[track(device, stream)].events.append(e);
        if (computeName.isEmpty())
            return;
        Kernel &k = m_profile.kernel(computeName);
        ++k.launches;
        k.totalUs += double(e.duration) / 1000.0;
        if (k.blockDim == 0)
            k.blockDim = int(st.integer(5));
        if (k.taskType.isEmpty())
            k.taskType = st.text(6);
    }

private:
    int track(const QString &device, const QString &stream)
    {
        int &dev = m_devices[device];
        if (dev == 0)
            dev = m_profile.addTrack(QStringLiteral("NPU ") + device, TrackKind::Process) + 1;
        int &track = m_streams[device + QLatin1Char('/') + stream];
        if (track == 0)
            track = m_profile.addTrack(QStringLiteral("Stream ") + stream, TrackKind::Stream, dev - 1) + 1;
        return track - 1;
    }
    Profile &m_profile;
    QHash<QString, int> m_devices, m_streams;
};

} // namespace

bool ProfileReaders::msprofDb(const QString &path, const QString &artifact, Profile &profile)
{
    Sql::Database db;
    QString error;
    if (!db.openImmutable(path, &error)) {
        profile.diagnostics.warn(artifact, 0, error);
        return false;
    }
    // A second guard beside onlyTables: no query on this file runs longer than MsprofDbSeconds.
    db.setTimeLimit(qint64(MsprofDbSeconds) * 1000);
    if (!onlyTables(db, artifact, profile) || !knownSchema(db, artifact, profile))
        return false;
    readDevice(db, profile);
    Sql::Statement st(db, taskQuery(db));
    if (!st.isValid()) {
        profile.diagnostics.warn(artifact, 0, EngineText::english("Profile", "cannot query the TASK table"));
        return false;
    }
    TaskTracks tracks(profile);
    int rows = 0;
    while (st.next()) {
        ++rows;
        tracks.add(st);
    }
    profile.sourceEvents += rows;
    if (db.timeLimitPassed()) {
        profile.diagnostics.warn(artifact, 0,
            EngineText::english("Profile", "reading the TASK table took longer than %1 s: stopped after %2 rows")
                .arg(MsprofDbSeconds)
                .arg(rows));
    } else if (!st.error().isEmpty()) {
        profile.diagnostics.warn(artifact, 0, EngineText::english("Profile", "cannot read the TASK table: %1").arg(st.error()));
    }
    return true; // a known schema with no tasks is still an msprof database
}

} // namespace Lowerscope
