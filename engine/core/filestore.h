// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QSet>
#include <QString>

#include <functional>
#include <memory>

namespace Lowerscope {

// The read-only bytes of one file: mapped, or read where mapping fails. Copies share one mapping, which lives
// as long as any copy does.
class FileBytes
{
public:
    FileBytes() = default;
    bool isOpen() const { return bool(d); }
    QString path() const;
    QString errorString() const { return m_error; }
    qint64 size() const;
    QByteArrayView bytes() const;
    // The bytes without a copy (QByteArray::fromRawData): valid while this FileBytes (or a copy) lives.
    QByteArray data() const { return QByteArray::fromRawData(bytes().data(), bytes().size()); }
    // The mapping itself (page-aligned), or null when the bytes were read: for madvise.
    uchar *mapping() const;

    struct Data;

private:
    friend class FileStore;
    std::shared_ptr<Data> d;
    QString m_error;
};

// The lines of a file's bytes, as QIODevice::readLine gives them (each with its '\n'; at most MAXSIZE - 1 bytes
// at a time), without copying.
class ByteLines
{
public:
    explicit ByteLines(QByteArrayView bytes) : m_bytes(bytes) {}
    bool atEnd() const { return m_pos >= m_bytes.size(); }
    qsizetype pos() const { return m_pos; }
    QByteArrayView next(qsizetype maxSize)
    {
        const QByteArrayView rest = m_bytes.sliced(m_pos).first(qMin(m_bytes.size() - m_pos, maxSize - 1));
        const qsizetype nl = rest.indexOf('\n');
        const QByteArrayView line = nl < 0 ? rest : rest.first(nl + 1);
        m_pos += line.size();
        return line;
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_pos = 0;
};

// The one way the engine's readers open files (trajectory, profile, source, bench data). A file that is still
// held somewhere (by a reader, or pinned by a Scope) and unchanged on disk (same size and modification time)
// is not opened again: every reader gets the same bytes. So one analysis of a path opens each file once.
class FileStore
{
public:
    static FileBytes open(const QString &path);

    // While a Scope lives, every file opened on its thread stays held by it (pinned), so that later readers of
    // the same analysis reuse it. Scopes nest; each pins what was opened during its life. Files larger than
    // maxPinnedBytes (whole traces) are not pinned: their readers hold them while reading (the profile reader
    // from sniffing to parsing), and an address space kept free of them measured faster afterwards
    // (bench_timeline's frames).
    static constexpr qint64 maxPinnedBytes = qint64(64) << 20;
    class Scope
    {
    public:
        Scope();
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;
        const QList<FileBytes> &files() const { return m_files; }

    private:
        friend class FileStore;
        QList<FileBytes> m_files;
        QSet<const void *> m_held;
    };

    // Test hook: called with the path of every file the store opens from disk (not for reuses), on the
    // opening thread. An empty function removes it.
    static void setOpenObserver(std::function<void(const QString &path)> observer);
};

} // namespace Lowerscope
