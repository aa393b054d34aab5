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

// The read-only bytes of one file, read whole into memory when opened (never mapped: a mapped file truncated by
// another process while it is read raises SIGBUS; docs/reliability.md). Copies share one buffer, which lives as
// long as any copy does. A file that shrinks while it is read gives the bytes it still had; one that grows gives
// the size it had when opened.
class FileBytes {
public:
    FileBytes() = default;
    bool isOpen() const { return bool(d); }
    QString path() const;
    QString errorString() const { return m_error; }
    qint64 size() const;
    QByteArrayView bytes() const;
    // The bytes without a copy (QByteArray::fromRawData): valid while this FileBytes (or a copy) lives.
    QByteArray data() const { return QByteArray::fromRawData(bytes().data(), bytes().size()); }

    struct Data;

private:
    friend class FileStore;
    std::shared_ptr<Data> d;
    QString m_error;
};

// The lines of a file's bytes, as QIODevice::readLine gives them (each with its '\n'; at most MAXSIZE - 1 bytes
// at a time), without copying.
class ByteLines {
public:
    explicit ByteLines(QByteArrayView bytes)
        : m_bytes(bytes)
    {
    }
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
// is not read again: every reader gets the same bytes. So one analysis of a path reads each file once. The
// descriptor is closed before open() returns: a folder of thousands of files holds none. Whole traces are
// not read here but streamed (chrometrace.cpp), so that resident memory stays a window of the file.
class FileStore {
public:
    static FileBytes open(const QString &path);
    // At most the first BYTES bytes of PATH, with the same checks as open() (a regular file): for sniffing a
    // format. Only the head is read, or copied from the bytes the store holds: the reader that follows streams
    // the file (FileStream) or opens it whole. Empty with ERROR on failure.
    static QByteArray head(const QString &path, qint64 bytes, QString *error = nullptr);

    // While a Scope lives, every file opened on its thread stays held by it (pinned), so that later readers of
    // the same analysis reuse it. Scopes nest; each pins what was opened during its life. Files larger than
    // maxPinnedBytes (whole traces) are not pinned: their readers hold them while reading (the profile reader
    // from sniffing to parsing), and an address space kept free of them measured faster afterwards
    // (bench_timeline's frames).
    static constexpr qint64 maxPinnedBytes = qint64(64) << 20;
    class Scope {
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
