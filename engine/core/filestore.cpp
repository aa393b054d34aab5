// SPDX-License-Identifier: MIT
#include "filestore.h"

#include "filestream.h"
#include "userfile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QTimeZone>
#include <vector>

namespace Lowerscope {

struct FileBytes::Data {
    QString path;
    QByteArray owned;
    qint64 size = 0;
    QDateTime modified;
};

QString FileBytes::path() const
{
    return d ? d->path : QString();
}
qint64 FileBytes::size() const
{
    return d ? d->size : 0;
}
QByteArrayView FileBytes::bytes() const
{
    return d ? QByteArrayView(d->owned) : QByteArrayView();
}

namespace {

QMutex g_mutex;
QHash<QString, std::weak_ptr<FileBytes::Data>> g_open; // guarded by g_mutex
std::function<void(const QString &)> g_observer; // guarded by g_mutex
thread_local std::vector<FileStore::Scope *> t_scopes;

} // namespace

FileStore::Scope::Scope()
{
    t_scopes.push_back(this);
}

FileStore::Scope::~Scope()
{
    std::erase(t_scopes, this);
}

void FileStore::setOpenObserver(std::function<void(const QString &)> observer)
{
    QMutexLocker lock(&g_mutex);
    g_observer = std::move(observer);
}

namespace {

// Whether the store holds PATH (absolute) unchanged on disk.
bool storeHolds(const QString &path, qint64 size, const QDateTime &modified)
{
    QMutexLocker lock(&g_mutex);
    const std::shared_ptr<FileBytes::Data> held = g_open.value(path).lock();
    return held && held->size == size && held->modified == modified;
}

void notifyOpen(const QString &path)
{
    std::function<void(const QString &)> observer;
    {
        QMutexLocker lock(&g_mutex);
        observer = g_observer;
    }
    if (observer)
        observer(path);
}

} // namespace

QByteArray FileStore::head(const QString &pathIn, qint64 bytes, QString *error)
{
    const QFileInfo info(pathIn);
    const QString path = info.absoluteFilePath();
    QString why;
    if (info.exists() && !info.isFile() && !UserFile::isRegular(path, &why)) {
        if (error)
            *error = why;
        return {};
    }
    {
        QMutexLocker lock(&g_mutex);
        if (std::shared_ptr<FileBytes::Data> held = g_open.value(path).lock();
            held && held->size == info.size() && held->modified == info.lastModified(QTimeZone::UTC))
            return QByteArrayView(held->owned).first(qMin<qint64>(bytes, held->size)).toByteArray();
    }
    // Only the head: the reader that follows streams the file (FileStream, the CSV tables) or opens it whole.
    notifyOpen(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = file.errorString();
        return {};
    }
    return file.read(qMin(bytes, info.size()));
}

FileBytes FileStore::open(const QString &pathIn)
{
    FileBytes out;
    const QFileInfo info(pathIn);
    const QString path = info.absoluteFilePath();
    // Only regular files: opening a FIFO would wait for a writer forever, a device (/dev/zero) never ends.
    if (info.exists() && !info.isFile() && !UserFile::isRegular(path, &out.m_error))
        return out;
    const qint64 size = info.size();
    const QDateTime modified = info.lastModified(QTimeZone::UTC); // UTC: no time zone conversion per open
    std::function<void(const QString &)> observer;
    {
        QMutexLocker lock(&g_mutex);
        if (std::shared_ptr<FileBytes::Data> held = g_open.value(path).lock();
            held && held->size == size && held->modified == modified)
            out.d = std::move(held);
        else
            g_open.remove(path);
        observer = g_observer;
    }
    if (!out.d) {
        if (observer)
            observer(path);
        auto d = std::make_shared<FileBytes::Data>();
        d->path = path;
        d->modified = modified;
        // Read, not mapped: a mapping of a file that another process truncates raises SIGBUS on the next access
        // past the new end, and no reader can check for that. Reading costs a copy, about what faulting the
        // mapped pages in cost (bench_trajectory, bench_profile). Never more than the size it had when opened.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
            out.m_error = file.errorString();
            return out;
        }
        const qint64 want = file.size();
        d->owned = QByteArray(qsizetype(want), Qt::Uninitialized);
        qint64 got = 0;
        while (got < want) {
            const qint64 n = file.read(d->owned.data() + got, want - got);
            if (n <= 0)
                break; // shrunk meanwhile (or a read error): keep what was there
            got += n;
        }
        file.close();
        d->owned.truncate(qsizetype(got));
        d->size = got;
        QMutexLocker lock(&g_mutex);
        // Another thread may have opened it meanwhile; either copy is fine, the later one is remembered.
        g_open.insert(path, d);
        if (g_open.size() > 4096)
            g_open.removeIf([](const auto &it) { return it.value().expired(); });
        out.d = std::move(d);
    }
    for (Scope *s : t_scopes)
        if (out.d->size <= maxPinnedBytes && !s->m_held.contains(out.d.get())) {
            s->m_held.insert(out.d.get());
            s->m_files.append(out);
        }
    return out;
}

FileStream::FileStream() = default;
FileStream::~FileStream() = default;

bool FileStream::open(const QString &pathIn)
{
    const QFileInfo info(pathIn);
    const QString path = info.absoluteFilePath();
    m_held = {};
    m_file.reset();
    m_size = m_read = 0;
    m_error.clear();
    if (info.exists() && !info.isFile() && !UserFile::isRegular(path, &m_error))
        return false;
    if (storeHolds(path, info.size(), info.lastModified(QTimeZone::UTC))) {
        m_held = FileStore::open(path); // the bytes the store holds, pinned by the Scopes: nothing is read
        if (!m_held.isOpen()) {
            m_error = m_held.errorString();
            return false;
        }
        m_size = m_read = m_held.size();
        return true;
    }
    notifyOpen(path);
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        m_error = file->errorString();
        return false;
    }
    m_size = file->size();
    m_file = std::move(file);
    return true;
}

qint64 FileStream::read(char *to, qint64 bytes)
{
    if (!m_file || atEnd())
        return 0;
    qint64 got = 0;
    const qint64 want = qMin(bytes, m_size - m_read);
    while (got < want) {
        const qint64 n = m_file->read(to + got, want - got);
        if (n <= 0) {
            m_size = m_read + got; // shrunk meanwhile (or a read error): the end is here
            break;
        }
        got += n;
    }
    m_read += got;
    if (atEnd())
        m_file.reset(); // the descriptor goes as soon as the end is read
    return got;
}

} // namespace Lowerscope
