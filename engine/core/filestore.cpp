// SPDX-License-Identifier: MIT
#include "filestore.h"

#include "userfile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QTimeZone>

#include <vector>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#endif

namespace Lowerscope {

struct FileBytes::Data {
    QString path;
    QFile file;
    uchar *map = nullptr;
    QByteArray owned; // when mapping is impossible
    QByteArrayView bytes;
    qint64 size = 0;
    QDateTime modified;
    ~Data()
    {
#ifdef Q_OS_UNIX
        if (map)
            munmap(map, size_t(size));
#else
        if (map)
            file.unmap(map);
#endif
    }
};

QString FileBytes::path() const { return d ? d->path : QString(); }
qint64 FileBytes::size() const { return d ? d->size : 0; }
QByteArrayView FileBytes::bytes() const { return d ? d->bytes : QByteArrayView(); }
uchar *FileBytes::mapping() const { return d ? d->map : nullptr; }

namespace {

QMutex g_mutex;
QHash<QString, std::weak_ptr<FileBytes::Data>> g_open; // guarded by g_mutex
std::function<void(const QString &)> g_observer;       // guarded by g_mutex
thread_local std::vector<FileStore::Scope *> t_scopes;

} // namespace

FileStore::Scope::Scope() { t_scopes.push_back(this); }

FileStore::Scope::~Scope() { std::erase(t_scopes, this); }

void FileStore::setOpenObserver(std::function<void(const QString &)> observer)
{
    QMutexLocker lock(&g_mutex);
    g_observer = std::move(observer);
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
        if (std::shared_ptr<FileBytes::Data> held = g_open.value(path).lock(); held && held->size == size && held->modified == modified)
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
        d->file.setFileName(path);
        if (!d->file.open(QIODevice::ReadOnly)) {
            out.m_error = d->file.errorString();
            return out;
        }
        d->size = d->file.size();
        d->modified = modified;
#ifdef Q_OS_UNIX
        // The mapping outlives the descriptor: a folder of thousands of files holds no descriptors. Shared, as
        // QFile::map maps: a private mapping of a whole trace measured slower (bench_timeline read and frames).
        if (d->size > 0) {
            void *p = mmap(nullptr, size_t(d->size), PROT_READ, MAP_SHARED, d->file.handle(), 0);
            d->map = p == MAP_FAILED ? nullptr : static_cast<uchar *>(p);
        }
#else
        if (d->size > 0)
            d->map = d->file.map(0, d->size);
#endif
        if (d->map) {
            d->bytes = QByteArrayView(reinterpret_cast<const char *>(d->map), d->size);
        } else {
            d->owned = d->file.readAll();
            d->bytes = d->owned;
            d->size = d->owned.size();
        }
#ifdef Q_OS_UNIX
        d->file.close();
#endif
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

} // namespace Lowerscope
